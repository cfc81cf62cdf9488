# Introduction to gradients: watch_accessed_variables=False with an explicit watch, a persistent
# tape used for several targets (list and dict targets and sources), stop_recording and reset.
# Source: tensorflow/python/eager/backprop.py GradientTape; values derived by hand (x=2, y=3:
# d(xy)/dx = 3, d((xy)^2)/dy = 2xy*x = 24, list targets sum: 3 + 2xy*y = 39).
import tensorflow as tf

x = tf.Variable(2.0)
y = tf.Variable(3.0)
with tf.GradientTape(watch_accessed_variables=False) as tape:
    tape.watch(x)
    z = x * x + y * y
print(tape.gradient(z, [x, y]))
print([v.name for v in tape.watched_variables()])

with tf.GradientTape(persistent=True) as tape:
    a = x * y
    b = a * a
print(tape.gradient(a, x).numpy(), tape.gradient(b, y).numpy())
print(tape.gradient([a, b], x))
print(tape.gradient({"a": a, "b": b}, {"x": x, "y": y}))
del tape

with tf.GradientTape() as tape:
    p = x * 2.0
    with tape.stop_recording():
        q = x * x
    r = p + q
print(tape.gradient(r, x))

with tf.GradientTape() as tape:
    tape.reset()
    s = x ** 3
print(tape.gradient(s, x))
