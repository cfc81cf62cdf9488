# Python protocol errors on eager tensors. EagerTensor is a C type built from a PyType_Spec named
# "tensorflow.python.framework.ops.EagerTensor", so CPython's own messages show that dotted
# tp_name; Tensor.__getattr__ adds a hint for NumPy-only method names (using the short
# type(self).__name__); len() of a scalar and Python ints past int64 have TF's own errors.
# TF source: tensorflow/python/eager/pywrap_tensor.cc (EagerTensor type spec),
# tensorflow/python/framework/tensor.py (Tensor.__getattr__),
# tensorflow/python/framework/ops.py (_EagerTensorBase.__len__),
# tensorflow/python/lib/core/py_seq_tensor.cc (ErrorOutOfRange, raised as ValueError).
import tensorflow as tf

t = tf.constant([1, 2])
print(type(t))
try:
    t[0] = 5
except TypeError as e:
    print("TypeError:", e)
try:
    del t[0]
except TypeError as e:
    print("TypeError:", e)
try:
    tf.constant(1).assign(2)
except AttributeError as e:
    print("AttributeError:", e)
try:
    t.reshape((2, 1))
except AttributeError as e:
    print("AttributeError:", repr(str(e)))
try:
    t.T
except AttributeError as e:
    print(str(e).splitlines()[0])
print(hasattr(t, "tolist"), hasattr(t, "numpy"))
print(len(t))
try:
    len(tf.constant(7))
except TypeError as e:
    print("TypeError:", e)
for big in [2**63, -2**63 - 1, [1, 2**64]]:
    try:
        tf.constant(big)
    except ValueError as e:
        print("ValueError:", e)
print(tf.constant(-2**63))
print(tf.constant(2**63, dtype=tf.float32))
