# A training step in tf.function
# GradientTape records the forward ops; tape.gradient adds the
# backward ops to the same graph (see the Ops tab: gradient_tape/...).
# The variables are updated in place, so how many times does
# train_step trace, and what does each step's tf.print show?
import tensorflow as tf

w = tf.Variable(0.0)
b = tf.Variable(0.0)
x = tf.constant([1.0, -1.0])
y = tf.constant([3.0, 1.0])   # y = x + 2

@tf.function
def train_step(x, y):
    print("tracing train_step")
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(w * x + b - y))
    dw, db = tape.gradient(loss, [w, b])
    w.assign_sub(0.25 * dw)
    b.assign_sub(0.25 * db)
    tf.print("loss:", loss)
    return loss

for step in range(4):
    train_step(x, y)
print("w =", w.numpy(), "b =", b.numpy())
print("traces:", train_step.experimental_get_tracing_count())
