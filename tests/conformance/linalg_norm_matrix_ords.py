# tf.norm / tf.linalg.norm matrix norms over a 2-tuple axis, and the argument checks.
# Source: tensorflow/python/ops/linalg_ops.py norm_v2 -> norm: supported_matrix_norms is
# ['euclidean', 'fro', 1, 2, np.inf]; ord=1 reduce_sums over axis[0] then reduce_maxes over
# axis[-1]; np.inf reduce_sums over axis[1] then reduce_maxes over axis[0]; ord=2 is the largest
# singular value (gen_linalg_ops.svd(compute_uv=False) on the axes moved last). Vector norms
# refuse `(not np.isreal(ord) or ord <= 0) and ord not in ['euclidean', 1, 2, np.inf]`, so
# ord='fro' without a matrix axis and ord <= 0 raise; the messages use f"... got {ord}" and
# f"... got {axis}" (str, no trailing period).
import numpy as np
import tensorflow as tf

x = tf.constant([[1., -2., 3.], [4., 5., -6.]])
print(tf.norm(x, ord=1, axis=[0, 1]))        # max column sum: |3| + |-6|
print(tf.norm(x, ord=np.inf, axis=[0, 1]))   # max row sum: 4 + 5 + 6
print(tf.norm(x, ord=1, axis=(1, 0), keepdims=True))
print(tf.linalg.norm(tf.linalg.diag([-5., 2., 1.]), ord=2, axis=(-2, -1)))
batch = tf.stack([tf.linalg.diag([2., -7.]), tf.linalg.diag([1., 0.5])])
print(tf.norm(batch, ord=2, axis=[1, 2]))
print(tf.norm(batch, ord=2, axis=[1, 2], keepdims=True).shape)
print(tf.norm(tf.stack([x, 2 * x]), ord=np.inf, axis=[2, 1]))
print(tf.norm(x, ord='fro', axis=[0, 1]) == tf.norm(x))

for bad in [dict(ord='nuc', axis=[0, 1]), dict(ord=3, axis=(0, 1)), dict(ord=-1), dict(ord='fro'),
            dict(ord=0), dict(axis=[0, 0]), dict(axis=[1])]:
    try:
        tf.norm(x, **bad)
    except ValueError as e:
        print("ValueError:", e)
