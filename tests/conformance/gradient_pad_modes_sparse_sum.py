# Gradients through tf.pad in every mode and through tf.sparse.reduce_sum.
# Source: tensorflow/python/ops/array_grad.py _PadGrad (Pad, PadV2: slice(grad, paddings[:, 0],
# shape(x))), _MirrorPadGrad (gen_array_ops.mirror_pad_grad: every padded copy adds its gradient
# to the element it mirrors; REFLECT mirrors around the edge element, SYMMETRIC repeats it);
# sparse_grad.py _SparseReduceSumGrad (gather_nd of the reshaped output gradient: a dense
# gradient for the values).
import tensorflow as tf

x = tf.constant([[1., 2.], [3., 4.]])
weights = tf.reshape(tf.range(12.), [3, 4])
for kw in [dict(), dict(constant_values=1.), dict(mode="REFLECT"), dict(mode="SYMMETRIC")]:
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = tf.pad(x, [[1, 0], [1, 1]], **kw) * weights
    print(kw, tape.gradient(y, x))


@tf.function
def reflect_grad(v):
    with tf.GradientTape() as tape:
        tape.watch(v)
        y = tf.reduce_sum(tf.pad(v, [[2, 2]], mode="REFLECT") * tf.range(7.))
    return tape.gradient(y, v)


print(reflect_grad(tf.constant([1., 2., 3.])))

values = tf.constant([2., 3., 4.])
for axis in [None, 0, 1, [0, 1]]:
    with tf.GradientTape() as tape:
        tape.watch(values)
        total = tf.sparse.reduce_sum(tf.SparseTensor([[0, 0], [1, 2], [1, 0]], values, [2, 3]), axis=axis)
        y = total * tf.cast(tf.range(1, tf.size(total) + 1), tf.float32) if axis in (0, 1) else total * 2.
    print(axis, total, tape.gradient(y, values))
