# Complex dtypes and tensors. Expected text derived from TensorFlow's dtypes.py (is_complex,
# real_dtype, size), py_seq_tensor.cc (a Python complex converts to complex128; a complex
# value does not convert to float), tensor.cc Tensor::SummarizeValue (tf.print has no printer
# for complex elements: a "?" each, in one flat bracket) and NumPy 2's arrayprint.py
# ComplexFloatingFormat (each part formatted as floats, the imaginary one with sign='+') and
# scalartypes.c.src (complex scalar str: "(1+2j)", "3j").
import numpy as np
import tensorflow as tf

print(tf.complex64, tf.complex128)
print(repr(tf.dtypes.complex64), tf.complex128.name)
print(tf.complex64.is_complex, tf.float32.is_complex, tf.complex64.is_floating)
print(tf.complex64.real_dtype, tf.complex128.real_dtype, tf.float32.real_dtype)
print(tf.as_dtype("complex64") == tf.complex64, tf.as_dtype(np.complex128))
print(tf.complex64.size, tf.complex128.size)

a = tf.constant(1 + 2j)
print(a)
print(repr(a))
b = tf.constant([1 + 2j, 3 - 1j], dtype=tf.complex64)
print(b)
print(repr(b))
# The first element decides the converter: a complex one takes ints and floats after it (a
# float first would refuse the complex values: ValueError, see constant_mixed_python_types).
c = tf.constant([[1.5 + 0j, 2j], [0, -1 - 0.25j]])
print(c)
print(tf.constant(3j), tf.constant([1, 2], tf.complex128))

print(a.numpy(), type(a.numpy()).__name__, repr(a.numpy()))
print(repr(b.numpy()), b.numpy().dtype)
print(tf.constant([1j, 2]).numpy())
print(b.numpy().tolist())

tf.print(a)
tf.print(b)
tf.print("z:", tf.constant([1j, 2j, 3j, 4j]))
tf.print(tf.constant([[1j, 2j], [3j, 4j]]), summarize=-1)
try:
    tf.constant(1 + 2j, dtype=tf.float32)
except TypeError as e:
    print("TypeError:", e)
