# Dataset.cardinality(), tf.data.experimental.cardinality and len() on a dataset passed to a
# tf.function. TF 2.20 adds a DatasetCardinality node (gen_dataset_ops.dataset_cardinality over
# the dataset's variant tensor; kernel CardinalityOp in core/kernels/data/dataset_ops.cc), so the
# value is the cardinality of the dataset given at call time: range(10) is 10, batch(3) of it is
# 4, filter() is UNKNOWN (-2), repeat() INFINITE (-1). AutoGraph's len (operators/py_builtins.py
# _tf_dataset_len) asserts the count is definite, so an infinite dataset fails when the graph
# runs with "len requires dataset with definitive cardinality, got -1".
import tensorflow as tf

ds = tf.data.Dataset.range(10)


@tf.function
def count(d):
    return d.cardinality(), tf.data.experimental.cardinality(d.batch(3))


@tf.function
def length(d):
    return len(d)


print(count(ds))
print(count(ds.filter(lambda x: x > 2)))
print(count(ds.take(4)))
print(length(ds), length(ds.map(lambda x: x + 1)))
try:
    length(ds.repeat())
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e.message.splitlines()[-2])
