# Introduction to gradients: watch_accessed_variables=False (x0 gives None, softplus'(10) =
# sigmoid(10) = 0.9999546), a dict target summed (2x - 1/x^2 = 3.75), a vector target, the
# sigmoid derivative over a linspace (max 0.25), gradients through Python control flow (only the
# taken branch's variable; none for the condition), an unconnected variable, and the guide's
# LookupError for AdjustContrastv2, which has no registered gradient.
import tensorflow as tf

x0 = tf.Variable(0.0)
x1 = tf.Variable(10.0)
with tf.GradientTape(watch_accessed_variables=False) as tape:
    tape.watch(x1)
    y0 = tf.math.sin(x0)
    y1 = tf.nn.softplus(x1)
    y = y0 + y1
    ys = tf.reduce_sum(y)
grad = tape.gradient(ys, {'x0': x0, 'x1': x1})
print('dy/dx0:', grad['x0'])
print('dy/dx1:', grad['x1'].numpy())

x = tf.Variable(2.0)
with tf.GradientTape() as tape:
    y0 = x ** 2
    y1 = 1 / x
print(tape.gradient({'y0': y0, 'y1': y1}, x).numpy())
with tf.GradientTape() as tape:
    y = x * [3., 4.]
print(tape.gradient(y, x).numpy())

x = tf.linspace(-10.0, 10.0, 200 + 1)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.nn.sigmoid(x)
dy_dx = tape.gradient(y, x)
print(dy_dx.shape, float(tf.reduce_max(dy_dx)), dy_dx[100].numpy())

x = tf.constant(1.0)
v0 = tf.Variable(2.0)
v1 = tf.Variable(2.0)
with tf.GradientTape(persistent=True) as tape:
    tape.watch(x)
    if x > 0.0:
        result = v0
    else:
        result = v1 ** 2
dv0, dv1 = tape.gradient(result, [v0, v1])
print(dv0)
print(dv1)
dx = tape.gradient(result, x)
print(dx)

x = tf.Variable(2.)
y = tf.Variable(3.)
with tf.GradientTape() as tape:
    z = y * y
print(tape.gradient(z, x))

x = tf.Variable([[1.0, 2.0], [3.0, 4.0]], dtype=tf.float32)
with tf.GradientTape() as tape:
    x2 = x ** 2
    y = tf.reduce_sum(x2 * tf.constant([[1.0, 0.0], [0.0, 1.0]]))
print(tape.gradient(y, x))
image = tf.Variable([[[0.5, 0.0, 0.0]]])
delta = tf.Variable(0.1)
with tf.GradientTape() as tape:
    new_image = tf.image.adjust_contrast(image, delta)
try:
    print(tape.gradient(new_image, [image, delta]))
    assert False
except LookupError as e:
    print(f'{type(e).__name__}: {e}')
