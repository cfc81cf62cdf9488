# Gradients through complex values, in float64 so the printed values are exact. Expected text
# derived from TensorFlow's math_grad.py: _ComplexGrad (the real and imaginary parts of the
# incoming gradient), _RealGrad / _ImagGrad (complex(grad, 0) / complex(0, grad)), _ConjGrad,
# _ComplexAbsGrad (div_no_nan(complex(grad, 0) * x, complex(|x|, 0))) and _MulGrad (which
# multiplies by the conjugate of the other factor).
import tensorflow as tf

x = tf.constant(3.0, tf.float64)
y = tf.constant(4.0, tf.float64)
with tf.GradientTape(persistent=True) as tape:
    tape.watch([x, y])
    z = tf.complex(x, y)
    r = tf.abs(z)
    sq = tf.math.real(z * z)
    im = tf.math.imag(z)
    s = tf.math.real(z + tf.math.conj(z))
print(tape.gradient(r, [x, y]))
print(tape.gradient(sq, [x, y]))
print(tape.gradient(im, [x, y]))
print(tape.gradient(s, [x, y]))

w = tf.Variable([1.0, 2.0], dtype=tf.float64)


@tf.function
def loss():
    c = tf.complex(w, tf.constant([0.0, 0.0], tf.float64))
    return tf.reduce_sum(tf.math.real(c * c))


with tf.GradientTape() as tape:
    value = loss()
print(value.numpy(), tape.gradient(value, w).numpy())

# _MatMulGrad multiplies the incoming gradient by the conjugate of the other factor.
a = tf.constant([[1.0, 2.0]], tf.float64)
b = tf.constant([[1.0], [0.0]], tf.float64)
with tf.GradientTape() as tape:
    tape.watch(a)
    ac = tf.complex(a, a)
    out = tf.math.real(tf.matmul(ac, tf.complex(tf.zeros_like(b), b)))
print(tape.gradient(out, a))
