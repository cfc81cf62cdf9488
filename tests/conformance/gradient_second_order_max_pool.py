# Second derivatives through max pooling. TF's MaxPoolGrad sends a window's gradient to its first
# maximum (row-major) but MaxPoolGradGrad reads the gradient at the last element equal to the
# pooled value, so with the tied 9s below a weighted second derivative lands 2 * W[1, 3] on
# x[1, 2].
# Source: tensorflow/python/ops/nn_grad.py _MaxPoolGradGrad (zeros for orig_input/orig_output,
# gen_nn_ops.max_pool_grad_grad for grad) and _MaxPoolGradGradGrad; core/kernels/
# maxpooling_op.cc SpatialMaxPoolWithArgMaxHelper (first maximum) and MaxPoolingGradGradOp's
# SpatialMaxPoolGradGrad (`if (output_ref == input_ref) bottom_diff_ref = top_diff`).
# The gradient of the eager `** 3` evaluates pow(pooled, 2) with Eigen's packet pow (TF's Pow
# kernel on 16 floats): 9 ** 2 is 81.0000076 there, so the nine windows whose maximum is the 9
# add 3 * 81.0000076 each, 2187.0002 (eigen_float_functions.py checks that pow).
import tensorflow as tf
x = tf.constant([[1., 5., 2., 0.], [3., 4., 9., 9.], [0., 8., 1., 2.], [7., 6., 3., 4.]])[None, :, :, None]


def second(f):
    with tf.GradientTape() as t2:
        t2.watch(x)
        with tf.GradientTape() as t1:
            t1.watch(x)
            y = tf.reduce_sum(f(x))
        g = t1.gradient(y, x)
    return g[0, :, :, 0], t2.gradient(g, x)[0, :, :, 0]


print(*second(lambda v: tf.nn.max_pool2d(v, 2, 2, "VALID") ** 2), sep="\n")
print(*second(lambda v: tf.nn.max_pool2d(v, 3, 1, "SAME") ** 3), sep="\n")
W = tf.reshape(tf.range(16.), [1, 4, 4, 1])
with tf.GradientTape() as t2:
    t2.watch(x)
    with tf.GradientTape() as t1:
        t1.watch(x)
        y = tf.reduce_sum(tf.nn.max_pool2d(x, 2, 2, "VALID") ** 2)
    g = t1.gradient(y, x)
    z = tf.reduce_sum(g * W)
print(t2.gradient(z, x)[0, :, :, 0])
