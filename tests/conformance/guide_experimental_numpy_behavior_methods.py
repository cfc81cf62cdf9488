# NumPy behaviour on tf.Tensor, method by method (np_math_ops._enable_numpy_methods): before
# enabling, T raises tensor.py's AttributeError hint; after, T/reshape/ravel/flatten/size/ndim/
# tolist/astype/max/mean/min/clip/transpose/data; operators promote (int32 + 1.5 -> float64,
# float32 + 1.5 stays float32, int32 * int64 -> int64, == promotes too), @ is tnp.matmul, a list
# operand raises math_ops._maybe_get_dtype's ValueError, a list index is advanced indexing
# (NumPy's rows), and the promotion holds inside tf.function.
import tensorflow as tf
import tensorflow.experimental.numpy as tnp

x = tf.constant([[1, 2, 3], [4, 5, 6]])
try:
    x.T
except AttributeError as e:
    print("AttributeError:", str(e).splitlines()[0])
tnp.experimental_enable_numpy_behavior()
print(x.T)
print(x.reshape(3, 2))
print(x.reshape([6]), x.ravel(), x.flatten())
print(x.size, x.ndim, x.tolist())
print(x.astype(tnp.float32))
print(x.max(), x.mean(axis=0), x.min(axis=1))
print(x.clip(2, 5))
print(x + 1.5)
print(tf.constant([1.0, 2.0]) + 1.5)
print(tf.constant([1.0, 2.0]) + tf.constant([1.0], dtype=tf.float64))
print(tf.constant([1, 2]) * tf.constant([3], dtype=tf.int64))
print(tf.constant([1, 2]) / 2, 3 - tf.constant([1, 2]))
print(tf.constant([1, 2]) == 1.0, tf.constant([1.5]) != 1)
print(tf.ones([2, 3]) @ tf.ones([3]))
print(x.transpose(), x.data is x)
try:
    tf.constant([1, 2]) + [1, 2]
except ValueError as e:
    print("ValueError:", e)
print(x[[0, 1]])
print(x[0, 1:])
@tf.function
def f(t):
    return t.T + 0.5
print(f(x))
print(tnp.ones([2]).dtype)
