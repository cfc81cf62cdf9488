# tf.math.xdivy, tf.math.polyval, tf.math.conj, tf.math.softplus and tf.dtypes.cast, eagerly
# and inside a tf.function, with xdivy's gradient.
# Expected text: the docstring examples of tensorflow/python/ops/math_ops.py (xdivy, polyval,
# conj, cast) and nn_ops.py softplus; conj's TypeError and polyval's ValueError are the texts
# those functions raise. The gradient is _XdivyGrad (math_grad.py): xdivy(x != 0, y) = 1/3 and
# xdivy(-x, y**2) = -2/9, computed in float32; a 0-d tensor's repr shows `.item()`. TF's doctest
# checker compares floats loosely, so polyval's 33.3 is printed with str(), which is exact.
import tensorflow as tf

print(repr(tf.math.xdivy(1., 2.)))
print(repr(tf.math.xdivy(0., 1.)))
print(repr(tf.math.xdivy(0., 0.)))
print(repr(tf.math.xdivy(1., 0.)))

coefficients = [1.0, 2.5, -4.2]
x = 5.0
y = tf.math.polyval(coefficients, x)
print(y)
print(repr(tf.math.polyval([2, 1, 0], 3)))
x = tf.constant(3)
theta1 = tf.Variable(2)
theta2 = tf.Variable(1)
theta3 = tf.Variable(0)
print(repr(tf.math.polyval([theta1, theta2, theta3], x)))
try:
    tf.math.polyval((2, 1, 0), 3)
except ValueError as e:
    print("ValueError:", e)

x = tf.constant([-2.25, 3.25])
print(repr(tf.math.conj(x)))
try:
    tf.math.conj(tf.constant([True, False]))
except TypeError as e:
    print("TypeError:", e)

print(repr(tf.math.softplus(tf.range(0, 2, dtype=tf.float32)).numpy()))

x = tf.constant([1.8, 2.2], dtype=tf.float32)
print(repr(tf.dtypes.cast(x, tf.int32)))
print(tf.dtypes.cast is tf.cast)


@tf.function
def f(a, b):
    return tf.math.xdivy(a, b), tf.math.polyval([a, b], 2.0), tf.math.conj(a)


print(f(tf.constant([0.0, 3.0]), tf.constant([0.0, 2.0])))

a = tf.Variable(2.0)
b = tf.Variable(3.0)
with tf.GradientTape() as tape:
    z = tf.math.xdivy(a, b)
print(tape.gradient(z, [a, b]))


@tf.function
def grads(a, b):
    with tf.GradientTape() as tape:
        tape.watch([a, b])
        z = tf.math.xdivy(a, b)
    return tape.gradient(z, [a, b])


print(grads(tf.constant([0.0, 2.0]), tf.constant([5.0, 4.0])))
