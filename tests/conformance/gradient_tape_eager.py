# tf.GradientTape outside tf.function (tensorflow/python/eager/backprop.py GradientTape):
# a watched constant, a persistent tape used twice, unconnected sources (None, or zeros with
# UnconnectedGradients.ZERO), a dict of variables as sources, stop_gradient, a nested tape
# for a second derivative, an integer tensor (returns None; TF 2.20 warns visibly only in
# `watch`, while GradientTape.gradient reports an integer target or source at logging.vlog(1),
# hidden by default, so the older autodiff guide's three warnings are now one) and a
# non-persistent tape used twice (RuntimeError).
# Expected values derived by hand: d(x^4)/dx = 4x^3, relu's gradient is 0 where its input
# is <= 0, d/dA sum(G * (A @ A)) = G @ A^T + A^T @ G.
import tensorflow as tf

x = tf.constant(3.0)
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    y = x * x
    z = y * y
print(tape.gradient(z, x))
print(tape.gradient(y, x))
c = tf.constant(2.0)
print(tape.gradient(y, c))
print(tape.gradient(y, [x, c], unconnected_gradients=tf.UnconnectedGradients.ZERO))
del tape

a = tf.constant([[1.0, 2.0], [3.0, 4.0]])
with tf.GradientTape() as tape:
    tape.watch(a)
    out = tf.reduce_sum(tf.nn.relu(tf.matmul(a, a) - 10.0))
print(tape.gradient(out, a))

w = tf.Variable([1.0, -2.0], name="w")
b = tf.Variable(0.5, name="b")
with tf.GradientTape() as tape:
    loss = tf.reduce_sum(w * w) + b * tf.stop_gradient(b)
grads = tape.gradient(loss, {"w": w, "b": b})
print(grads["w"], grads["b"])
print([v.name for v in tape.watched_variables()])

with tf.GradientTape() as outer:
    outer.watch(x)
    with tf.GradientTape() as inner:
        inner.watch(x)
        y = x * x * x
    dy_dx = inner.gradient(y, x)
print(dy_dx, outer.gradient(dy_dx, x))

n = tf.constant(10)
with tf.GradientTape() as tape:
    tape.watch(n)
    m = n * n
print(tape.gradient(m, n))

with tf.GradientTape() as tape:
    tape.watch(x)
    y = x * 2.0
print(tape.gradient(y, x))
try:
    tape.gradient(y, x)
except RuntimeError as e:
    print(type(e).__name__ + ":", e)
