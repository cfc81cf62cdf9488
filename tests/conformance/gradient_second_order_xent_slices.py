# Second derivatives with nested GradientTapes through softmax cross entropies (dense and
# sparse labels), slicing and gathering: the Hessian-vector product of the cross entropy is
# p_0 * (w - p) for w = e_0.
# Source: tensorflow/python/ops/nn_grad.py _SoftmaxCrossEntropyWithLogitsGrad and
# _SparseSoftmaxCrossEntropyWithLogitsGrad (grad_grad adds (grad_grad - squeeze(grad_grad @
# softmax)) * softmax); array_grad.py _StridedSliceGradGrad; eager/backprop.py
# GradientTape.gradient flattens an IndexedSlices target into its component tensors
# (composite_tensor_gradient.get_flat_tensors_for_gradients).
import tensorflow as tf
x = tf.constant([[0.5, -1.0, 2.0]])
w = tf.constant([[1., 0., 0.]])
for name, f in [("dense", lambda v: tf.nn.softmax_cross_entropy_with_logits([[0., 1., 0.]], v)),
                ("sparse", lambda v: tf.nn.sparse_softmax_cross_entropy_with_logits([1], v))]:
    with tf.GradientTape() as t2:
        t2.watch(x)
        with tf.GradientTape() as t1:
            t1.watch(x)
            y = tf.reduce_sum(f(x))
        g = t1.gradient(y, x)
        z = tf.reduce_sum(g * w)
    h = t2.gradient(z, x)
    p = tf.nn.softmax(x)
    print(name, h, p[0, 0] * (w - p))
v = tf.constant([1., 2., 3.])
with tf.GradientTape() as t2:
    t2.watch(v)
    with tf.GradientTape() as t1:
        t1.watch(v)
        y = tf.reduce_sum(tf.gather(v, [0, 0, 2]) ** 3)
    g = t1.gradient(y, v)
    print(type(g).__name__)
print(t2.gradient(g, v))
with tf.GradientTape() as t2:
    t2.watch(v)
    with tf.GradientTape() as t1:
        t1.watch(v)
        y = tf.reduce_sum(v[1:] ** 3)
    g = t1.gradient(y, v)
print(g, t2.gradient(g, v))
