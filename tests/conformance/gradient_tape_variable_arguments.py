# A tf.Variable passed as an argument to a tf.function, differentiated by a tape outside the
# call or inside another tf.function. TF reads such a variable in the call
# (polymorphic_function/concrete_function.py _call_flat: resource_variable_ops.variable_accessed
# for the function's variables), so a tape watching accessed variables watches it and the
# call's gradient reaches it; a variable made with trainable=False is not watched (None).
# Expected values by hand: sum((x * w)^2) over x = [1, 2] is 5 w^2, so d/dw = 10 w = 20 at w = 2;
# d(v * v)/dv = 2 v = 2 at v = 1; d/dx of sum((x * w)^2) is 2 w^2 x = [8, 16].
import tensorflow as tf

@tf.function
def loss_fn(x, w):
    return tf.reduce_sum(tf.square(x * w))

w = tf.Variable(2.0)
x = tf.constant([1.0, 2.0])
with tf.GradientTape() as tape:
    loss = loss_fn(x, w)
print(tape.gradient(loss, w))

with tf.GradientTape() as tape:
    tape.watch(x)
    loss = loss_fn(x, w)
dx, dw = tape.gradient(loss, [x, w])
print(dx)
print(dw)

v = tf.Variable(1.0)

@tf.function
def square(a):
    return a * a

@tf.function
def grad_inside():
    with tf.GradientTape() as t:
        y = square(v)
    return t.gradient(y, v)

print(grad_inside())

frozen = tf.Variable(1.0, trainable=False)
with tf.GradientTape() as t:
    y = square(frozen)
print(t.gradient(y, frozen))
