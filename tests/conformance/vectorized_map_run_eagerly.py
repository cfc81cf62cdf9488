# tf.vectorized_map under tf.config.run_functions_eagerly(True) (parallel_for/control_flow_ops.py
# pfor): executing eagerly, pfor logs that vectorization needs tf.function, turns
# run_functions_eagerly off for its own tf.function and back on afterwards; a tf.function that
# runs eagerly reaches the same path, so fn still traces once per call on symbolic elements.
import tensorflow as tf

tf.config.run_functions_eagerly(True)


def fn(x):
    print("fn", x)
    return x * 2


print(tf.vectorized_map(fn, tf.constant([1, 2])))
print(tf.config.functions_run_eagerly())


@tf.function
def g(x):
    return tf.vectorized_map(fn, x)


print(g(tf.constant([3, 4])))
