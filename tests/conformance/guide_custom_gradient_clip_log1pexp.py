# tf.custom_gradient as in the autodiff guides: a gradient clipped in the backward pass, the
# numerically stable log1pexp (gradient 1 - 1/(1+e^x)), the same inside tf.function, and a
# function using a captured variable whose grad_fn takes variables= and returns its gradients
# unchanged (tensorflow/python/ops/custom_gradient.py). Values derived by hand.
import tensorflow as tf

@tf.custom_gradient
def clip_grad(x):
    def grad(upstream):
        return tf.clip_by_value(upstream, -0.5, 0.5)
    return tf.identity(x), grad

@tf.custom_gradient
def log1pexp(x):
    e = tf.exp(x)
    def grad(upstream):
        return upstream * (1 - 1 / (1 + e))
    return tf.math.log(1 + e), grad

x = tf.constant([-2.0, 0.0, 3.0])
with tf.GradientTape() as tape:
    tape.watch(x)
    y = clip_grad(x) * 4.0
print(tape.gradient(y, x))
with tf.GradientTape() as tape:
    tape.watch(x)
    y = log1pexp(x)
print(y)
print(tape.gradient(y, x))

@tf.function
def f(x):
    return log1pexp(x)

with tf.GradientTape() as tape:
    tape.watch(x)
    y = f(x)
print(tape.gradient(y, x))

v = tf.Variable(2.0)
@tf.custom_gradient
def scale_by_v(x):
    y = x * v
    def grad(upstream, variables=None):
        return upstream * v, [upstream * x * 10.0]
    return y, grad

with tf.GradientTape() as tape:
    tape.watch(x)
    y = tf.reduce_sum(scale_by_v(x))
print(tape.gradient(y, [x, v]))
