# tf.map_fn and tf.scan inside a tf.function: map_fn.py and functional_ops.py build a
# tf.while_loop over TensorArrays, so the Python fn body runs once, while the function traces;
# a tf.print in fn runs at every iteration of the graph (stderr). The result keeps the static
# length of elems. Eagerly, parallel_iterations > 1 logs map_fn's log_first_n warning once.
# Values computed by hand.
import tensorflow as tf


@tf.function
def squares(x):
    print("tracing squares")

    def body(v):
        print("fn traced with", v.shape, v.dtype)
        return v * v

    result = tf.map_fn(body, x)
    print("result shape", result.shape)
    return result


print(squares(tf.constant([1, 2, 3])))
print(squares(tf.constant([4, 5, 6])))
print(squares(tf.constant([1, 2, 3, 4])))
print(squares.experimental_get_tracing_count())


@tf.function
def running(x):
    def step(a, v):
        tf.print("step", a, v)
        return a + v

    return tf.scan(step, x)


print(running(tf.constant([1, 2, 3])))


@tf.function
def total(x):
    return tf.foldl(lambda a, v: a + v, x, initializer=tf.constant(100))


print(total(tf.constant([1, 2, 3])))
print(tf.map_fn(lambda v: v + 1, tf.constant([1, 2]), parallel_iterations=4))
print(tf.map_fn(lambda v: v + 2, tf.constant([1, 2]), parallel_iterations=4))
