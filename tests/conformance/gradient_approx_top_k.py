# Gradients through tf.math.approx_max_k / approx_min_k (exact on CPU), along the last and the
# first dimension.
# Source: tensorflow/python/ops/nn_grad.py _ApproxTopKGradient: scatter_nd of the values'
# gradient at the input coordinates (the output's, with the reduction dimension's replaced by
# the returned indices).
import tensorflow as tf
x = tf.constant([[1., 5., 3., 2.], [9., 2., 8., 7.]])
def grad(f):
    with tf.GradientTape() as t:
        t.watch(x)
        y = f(x)
    return t.gradient(y, x)
print(grad(lambda v: tf.math.approx_max_k(v, 2)[0] * tf.constant([[1., 10.], [100., 1000.]])))
print(grad(lambda v: tf.math.approx_min_k(v, 1, reduction_dimension=0)[0] * tf.constant([[1., 2., 3., 4.]])))
print(grad(lambda v: tf.math.approx_max_k(v, 1)[0] ** 2))
