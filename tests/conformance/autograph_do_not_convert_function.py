# tf.function over a tf.autograph.experimental.do_not_convert function, the way Keras 3's
# TensorFlow trainer wraps its train/test steps: the wrapper is an AutoGraph artifact
# (api.autograph_artifact), so the tf.function's autograph_handler runs it unconverted
# (api.converted_call: "Permanently allowed: AutoGraph artifact") with AutoGraph disabled.
# Python control flow stays Python: a `for` over range() unrolls while tracing, and an `if` on
# a symbolic tensor raises OperatorNotAllowedInGraphError (tensor.py Tensor._disallow). No
# converted frame attached error metadata, so autograph_handler re-raises it unchanged (no
# "in user code:" wrapping). The Function keeps the wrapped function's name
# (functools.update_wrapper).
# TF 2.20 sources: tensorflow/python/autograph/impl/api.py (do_not_convert, converted_call,
# autograph_artifact), polymorphic_function/autograph_util.py (autograph_handler).
import tensorflow as tf


@tf.autograph.experimental.do_not_convert
def accumulate(x):
    total = x
    for i in range(3):
        print("unrolled step", i)
        total = total + i
    return total


accumulate = tf.function(accumulate, reduce_retracing=True)
print(accumulate.__name__, accumulate.python_function.__name__)
print(accumulate(tf.constant(10)))
print(accumulate(tf.constant(20)))
print(accumulate.experimental_get_tracing_count())


@tf.autograph.experimental.do_not_convert
def train_step(x):
    if tf.reduce_sum(x) > 0:
        return x
    return -x


train_step = tf.function(train_step)
try:
    train_step(tf.constant([1.0, -2.0]))
except TypeError as e:
    print(type(e).__name__ + ":", e)
