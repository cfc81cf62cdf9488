# tf.custom_gradient eagerly and under tf.GradientTape (tensorflow/python/ops/custom_gradient.py).
# The log1pexp example is the decorator's docstring: its stable gradient at x=100 is 1.0 where the
# naive one is NaN. grad_fn receives the upstream gradient (output_gradients, or ones), and the
# forward result is f's first return value. Errors are the texts of _eager_mode_decorator:
# a grad_fn without `variables` for a function reading a variable, and a wrong gradient count.
# All values are exact binary fractions computed by hand.
import tensorflow as tf


@tf.custom_gradient
def log1pexp(x):
    e = tf.exp(x)

    def grad(dy):
        return dy * (1 - 1 / (1 + e))

    return tf.math.log(1 + e), grad


x = tf.constant(100.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = log1pexp(x)
print(y)
print(tape.gradient(y, x))
print(log1pexp.__name__)


@tf.custom_gradient
def clip_gradient(x):
    def grad(upstream):
        print("upstream:", upstream)
        return tf.clip_by_value(upstream, -1.0, 1.0)

    return tf.identity(x), grad


v = tf.constant([1.0, 2.0, 3.0])
with tf.GradientTape() as tape:
    tape.watch(v)
    out = clip_gradient(v) * tf.constant([0.5, 4.0, -8.0])
print(tape.gradient(out, v))

with tf.GradientTape() as tape:
    tape.watch(v)
    out = clip_gradient(v)
print(tape.gradient(out, v, output_gradients=tf.constant([3.0, -0.25, 0.0])))


# Two inputs and two outputs: grad_fn gets one upstream per output, returns one per input.
@tf.custom_gradient
def pair(a, b):
    def grad(da, db):
        return da + db, 2.0 * da

    return (a * b, a + b), grad


a = tf.constant(3.0)
b = tf.constant(5.0)
with tf.GradientTape(persistent=True) as tape:
    tape.watch([a, b])
    p, s = pair(a, b)
    total = p + 10.0 * s
print(p, s)
print(tape.gradient(total, [a, b]))
print(tape.gradient(p, [a, b]))

# A variable read inside f: grad_fn takes `variables` and returns (input grads, variable grads).
w = tf.Variable(2.0)


@tf.custom_gradient
def scale(x):
    def grad(dy, variables=None):
        print("variables:", [var.name for var in variables])
        return dy * w, [dy * x * 100.0]

    return x * w, grad


with tf.GradientTape() as tape:
    tape.watch(x)
    z = scale(tf.constant(1.5))
print(z)
print(tape.gradient(z, w))


@tf.custom_gradient
def no_variables_kwarg(x):
    def grad(dy):
        return dy

    return x * w, grad


try:
    no_variables_kwarg(tf.constant(1.0))
except TypeError as e:
    print("TypeError:", e)


@tf.custom_gradient
def too_many(x):
    def grad(dy):
        return dy, dy

    return x * 2.0, grad


with tf.GradientTape() as tape:
    tape.watch(x)
    y = too_many(x)
try:
    tape.gradient(y, x)
except ValueError as e:
    print("ValueError:", e)

# Without a tape the decorated function just computes.
print(log1pexp(tf.constant(0.0)))


# On a method (custom_gradient.Bind binds the instance): grad_fn reads the object's attribute.
class Doubler:
    def __init__(self, k):
        self.k = k

    @tf.custom_gradient
    def apply(self, x):
        def grad(dy):
            return dy * self.k

        return x * 2.0, grad


d = Doubler(3.0)
with tf.GradientTape() as tape:
    tape.watch(x)
    y = d.apply(x)
print(y, tape.gradient(y, x))
