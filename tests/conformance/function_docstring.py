# tf.function keeps the decorated function's docstring (tf_decorator.make_decorator copies
# __doc__ in polymorphic_function.py's function()); a lambda has none, so the Function gets
# TFDecorator's '' (tensorflow/python/util/tf_decorator.py TFDecorator.__init__).
import tensorflow as tf
@tf.function
def f(x):
    """Doubles x."""
    return 2 * x
print(f.__doc__)
print(tf.function(lambda x: x).__doc__)
