# tf.custom_gradient inside a tf.function (custom_gradient.py _graph_mode_decorator): f runs once
# per trace, an Identity of each result then one IdentityN over results and inputs follow f's
# ops (the returned tensors are the IdentityN's first outputs), and a GradientTape in the
# function calls grad_fn while tracing, so its Python print shows once per trace. Nesting: the
# inner function's own custom gradient is used when the outer grad_fn differentiates through it.
# Values are exact binary fractions computed by hand; op names follow TF's naming of the ops
# listed above.
import tensorflow as tf


@tf.custom_gradient
def log1pexp(x):
    e = tf.exp(x)

    def grad(dy):
        print("grad_fn traced")
        return dy * (1 - 1 / (1 + e))

    return tf.math.log(1 + e), grad


@tf.function
def forward(x):
    return log1pexp(x)


cf = forward.get_concrete_function(tf.TensorSpec([], tf.float32))
print([op.name for op in cf.graph.get_operations()])
print([op.type for op in cf.graph.get_operations()])


@tf.function
def value_and_grad(x):
    print("tracing value_and_grad")
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = log1pexp(x)
    return y, tape.gradient(y, x)


print(*value_and_grad(tf.constant(100.0)))
print(*value_and_grad(tf.constant(0.0)))
print(value_and_grad.experimental_get_tracing_count())


@tf.custom_gradient
def double_grad_is_three(x):
    def grad(dy):
        return 3.0 * dy

    return 2.0 * x, grad


@tf.custom_gradient
def outer(x):
    def grad(dy):
        # The upstream passes through double_grad_is_three, whose gradient is 3 * dy.
        with tf.GradientTape() as inner:
            inner.watch(dy)
            z = double_grad_is_three(dy)
        return inner.gradient(z, dy) * 0.5

    return x * x, grad


@tf.function
def nested(x):
    with tf.GradientTape() as tape:
        tape.watch(x)
        y = outer(x)
    return tape.gradient(y, x)


print(nested(tf.constant(4.0)))
with tf.GradientTape() as tape:
    x = tf.constant(4.0)
    tape.watch(x)
    y = outer(x)
print(tape.gradient(y, x))

w = tf.Variable(2.0)


@tf.custom_gradient
def scale(x):
    def grad(dy, variables=None):
        return dy * w, [dy * 10.0 for _ in variables]

    return x * w, grad


@tf.function
def var_grad(x):
    with tf.GradientTape() as tape:
        y = scale(x)
    return tape.gradient(y, w)


print(var_grad(tf.constant(1.5)))


@tf.function
def keyword_call(x):
    return log1pexp(x=x)


try:
    keyword_call(tf.constant(1.0))
except ValueError as e:
    print("ValueError:", e)
