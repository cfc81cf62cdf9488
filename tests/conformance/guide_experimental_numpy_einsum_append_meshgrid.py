# tf.experimental.numpy einsum (operands promoted with casting='safe': int64 x float32 ->
# float64; a trace 'ii'; the ValueError for another casting), append (raveled without an axis),
# count_nonzero (int64) and meshgrid ('xy' by default, 'ij' on request), following TF 2.20's
# numpy_ops/np_math_ops.py.
import tensorflow as tf
import tensorflow.experimental.numpy as tnp

a = tnp.asarray([[1, 2], [3, 4]])
b = tf.constant([[1.0, 0.0], [0.0, 1.0]])
print(tnp.einsum("ij,jk->ik", a, b))
print(tnp.einsum("ii", a))
print(tnp.append(a, [5, 6]), tnp.append(a, [[5, 6]], axis=0).shape)
print(tnp.count_nonzero([[0, 1], [2, 0]]), tnp.count_nonzero(tf.constant([[0, 1], [2, 0]]), axis=0))
xs, ys = tnp.meshgrid(tnp.arange(3), tnp.arange(2))
print(xs)
print(ys.shape, tnp.meshgrid([1, 2], [3], indexing="ij")[0].shape)
try:
    tnp.einsum("ij->ji", a, casting="unsafe")
except ValueError as e:
    print("ValueError:", e)
