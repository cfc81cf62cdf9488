# Cases where the gradient is None: unconnected sources (or zeros with UnconnectedGradients.ZERO
# or 'zero'), an unknown unconnected_gradients value (ValueError text from backprop.py), integer
# variables, values taken through NumPy, and a cast to an integer dtype. A variable read after
# assign_add inside the tape still has a gradient. Source: the autodiff guide and backprop.py.
import tensorflow as tf

x = tf.Variable(2.0)
y = tf.Variable(3.0)
with tf.GradientTape(persistent=True) as tape:
    z = y * y
print(tape.gradient(z, x))
print(tape.gradient(z, x, unconnected_gradients=tf.UnconnectedGradients.ZERO))
print(tape.gradient(z, x, unconnected_gradients="zero"))
print(tf.UnconnectedGradients.NONE, tf.UnconnectedGradients.ZERO.value)
try:
    tape.gradient(z, x, unconnected_gradients="bogus")
except ValueError as e:
    print("ValueError:", e)

# gradient through assign is None
with tf.GradientTape() as tape:
    x.assign_add(1.0)
    k = x * 1.0
print(tape.gradient(k, x))
# integer source
i = tf.Variable(2)
with tf.GradientTape() as tape:
    j = i * i
print(tape.gradient(j, i))
# stateful: numpy breaks gradient
with tf.GradientTape() as tape:
    w = tf.constant(x.numpy()) * x
print(tape.gradient(w, x))
# cast to int
with tf.GradientTape() as tape:
    c = tf.cast(x, tf.int32)
    d = tf.cast(c, tf.float32)
print(tape.gradient(d, x))
