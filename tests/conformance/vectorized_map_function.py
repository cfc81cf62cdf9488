# tf.vectorized_map inside a tf.function (TF's parallel_for/control_flow_ops.py vectorized_map,
# pfor and _pfor_impl): fn runs once per trace, on the element gathered at the loop variable in
# the name scope "loop_body", so its Python print shows once and a second call with the same
# signature neither retraces nor runs fn's Python again. With an unknown batch dimension the
# result keeps it unknown. Per-example gradients (a tape inside fn, as in vectorized_map's
# docstring) and gradients through the map come out as the map of gradients. tfplay runs the
# map element by element, so a tf.print of an element (which pfor prints batched) is refused.
import tensorflow as tf


@tf.function
def f(x):
    print("tracing f")
    return tf.vectorized_map(lambda r: print("fn on", r) or tf.reduce_max(r), x)


print(f(tf.constant([[1, 5], [7, 2]])))
print(f(tf.constant([[3, 4], [0, 1]])))
print(f.experimental_get_tracing_count())


@tf.function
def g(x, y):
    return tf.vectorized_map(lambda e: tf.linalg.matvec(e[0], e[1]), (x, y))


print(g(tf.ones([2, 2, 3]), tf.constant([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]])))


@tf.function(input_signature=[tf.TensorSpec([None, 2])])
def h(x):
    r = tf.vectorized_map(lambda v: v * 2.0, x)
    print(r.shape)
    return r


print(h(tf.ones([3, 2])))

w = tf.Variable([1.0, -1.0])


@tf.function
def per_example(x):
    def loss(e):
        with tf.GradientTape() as t:
            l = tf.reduce_sum(w * e) ** 2
        return t.gradient(l, w)

    return tf.vectorized_map(loss, x)


print(per_example(tf.constant([[1.0, 2.0], [3.0, 1.0]])))


@tf.function
def through(x):
    with tf.GradientTape() as t:
        t.watch(x)
        y = tf.vectorized_map(lambda v: v * v, x)
    return t.gradient(y, x)


print(through(tf.constant([1.0, 2.0, 3.0])))


@tf.function
def printing(x):
    return tf.vectorized_map(lambda v: (tf.print(v), v)[1], x)


try:
    printing(tf.constant([1, 2]))
except NotImplementedError:
    print("NotImplementedError")
