# tf.Tensor <-> NumPy: .numpy() values and their text, tf.constant(np_array) keeping the array's
# dtype, NumPy arrays as tf.function arguments (typed as TensorSpec of their shape and dtype, so
# a new value of the same shape and dtype reuses the trace), NumPy scalars too
# (trace_type/util.py is_np_ndarray is `hasattr(value, "__array__")`, which np.float32(1.5) has,
# so it is a TensorSpec of shape () and its dtype, and tracing prints the placeholder).
# TF source: tensorflow/python/framework/ops.py (_EagerTensorBase.numpy, __format__,
# __array_priority__ = 100 so ndarray + Tensor is handled by Tensor.__radd__),
# tensorflow/core/function/trace_type/trace_type_builder.py from_value (ndarray ->
# TensorSpec), tensorflow/python/framework/constant_op.py, pywrap_tensor.cc
# ConvertToEagerTensorUncached and py_seq_tensor.cc (an ndarray is force-cast to the dtype asked for).
import numpy as np
import tensorflow as tf

t = tf.constant([[1.0, 2.5], [3.0, 4.0]])
n = t.numpy()
print(type(n).__name__, n.dtype, n.shape)
print(n)
print(repr(n))
print(repr(tf.constant(5).numpy()), repr(tf.constant(0.1).numpy()), repr(tf.constant(True).numpy()))
print(repr(tf.constant("hi").numpy()), repr(tf.constant(["a", "b"]).numpy()))
print(tf.constant(np.array([1, 2])))
print(tf.constant(np.array([1.0, 2.0])))
print(tf.constant(np.array([1.0, 2.0]), dtype=tf.float32))
print(tf.constant(np.float32(2.0)), tf.constant(np.int32(3)))
print(t + np.array([1.0, 1.0]))
print(np.array([1.0, 1.0]) + t)
print(np.add(t, 1.0))
print(f"{tf.constant(2.5)} {tf.constant(3.14159):.2f} {tf.constant([1, 2])}")

# An ndarray is cast by NumPy to the requested dtype (py_seq_tensor.cc PySeqToTFE_TensorHandle:
# PyArray_FromAny with NPY_ARRAY_FORCECAST), so a float array becomes an int tensor.
print(tf.constant(np.array([1.5]), dtype=tf.int32))


@tf.function
def double(a):
    print("tracing with", a)
    return a * 2


print(double(np.array([1.0, 2.0])))
print(double(np.array([3.0, 4.0])))
print(double(np.array([1, 2], dtype=np.int32)))
print(double(np.array([1.0, 2.0, 3.0], dtype=np.float32)))
print(double(np.float32(1.5)))
print(double(np.float32(1.5)))
print(double.experimental_get_tracing_count())
print(double.pretty_printed_concrete_signatures())
