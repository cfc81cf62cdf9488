# The inverse trigonometric, hyperbolic and rounding functions of tf.math (tf.acos, ... are the
# same functions) and their gradients. Expected values: the examples of TF's own docstrings
# (api_def_Sinh/Cosh/Acosh/Atanh/Rint: sinh, cosh, acosh, atanh, rint), the others the correctly
# rounded float32 values of the functions at exactly representable points; gradients after
# tensorflow/python/ops/math_grad.py (_AsinGrad: grad / sqrt(1 - x^2), _AtanGrad: grad / (1 + x^2),
# _AcoshGrad: grad / sinh(y), _AtanhGrad: grad / (1 - x^2), _SinhGrad: grad * cosh(x),
# _Atan2Grad: (x, -y) * grad / (x^2 + y^2), _RintGrad: None).
import tensorflow as tf

x = tf.constant([-float("inf"), -9, -0.5, 1, 1.2, 2, 10, float("inf")])
print(tf.math.sinh(x))
print(tf.math.cosh(x))
print(tf.math.acosh(tf.constant([-2, -0.5, 1, 1.2, 200, 10000, float("inf")])))
print(tf.math.atanh(tf.constant([-float("inf"), -1, -0.5, 1, 0, 0.5, 10, float("inf")])))
print(tf.math.rint(tf.constant([-1.7, -1.5, -0.2, 0.2, 1.5, 1.7, 2.0])))
print(tf.math.asin(tf.constant([0.0, 0.5, 1.0, -1.0])))
print(tf.math.acos(tf.constant([1.0, 0.5, 0.0, -1.0, 2.0])))
print(tf.math.atan(tf.constant([0.0, 1.0, -1.0])))
print(tf.math.atan2(tf.constant([1.0, 1.0, -1.0, 0.0]), tf.constant([1.0, -1.0, -1.0, -1.0])))
print(tf.math.asinh(tf.constant([0.0, 1.0])), tf.math.lgamma(tf.constant([1.0, 2.0, 3.0])))
print(tf.acos is tf.math.acos, tf.sinh is tf.math.sinh, tf.atan2 is tf.math.atan2)
print(tf.math.asin(tf.constant([0.5], tf.float64)))

v = tf.constant([0.0, 0.5])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(v)
    ys = [tf.math.asin(v), tf.math.atan(v), tf.math.atanh(v), tf.math.sinh(v), tf.math.rint(v)]
for y in ys:
    print(tape.gradient(y, v))
w = tf.constant(2.0)
with tf.GradientTape() as tape:
    tape.watch(w)
    y = tf.math.acosh(w)
print(tape.gradient(y, w))
a, b = tf.constant(3.0), tf.constant(4.0)
with tf.GradientTape() as tape:
    tape.watch([a, b])
    angle = tf.math.atan2(a, b)
for grad in tape.gradient(angle, [a, b]):
    print(grad)


@tf.function
def f(t):
    return tf.math.atan2(t, 1.0) + tf.math.cosh(t)


print([op.type for op in f.get_concrete_function(tf.TensorSpec([], tf.float32)).graph.get_operations()])
