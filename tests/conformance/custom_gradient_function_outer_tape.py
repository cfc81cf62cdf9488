# A tf.custom_gradient used inside a tf.function that is called under a tape outside it (the
# "Advanced automatic differentiation" guide's clip_gradients in MyModule.call_custom_grad). The
# function's gradient differentiates its graph, where the custom_gradient's IdentityN carries
# the grad_fn as its gradient override (tensorflow/python/ops/custom_gradient.py
# _graph_mode_decorator; gradients_util._GradientsHelper uses the override), so the grad_fn
# runs instead of IdentityN's pass-through gradient, also when it reads the function's own
# tensors (log1pexp's `e`), returns variable gradients, or is itself differentiated (a second
# derivative through the custom gradient). Expected values by hand: clip_by_norm(4, 0.5) = 0.5
# times d(v*v)/dv = 4 gives 2; 1 - 1/(1 + e^0) = 0.5; d/dx of the custom 3x^2 is 6x.
import tensorflow as tf


@tf.custom_gradient
def clip_gradients(y):
    def backward(dy):
        return tf.clip_by_norm(dy, 0.5)

    return y, backward


class MyModule(tf.Module):
    @tf.function(input_signature=[tf.TensorSpec(None)])
    def call_custom_grad(self, x):
        return clip_gradients(x)


model = MyModule()
v = tf.Variable(2.0)
with tf.GradientTape() as t:
    output = model.call_custom_grad(v * v)
print(t.gradient(output, v))


@tf.custom_gradient
def log1pexp(x):
    e = tf.exp(x)

    def grad(upstream):
        return upstream * (1 - 1 / (1 + e))

    return tf.math.log(1 + e), grad


@tf.function
def stable(x):
    return log1pexp(x)


for value in [0.0, 100.0]:
    x = tf.constant(value)
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = stable(x)
    print(y.numpy(), tape.gradient(y, x).numpy())


@tf.function
def grad_in_function(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = stable(x)
    return tape.gradient(y, x)


print(grad_in_function(tf.constant(0.0)))

w = tf.Variable(3.0)


@tf.custom_gradient
def scale(x):
    def grad(dy, variables=None):
        return dy * w, [dy * 10.0 for _ in variables]

    return x * w, grad


@tf.function
def scaled(x):
    return scale(x)


x = tf.constant(2.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = scaled(x)
dx, dw = tape.gradient(y, [x, w])
print(dx.numpy(), dw.numpy())


@tf.custom_gradient
def cube(x):
    def grad(dy):
        return dy * 3.0 * x * x

    return x * x * x, grad


@tf.function
def cubed(x):
    return cube(x)


x = tf.constant(2.0)
with tf.GradientTape() as t2:
    t2.watch(x)
    with tf.GradientTape() as t1:
        t1.watch(x)
        y = cubed(x)
    dy_dx = t1.gradient(y, x)
print(dy_dx.numpy(), t2.gradient(dy_dx, x).numpy())
