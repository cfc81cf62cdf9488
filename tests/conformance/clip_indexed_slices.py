# tf.clip_by_value, tf.clip_by_norm and tf.clip_by_global_norm given IndexedSlices clip their
# values and give back IndexedSlices with the same indices and dense_shape (None stays None).
# Source: tensorflow/python/ops/clip_ops.py: each converts `t.values if isinstance(t,
# IndexedSlices) else t`, then returns IndexedSlices(clipped, t.indices, t.dense_shape);
# global_norm sums l2_loss of the values. Expected values from
# tensorflow/python/kernel_tests/math_ops/clip_ops_test.py testClipByValueWithIndexedSlicesClipped,
# testClipByNormClipped, testClipByGlobalNormWithIndexedSlicesClipped (norm 5.0) and
# testClipByGlobalNormPreservesDenseShape.
import numpy as np
import tensorflow as tf

values = tf.constant([[[-3.0, 0.0, 0.0], [4.0, 0.0, 0.0]], [[0.0, 2.0, 0.0], [0.0, 0.0, -1.0]]])
slices = tf.IndexedSlices(values, tf.constant([2, 6]), tf.constant([10, 2, 3]))
cases = [
    (-2.0, 2.0, [[[-2.0, 0.0, 0.0], [2.0, 0.0, 0.0]], [[0.0, 2.0, 0.0], [0.0, 0.0, -1.0]]]),
    (1.0, 2.0, [[[1.0, 1.0, 1.0], [2.0, 1.0, 1.0]], [[1.0, 2.0, 1.0], [1.0, 1.0, 1.0]]]),
    (-2.0, -1.0, [[[-2.0, -1.0, -1.0], [-1.0, -1.0, -1.0]], [[-1.0, -1.0, -1.0], [-1.0, -1.0, -1.0]]]),
]
for lo, hi, expected in cases:
    clipped = tf.clip_by_value(slices, lo, hi)
    print(type(clipped).__name__, np.allclose(clipped.values, expected), clipped.indices.numpy(),
          clipped.dense_shape.numpy())

rows = tf.IndexedSlices(tf.constant([[-3.0, 0.0, 0.0], [4.0, 0.0, 0.0]]), tf.constant([1, 3]))
clipped = tf.clip_by_norm(rows, 4.0)
print(type(clipped).__name__, np.allclose(clipped.values, [[-2.4, 0.0, 0.0], [3.2, 0.0, 0.0]]),
      clipped.indices.numpy(), clipped.dense_shape)

x0 = tf.constant([-2.0, 0.0, 0.0, 4.0, 0.0, 0.0], shape=[2, 3])
x1 = tf.IndexedSlices(tf.constant([1.0, -2.0]), tf.constant([3, 4]))
ans, norm = tf.clip_by_global_norm([x0, x1], 4.0)
print(norm.numpy(), np.allclose(ans[0], [[-1.6, 0.0, 0.0], [3.2, 0.0, 0.0]]))
print(type(ans[1]).__name__, np.allclose(ans[1].values, [0.8, -1.6]), ans[1].indices.numpy(), ans[1].dense_shape)
print(tf.linalg.global_norm([x0, x1]).numpy())

dense_shape = (1,)
one = tf.IndexedSlices(tf.constant([1.0]), tf.constant([0]), dense_shape=dense_shape)
ans, _ = tf.clip_by_global_norm([one], 1.0)
print(ans[0].dense_shape, one.dense_shape, ans[0].dense_shape == dense_shape)
