# Ops on complex tensors, eagerly and in a tf.function. Expected text derived from TensorFlow's
# math_ops.py (complex: both parts float32 or float64, else TypeError; real/imag/angle/abs on
# complex run Real/Imag/Angle/ComplexAbs with the real dtype), cast_op.h (complex -> real or
# bool keeps the real part; math_ops.cast warns before complex -> float), the complex
# kernels' std::complex arithmetic (every value below is exact), and NumPy 2's complex array
# printing.
import tensorflow as tf

re = tf.constant([1.0, -2.0])
im = tf.constant([3.0, 0.5])
z = tf.complex(re, im)
print(z)
print(tf.math.real(z), tf.math.imag(z))
print(tf.math.conj(z))
print(tf.abs(tf.constant([3 + 4j, 6 + 8j], tf.complex64)))
print(tf.math.angle(tf.constant([1 + 0j, 1j, -1 + 0j])))
try:
    tf.complex(tf.constant([1.0]), tf.constant([1.0], tf.float64))
except TypeError as e:
    print("TypeError:", e)

print(tf.cast(z, tf.float32))
print(tf.cast(tf.constant([1, 2]), tf.complex64))
print(tf.cast(tf.constant([2.7 + 1j, -1.5 - 3j]), tf.int32))
print(tf.cast(tf.constant([0.5j, 2 + 0j]), tf.bool))
print(tf.cast(z, tf.complex128).dtype)

x = tf.constant([1 + 2j, 3 - 1j])
y = tf.constant([2 - 1j, 1j])
print(x + y)
print(x - y)
print(x * y)
print(x / y)
print(-x)
print(tf.square(x))
print(tf.exp(tf.constant([0j])), tf.math.log(tf.constant([1 + 0j])), tf.sqrt(tf.constant([-4 + 0j], tf.complex64)))
print(tf.reduce_sum(x), tf.reduce_mean(x))
print(tf.math.equal(x, tf.constant([1 + 2j, 3 + 1j])))
print(x == tf.constant([1 + 2j, 3 - 1j]))

m = tf.constant([[1 + 1j, 2], [0, 1j]])
v = tf.constant([[1j], [1]])
print(tf.matmul(m, v))
print(tf.transpose(m))
print(tf.transpose(m, conjugate=True))
print(tf.matmul(m, m, adjoint_a=True))
print(tf.reshape(x, [2, 1]))


@tf.function
def f(a, b):
    print("tracing", a.dtype)
    c = tf.complex(a, b)
    tf.print("c =", c)
    return tf.abs(c * tf.math.conj(c)), tf.math.real(c) + tf.math.imag(c)


print(f(tf.constant([3.0]), tf.constant([4.0])))
print(f(tf.constant([1.0]), tf.constant([0.0])))


@tf.function
def g(z):
    return tf.math.imag(z) + tf.math.angle(z)


cf = g.get_concrete_function(tf.TensorSpec([2], tf.complex64))
print([op.type for op in cf.graph.get_operations()])
print(g(tf.constant([1 + 0j, -1 + 0j], tf.complex64)))
