# tf.function keeps the Python function's name, docstring and signature (make_decorator sets
# __wrapped__, which inspect.signature follows); a trace that fails (reshape of 2 values to [3],
# a shape-inference ValueError) is not cached, so the count stays 0 until a good call; with
# autograph=False a Python if on a symbolic tensor raises OperatorNotAllowedInGraphError, while
# a Python int argument takes the plain Python branch.
import inspect
import tensorflow as tf

@tf.function
def scaled(x, factor=2.0):
    """Multiplies x by factor."""
    return x * factor

print(scaled.__name__, scaled.__doc__)
print(inspect.signature(scaled))
print(scaled.__wrapped__ is scaled.python_function)
print(scaled(tf.constant(3.0)), scaled(tf.constant(3.0), 4.0))

@tf.function
def fails(x):
    return tf.reshape(x, [3])

try:
    fails(tf.constant([1, 2]))
except ValueError as e:
    print("ValueError")
print(fails.experimental_get_tracing_count())
print(fails(tf.constant([1, 2, 3])))
print(fails.experimental_get_tracing_count())

@tf.function(autograph=False)
def no_ag(x):
    if x > 0:
        return x
    return -x

try:
    no_ag(tf.constant(1))
except TypeError as e:
    print(type(e).__name__, str(e)[:60])
print(no_ag(1))
