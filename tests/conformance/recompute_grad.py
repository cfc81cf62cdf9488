# tf.recompute_grad (tensorflow/python/ops/custom_gradient.py recompute_grad): the forward pass
# runs f under a tf.custom_gradient that keeps nothing of it; the gradient runs f again under a
# tape, so f's Python body runs twice for one forward and one backward pass. The values are
# f's and its gradient: d(x sin x)/dx = sin x + x cos x.
import tensorflow as tf


@tf.recompute_grad
def f(x):
    print("f runs")
    return tf.sin(x) * x


x = tf.constant(1.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
print(y, tape.gradient(y, x))
print(f.__name__)


@tf.function
def in_function(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = f(x)
    return y, tape.gradient(y, x)


print(in_function(tf.constant(2.0)))
