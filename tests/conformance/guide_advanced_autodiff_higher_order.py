# Advanced automatic differentiation: a second derivative from nested tapes (3x^2, 6x), a
# mixed second derivative through a persistent tape used inside its context (the log_first_n
# warning of backprop.py), IndexedSlices from a gather of a variable and its dense conversion,
# output_gradients, a tape inside tf.function, and gradients at edge points (Maximum sends the
# gradient to x when x >= y, sqrt at 0 gives 0 * inf = nan, divide_no_nan gives 0).
# Expected values derived by hand.
import tensorflow as tf

x = tf.Variable(1.0)
with tf.GradientTape() as t2:
    with tf.GradientTape() as t1:
        y = x * x * x
    dy_dx = t1.gradient(y, x)
d2y_dx2 = t2.gradient(dy_dx, x)
print("dy_dx:", dy_dx.numpy())
print("d2y_dx2:", d2y_dx2.numpy())

x = tf.constant([[1.0, 2.0], [3.0, 4.0]])
layer_w = tf.Variable([[1.0, 0.0], [0.0, 2.0]])
with tf.GradientTape(persistent=True) as t:
    t.watch(x)
    y = tf.reduce_sum(tf.matmul(x, layer_w) ** 2)
    dy = t.gradient(y, x)
    z = tf.reduce_sum(dy)
print(t.gradient(z, layer_w))
del t

v = tf.Variable([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    g = tf.gather(v, [0, 2, 0])
    s = tf.reduce_sum(g * [1.0, 2.0, 3.0])
grad = tape.gradient(s, v)
print(type(grad).__name__)
print(grad)
print(tf.convert_to_tensor(grad))

with tf.GradientTape() as tape:
    y = v * 2.0
print(tape.gradient(y, v, output_gradients=tf.constant([1.0, 0.0, -1.0])))

@tf.function
def grad_in_function(a):
    with tf.GradientTape() as tape:
        tape.watch(a)
        b = tf.sin(a)
    return tape.gradient(b, a)

print(grad_in_function(tf.constant(0.0)))

x = tf.Variable(2.0)
with tf.GradientTape() as tape:
    y = tf.where(x > 1.0, x * x, 0.0)
print(tape.gradient(y, x))
with tf.GradientTape() as tape:
    y = tf.math.maximum(x, x)
print(tape.gradient(y, x))
with tf.GradientTape() as tape:
    y = tf.sqrt(tf.constant(0.0) * x)
print(tape.gradient(y, x))
with tf.GradientTape() as tape:
    y = tf.math.divide_no_nan(x, 0.0)
print(tape.gradient(y, x))
