# Dataset.concatenate and Dataset.shard, eagerly and inside a tf.function.
# Expected text: the docstring examples of DatasetV2.concatenate and shard
# (tensorflow/python/data/ops/dataset_ops.py); concatenate's element_spec is the most specific
# common supertype of both (concatenate_op.py: the shape relaxes, the dtype must match) and its
# TypeError "Incompatible dataset elements:\n  {a} vs.   {b}" is concatenate_op.py's (as
# concatenate_test.py testDifferentStructure expects); shard's errors are
# ShardDatasetOp::MakeDataset's, raised by the eager op.
import tensorflow as tf

a = tf.data.Dataset.range(1, 4)  # ==> [ 1, 2, 3 ]
b = tf.data.Dataset.range(4, 8)  # ==> [ 4, 5, 6, 7 ]
ds = a.concatenate(b)
print(ds)
print(list(ds.as_numpy_iterator()))
c = tf.data.Dataset.zip((a, b))
d = tf.data.Dataset.from_tensor_slices(["a", "b", "c"])
for other in (c, d):
    try:
        a.concatenate(other)
    except TypeError as e:
        print(e)

x = tf.data.Dataset.from_tensor_slices([[1, 2], [3, 4]])
y = tf.data.Dataset.from_tensor_slices([[5, 6, 7]])
z = tf.data.Dataset.from_tensors(8)
print(x.concatenate(y).element_spec)
print([v.numpy().tolist() for v in x.concatenate(y)])
print(x.concatenate(z).element_spec)
print(x.concatenate(y).cardinality().numpy(), x.repeat().concatenate(y).cardinality().numpy())

A = tf.data.Dataset.range(10)
B = A.shard(num_shards=3, index=0)
print(B)
print(list(B.as_numpy_iterator()))
C = A.shard(num_shards=3, index=1)
print(list(C.as_numpy_iterator()))
D = A.shard(num_shards=3, index=2)
print(list(D.as_numpy_iterator()))
print(B.cardinality().numpy(), C.cardinality().numpy(), D.cardinality().numpy(),
      A.repeat().shard(3, 1).cardinality().numpy())
for num_shards, index in ((0, 0), (3, 3), (2, -1)):
    try:
        A.shard(num_shards, index)
    except tf.errors.InvalidArgumentError as e:
        print(e)


@tf.function
def f(first, second):
    total = tf.constant(0, tf.int64)
    for v in first.concatenate(second).shard(2, 1):
        total = total * 10 + v
    return total


print(f(tf.data.Dataset.range(1, 4), tf.data.Dataset.range(4, 8)))
