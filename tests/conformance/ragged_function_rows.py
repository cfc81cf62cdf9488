# Rows of a RaggedTensor inside tf.function. rt[i, ...] (ragged_getitem.py, under the
# "RaggedGetItem" name scope): starts = row_splits[:-1], limits = row_splits[1:], the row is
# values[starts[i]:limits[i]] and then row.__getitem__(inner_keys), a list (empty when no keys
# follow): six strided slices, so the row is "RaggedGetItem/strided_slice_5". A Python or tensor
# index works alike. AutoGraph's for loop over a RaggedTensor (_tf_ragged_for_stmt) runs a
# while loop over iter_[i] for i < iter_.shape[0] (known here).
import tensorflow as tf


@tf.function
def pick(x):
    first, last = x[0], x[-1]
    print("first:", first)
    print("x[1, 0]:", x[1, 0], "x[0, 1:]:", x[0, 1:])
    return first, last, x[1, 0], x[0, 1:]


print(pick(tf.ragged.constant([[1, 2, 3], [4, 5]])))


@tf.function
def by_index(x):
    total = tf.constant(0)
    for i in tf.range(x.nrows()):
        total += tf.reduce_sum(x[i])
    return total


print(by_index(tf.ragged.constant([[1, 2], [3], [4, 5, 6]])))


@tf.function
def by_row(x):
    total = tf.constant(0)
    for row in x:
        print("row:", row)
        total += tf.reduce_max(row)
    return total


print(by_row(tf.ragged.constant([[1, 2], [3]])))
print(by_row(tf.ragged.constant([[7], [8, 9]])))
print(by_row.experimental_get_tracing_count())
