# jit_compile=True with ops that all have XLA kernels (tensorflow/compiler/tf2xla/kernels:
# MatMul, AddV2, Relu, Sum, Cast, ... are registered with REGISTER_XLA_OP for XLA_CPU_JIT): the
# function traces and runs as without jit_compile; Python print runs at trace time only.
import tensorflow as tf


@tf.function(jit_compile=True)
def dense(x, w):
    print("tracing dense")
    return tf.nn.relu(tf.matmul(x, w) - 2.0)


@tf.function(jit_compile=True)
def count_positive(x):
    return tf.reduce_sum(tf.cast(x > 0, tf.int32))


x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
w = tf.constant([[1.0, 0.0], [0.0, 1.0]])
print(dense(x, w))
print(dense(x * 2.0, w))
print(dense.experimental_get_tracing_count())
print(count_positive(tf.constant([-1, 2, 3, 0])))
