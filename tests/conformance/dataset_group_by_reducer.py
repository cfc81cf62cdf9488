# tf.data.experimental.group_by_reducer with a tf.data.experimental.Reducer (TF 2.20's
# experimental/ops/grouping.py and GroupByReducerDatasetOp): the whole input is reduced per key,
# then each key's state is finalized, keys in increasing order. The sums are those of TF's
# group_by_reducer_test.py testSum (range(2 * i) keyed by parity: (i - 1) * i and i * i); a
# tuple state is passed to reduce_func as one argument and unpacked for finalize_func.
import numpy as np
import tensorflow as tf

reducer = tf.data.experimental.Reducer(init_func=lambda _: np.int64(0), reduce_func=lambda x, y: x + y,
                                       finalize_func=lambda x: x)
for i in range(1, 4):
    dataset = tf.data.Dataset.range(2 * i).apply(tf.data.experimental.group_by_reducer(lambda x: x % 2, reducer))
    print(list(dataset.as_numpy_iterator()))
print(dataset)

mean = tf.data.experimental.Reducer(
    init_func=lambda _: (tf.constant(0, tf.int64), tf.constant(0, tf.int64)),
    reduce_func=lambda state, x: (state[0] + x, state[1] + 1),
    finalize_func=lambda total, count: tf.cast(total, tf.float64) / tf.cast(count, tf.float64))
means = tf.data.Dataset.range(10).apply(tf.data.experimental.group_by_reducer(lambda x: x % 3, mean))
print(means.element_spec, means.cardinality().numpy())
print(list(means.as_numpy_iterator()))
print(mean.init_func is not None, callable(mean.finalize_func))
