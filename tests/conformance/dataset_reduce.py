# Dataset.reduce traces reduce_func(state, element) with the state's placeholders first
# (args_0, ...) and the element's after. When the new state's shape is less specific than the
# initial one, reduce weakens the state shape and traces again, so a Python print in the
# function can run twice. Inside a tf.function a dataset argument reduces the same way, traced
# once per concrete function.
# TF source: tensorflow/python/data/ops/dataset_ops.py (DatasetV2.reduce: the need_to_rerun
# loop, "reduce()" as the transformation name), structured_function.py.
import tensorflow as tf

ds = tf.data.Dataset.range(5)


def add(s, x):
    print("tracing add:", s, x)
    return s + x


print(ds.reduce(tf.constant(0, tf.int64), add))
print(ds.reduce(0, lambda count, _: count + 1))


def grow(acc, x):
    print("tracing grow:", acc)
    return tf.concat([acc, tf.reshape(x, [1])], 0)


print(ds.reduce(tf.zeros([0], tf.int64), grow))

pairs = tf.data.Dataset.from_tensor_slices(([1, 2, 3], [10.0, 20.0, 30.0]))
print(pairs.reduce((0, 0.0), lambda state, element: (state[0] + element[0], state[1] + element[1])))


@tf.function
def total(d):
    return d.reduce(tf.constant(0, tf.int64), add)


print(total(ds))
print(total(tf.data.Dataset.range(3)))
