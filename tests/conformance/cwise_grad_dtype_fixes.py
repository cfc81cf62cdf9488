# Cases from TF 2.20's kernel tests that tfplay got wrong:
# - cwise_ops_binary_test.testFloatDifferentShapes: atan2's gradient is reduced over the broadcast
#   dimensions (math_grad._Atan2Grad returns _ReduceGradientArgs(y, x, gy, gx), TF issue #60085),
#   so d/dy of a [2, 1] y against a [2, 2] x is [2, 1]; the other broadcasting binary gradients
#   (pow, xlogy, squared_difference, maximum, igamma, ...) reduce the same way.
# - testZeroPowGrad / testComplexPowGrad: _PowGrad masks complex x with not_equal(x, 0) (a real x
#   with x > 0) and works on the conjugates, so d(a**b)/db = a**b * log(a): 4 ln 2 for a = b = 2.
# - cwise_ops_unary_test.testUInt8Basic: Square is UNARY_UNSIGNED in math_ops.cc (uint8 wraps).
# - relu_op_test.Relu6Test.testNaNPropagation: relu6 is features.cwiseMax(0).cwiseMin(6)
#   (relu_op_functor.h), which keeps NaN; relu, leaky_relu, elu and selu keep it too.
import numpy as np
import tensorflow as tf

y = tf.constant([[1.], [2.]])
x = tf.constant([[1., 2.], [3., 4.]])
with tf.GradientTape() as tape:
    tape.watch([y, x])
    z = tf.math.atan2(y, x)
gy, gx = tape.gradient(z, [y, x])
print(gy.shape, gx.shape)
print(np.round(gy.numpy().astype(np.float64), 5).tolist(), np.round(gx.numpy().astype(np.float64), 5).tolist())


@tf.function
def atan2_grad(y, x):
    with tf.GradientTape() as tape:
        tape.watch(y)
        z = tf.math.atan2(y, x)
    return tape.gradient(z, y)


print(atan2_grad(tf.constant([3.]), x).shape)
binary = {"pow": tf.pow, "xlogy": tf.math.xlogy, "squared_difference": tf.math.squared_difference,
          "maximum": tf.maximum, "igamma": tf.math.igamma, "divide": tf.math.divide}
for name, f in binary.items():
    with tf.GradientTape() as tape:
        tape.watch([y, x])
        z = f(y, x)
    print(name, [g.shape.as_list() for g in tape.gradient(z, [y, x])])

for dtype in (tf.complex64, tf.complex128):
    for base in (2.0, 0.0):
        a = tf.constant(base, dtype)
        b = tf.constant(2.0, dtype)
        with tf.GradientTape(persistent=True) as tape:
            tape.watch([a, b])
            z = tf.pow(a, b)
        da, db = tape.gradient(z, a), tape.gradient(z, b)
        da, db = complex(da.numpy()) + 0, complex(db.numpy()) + 0  # no signed zeros
        print(dtype.name, base, f"{da.real:.5f}{da.imag:+.5f}j", f"{db.real:.5f}{db.imag:+.5f}j")

print(tf.math.square(np.arange(6).reshape(1, 3, 2).astype(np.uint8)))
print(tf.math.square(tf.constant([200, 255], tf.uint8)))

features = np.array([-1, np.nan, 1, 7], np.float32)
print(tf.nn.relu6(features))
print(tf.nn.relu(features))
print(tf.nn.leaky_relu(features))
print(tf.nn.elu(features))
print(tf.nn.relu6(np.array([-1, np.nan, 7], np.float64)))
