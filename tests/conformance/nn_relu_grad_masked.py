# Relu and ReluGrad at their edges, as TF's CPU functors compute them
# (tensorflow/core/kernels/relu_op_functor.h):
#   Relu:     features.cwiseMax(0), Eigen's std::max(x, 0): NaN and -0.0 pass through.
#   ReluGrad: gradients * cast(features > 0): a masked position is the gradient times zero,
#             so -0.0 for a negative gradient and NaN for a NaN or infinite one.
import tensorflow as tf

x = tf.constant([-1.0, 0.0, 2.0, -0.0, float("nan"), float("-inf")])
print(tf.nn.relu(x))

# The upstream gradient of -relu(x) is -1 everywhere: the masked positions are -0.
with tf.GradientTape() as tape:
    tape.watch(x)
    y = -tf.nn.relu(x)
print(tape.gradient(y, x))

g = tf.constant([float("nan"), float("inf"), -2.0, 1.0, 3.0, -1.0])
print(tf.raw_ops.ReluGrad(gradients=g, features=x))
print(tf.raw_ops.ReluGrad(gradients=tf.constant([1, -2, 3]), features=tf.constant([-1, 0, 5])))


@tf.function
def grad_of_neg_relu(v):
    with tf.GradientTape() as t:
        t.watch(v)
        out = tf.reduce_sum(-3.0 * tf.nn.relu(v))
    return t.gradient(out, v)


print(grad_of_neg_relu(tf.constant([[-2.0, 1.0], [0.5, -0.5]])))

# Longer rows (four lanes at a time, then the rest) give the same values.
v = tf.constant([[-3.0, 1.5, float("nan"), -0.0, 4.0, -1e-3, 2.0, -7.0, 0.25]] * 2)
print(tf.nn.relu(v))
with tf.GradientTape() as tape:
    tape.watch(v)
    out = tf.reduce_sum(tf.nn.relu(v) * tf.constant([-1.0, 2.0, -3.0, 4.0, -5.0, 6.0, -7.0, 8.0, -9.0]))
print(tape.gradient(out, v))
