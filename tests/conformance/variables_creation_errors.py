# tf.Variable created unconditionally inside a tf.function: the first call's second trace
# (no variable creation allowed) raises the "singleton" ValueError, wrapped "in user code" by
# AutoGraph. A retrace after a first call that created no variable runs, then raises the
# unwrapped "non-first call" ValueError.
# TF source: polymorphic_function.py (Function._initialize invalid_creator_scope, Function._call),
# autograph/pyct/error_utils.py (the "in user code" message).
import tensorflow as tf


@tf.function
def make(x):
    v = tf.Variable(1.0)
    return v + x


try:
    make(tf.constant(1.0))
except ValueError as e:
    print("ValueError:", e)
print(make.experimental_get_tracing_count())


@tf.function
def late(x, create):
    if create:
        tf.Variable(1.0)
    return x + 1


print(late(tf.constant(1.0), False))
try:
    late(tf.constant(1.0), True)
except ValueError as e:
    print("ValueError:", e)
print(late.experimental_get_tracing_count())
