# The 'NumPy API on TensorFlow' guide with experimental_enable_numpy_behavior (legacy mode,
# np_config.py): tf.Tensor gains NumPy methods (np_math_ops.enable_numpy_methods_on_tensor: T,
# reshape, ...), operators promote like NumPy (math_ops.maybe_promote_tensors over
# np_dtypes._result_type: int32 + float32 => float64), Python literals make int64/float64 arrays
# unless prefer_float32=True, shapes broadcast, basic indexing works, and NumPy-style advanced
# indexing (a tuple of bools) selects as NumPy does (np_array_ops._getitem).
# Expected lines as the guide prints them.
import tensorflow as tf
import tensorflow.experimental.numpy as tnp

tnp.experimental_enable_numpy_behavior()
ones = tnp.ones([5, 3], dtype=tnp.float32)
print("Created ND array with shape = %s, rank = %s, "
      "dtype = %s on device = %s\n" % (ones.shape, ones.ndim, ones.dtype, ones.device))
print("Is `ones` an instance of tf.Tensor: %s\n" % isinstance(ones, tf.Tensor))
print("ndarray.T has shape %s" % str(ones.T.shape))
print("narray.reshape(-1) has shape %s" % ones.reshape(-1).shape)

print("Type promotion for operations")
values = [tnp.asarray(1, dtype=d) for d in (tnp.int32, tnp.int64, tnp.float32, tnp.float64)]
for i, v1 in enumerate(values):
    for v2 in values[i + 1:]:
        print("%s + %s => %s" % (v1.dtype.name, v2.dtype.name, (v1 + v2).dtype.name))

print("Type inference during array creation")
print("tnp.asarray(1).dtype == tnp.%s" % tnp.asarray(1).dtype.name)
print("tnp.asarray(1.).dtype == tnp.%s\n" % tnp.asarray(1.).dtype.name)

tnp.experimental_enable_numpy_behavior(prefer_float32=True)
print("When prefer_float32 is True:")
print("tnp.asarray(1.).dtype == tnp.%s" % tnp.asarray(1.).dtype.name)
print("tnp.add(1., 2.).dtype == tnp.%s" % tnp.add(1., 2.).dtype.name)

tnp.experimental_enable_numpy_behavior(prefer_float32=False)
print("When prefer_float32 is False:")
print("tnp.asarray(1.).dtype == tnp.%s" % tnp.asarray(1.).dtype.name)
print("tnp.add(1., 2.).dtype == tnp.%s" % tnp.add(1., 2.).dtype.name)

x = tnp.ones([2, 3])
y = tnp.ones([3])
z = tnp.ones([1, 2, 1])
print("Broadcasting shapes %s, %s and %s gives shape %s" % (x.shape, y.shape, z.shape, (x + y + z).shape))

x = tnp.arange(24).reshape(2, 3, 4)
print("Basic indexing")
print(x[1, tnp.newaxis, 1:3, ...], "\n")
print(x[:, (True, False, True)])
v = tf.Variable([1, 2])
print(v + 0.5, v.read_value().T)
