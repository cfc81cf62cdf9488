# Training a tf.Module's trainable_variables inside a tf.function (tf.Module orders them by
# attribute name: b, then w). Same arithmetic as a hand-derived linear regression on
# y = 2x - 1 with learning rate 0.125, every value a short binary fraction, so the float32
# numbers are exact. The non-trainable `steps` variable is read in the tape but gets no
# gradient and is not watched (resource_variable_ops.variable_accessed checks `trainable`).
import tensorflow as tf


class Line(tf.Module):
    def __init__(self):
        super().__init__()
        self.w = tf.Variable(0.0)
        self.b = tf.Variable(0.0)
        self.steps = tf.Variable(0.0, trainable=False)

    def __call__(self, x):
        return self.w * x + self.b + self.steps * 0.0


line = Line()


@tf.function
def fit(x, y):
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(line(x) - y))
    grads = tape.gradient(loss, line.trainable_variables)
    for v, g in zip(line.trainable_variables, grads):
        v.assign_sub(0.125 * g)
    line.steps.assign_add(1.0)
    return loss, len(tape.watched_variables())


xs = tf.constant([0.0, 2.0])
ys = tf.constant([-1.0, 3.0])
for _ in range(2):
    loss, watched = fit(xs, ys)
    print(loss.numpy(), int(watched))
print([v.numpy() for v in line.trainable_variables], line.steps.numpy())
