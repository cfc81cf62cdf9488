# Advanced autodiff: jacobian of an elementwise square, of a matmul against a variable (shape
# target shape + source shape), batch_jacobian (out[i,j] wrt x[i,k] is w[k,j]), jacobian without
# pfor, the gradient of a non-scalar target (summed), and None for an unconnected jacobian.
# Source: tensorflow/python/eager/backprop.py GradientTape.jacobian/batch_jacobian.
import tensorflow as tf

x = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    y = x * x
print(tape.jacobian(y, x))

w = tf.Variable(tf.constant([[1.0, 2.0], [3.0, 4.0]]))
xb = tf.constant([[1.0, 1.0], [2.0, 0.5]])
with tf.GradientTape(persistent=True) as tape:
    tape.watch(xb)
    out = tf.matmul(xb, w)
j = tape.jacobian(out, w)
print(j.shape)
bj = tape.batch_jacobian(out, xb)
print(bj)
print(tape.jacobian(out, xb, experimental_use_pfor=False).shape)

with tf.GradientTape() as tape:
    y = x * [3.0, 4.0, 5.0]
print(tape.gradient(y, x))
with tf.GradientTape() as tape:
    y = tf.reduce_sum(x)
    z = tf.constant(1.0)
print(tape.jacobian(z, x))
