# A linear-regression training step in a tf.function: tf.GradientTape records the forward ops,
# tape.gradient adds the backward ops to the same FuncGraph, and the variables are updated in
# place, so one trace serves every step. The data (y = x + 2) and learning rate keep every value
# a short binary fraction, so the float32 losses below are exact: loss_k = mean((w*x + b - y)^2)
# with dw = mean(2*(pred - y)*x), db = mean(2*(pred - y)) (math_grad.py _MeanGrad, _SquareGrad,
# _SubGrad, _AddGrad, _MulGrad; backprop.py GradientTape.gradient).
import tensorflow as tf

w = tf.Variable(0.0)
b = tf.Variable(0.0)
x = tf.constant([1.0, -1.0])
y = tf.constant([3.0, 1.0])


@tf.function
def train_step(x, y):
    print("Tracing train_step")
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
print("tracing count:", train_step.experimental_get_tracing_count())
