# tf.gradients and tf.hessians. The first three examples and their results are the docstring of
# gradients_v2 (tensorflow/python/ops/gradients_impl.py): stop_gradients, and unconnected
# gradients as None or zeros. The rest follows gradients_util._GradientsHelper: the gradient
# ops live in the "gradients" name scope (an output with several gradients is their AddN there,
# AddV2's gradient passes the Fill of ones on as it is), variables are differentiated through
# their handle, grad_ys weight the ys, a tf.custom_gradient's function is used (the log1pexp
# example of custom_gradient's docstring gives 1.0 at 100), and eagerly both raise TF's
# RuntimeError. The Hessian of sum(x**3) is diag(6x). Keras variables act as resource variables
# (their handle is differentiated); gradients flow through tf.cond and tf.while_loop (4 + 12 at
# x=2), and not from an integer tensor (None). AggregationMethod's values; the tree methods add an
# output's gradients pairwise in "<op name>_gradient_sum" (_AggregatedGrads), other values are its
# ValueError.
import tensorflow as tf


@tf.function
def example():
    a = tf.constant(0.)
    b = 2 * a
    return tf.gradients(a + b, [a, b], stop_gradients=[a, b])


print(example())


@tf.function
def example_zero():
    a = tf.ones([1, 2])
    b = tf.ones([3, 1])
    return tf.gradients([b], [a], unconnected_gradients='zero')


print(example_zero())


@tf.function
def example_none():
    a = tf.ones([1, 2])
    b = tf.ones([3, 1])
    return tf.gradients([b], [a])


print(example_none())


@tf.function
def without_stop():
    a = tf.constant(0.)
    b = 2 * a
    g = tf.gradients(a + b, [a, b])
    print(g)
    return g


print(without_stop())

w = tf.Variable([1.0, 2.0])


@tf.function
def with_variable(x):
    y = tf.reduce_sum(w * x)
    return tf.gradients(y, [w, x])


print(with_variable(tf.constant([3.0, 4.0])))


@tf.function
def weighted(x):
    return tf.gradients(x * x, x, grad_ys=tf.constant([2.0, 3.0]))


print(weighted(tf.constant([1.0, 1.0])))


@tf.custom_gradient
def log1pexp(x):
    e = tf.exp(x)

    def grad(upstream):
        return upstream * (1 - 1 / (1 + e))

    return tf.math.log(1 + e), grad


@tf.function
def custom(x):
    return tf.gradients(log1pexp(x), x)


print(custom(tf.constant(100.)))


@tf.function
def hessian(x):
    return tf.hessians(tf.reduce_sum(x ** 3), x)


print(hessian(tf.constant([1.0, 2.0])))

model = tf.keras.Sequential([tf.keras.Input((3,)), tf.keras.layers.Dense(2), tf.keras.layers.Dense(1)])


@tf.function
def keras_variables(x):
    return tf.gradients(tf.reduce_sum(model(x)), model.trainable_variables)


print([g.shape for g in keras_variables(tf.ones([4, 3]))])


@tf.function
def through_control_flow(x):
    y = tf.cond(x > 0, lambda: x * x, lambda: -x)
    z = tf.while_loop(lambda i, v: i < 3, lambda i, v: (i + 1, v * x), [0, tf.constant(1.0)])[1]
    return tf.gradients([y, z], x)


print(through_control_flow(tf.constant(2.0)))


@tf.function
def from_integers(x):
    return tf.gradients(tf.cast(x, tf.float32) * 2.0, x)


print(from_integers(tf.constant(3)))

print(tf.AggregationMethod.ADD_N, tf.AggregationMethod.DEFAULT, tf.AggregationMethod.EXPERIMENTAL_TREE,
      tf.AggregationMethod.EXPERIMENTAL_ACCUMULATE_N)


@tf.function
def aggregated(x, method):
    g = tf.gradients(x * x + x * 3.0 + tf.sin(x), x, aggregation_method=method)
    print(g)
    return g


print(aggregated(tf.constant(0.0), tf.AggregationMethod.ADD_N))
print(aggregated(tf.constant(0.0), tf.AggregationMethod.EXPERIMENTAL_TREE))
try:
    aggregated(tf.constant(0.0), 7)
except ValueError:
    print("ValueError")

try:
    tf.gradients(tf.constant(1.0), tf.constant(2.0))
except RuntimeError as e:
    print("RuntimeError:", e)
try:
    tf.hessians(tf.constant(1.0), tf.constant(2.0))
except RuntimeError as e:
    print("RuntimeError:", e)


@tf.function
def bad():
    a = tf.constant(1.0)
    return tf.gradients(a, a, unconnected_gradients="bogus")


try:
    bad()
except ValueError:
    print("ValueError")
