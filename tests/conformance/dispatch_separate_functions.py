# Every tf.function object has its own trace cache: wrapping the same Python function twice, or
# calling tf.function(f) afresh, traces again. autograph=False and jit_compile=True change how
# the graph is built or compiled, not what it computes.
# TF source: tensorflow/python/eager/polymorphic_function/polymorphic_function.py (Function owns
# its _function_cache; function() accepts autograph and jit_compile).
import tensorflow as tf


def cube(x):
    print("tracing cube")
    return x * x * x


first = tf.function(cube)
second = tf.function(cube)
x = tf.constant(2.0)
print(first(x).numpy())
print(first(x).numpy())
print(second(x).numpy())
print(first.experimental_get_tracing_count(), second.experimental_get_tracing_count())
print(tf.function(cube)(x).numpy())
print(tf.function(cube)(x).numpy())

plain = tf.function(cube, autograph=False)
compiled = tf.function(cube, jit_compile=True)
print(plain(x).numpy(), compiled(x).numpy())


@tf.function(autograph=False)
def pick(x, use_square):
    if use_square:
        return x * x
    return -x


print(pick(x, True).numpy(), pick(x, False).numpy())
print("pick traces:", pick.experimental_get_tracing_count())
