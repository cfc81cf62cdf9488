# tf.sort, tf.argsort, tf.math.top_k and tf.unique. sort_ops.py sorts with TopKV2 on the last
# axis (transposing another axis there), negating floats and flipping integers for ascending
# order; TopKV2 breaks ties by the lower index (topk_op.cc), so argsort is stable. nn_ops.top_k
# returns the TopKV2(values, indices) namedtuple, array_ops.unique the Unique(y, idx) one, in
# first-occurrence order (unique_op.cc). The graph names follow sort_ops._descending_sort
# (array_ops.shape(values)[axis], array_ops.rank, nn_ops.top_k). Expected text derived from
# those TensorFlow sources and the sort/argsort/unique docstrings.
import tensorflow as tf

a = [1, 10, 26.9, 2.8, 166.32, 62.3]
print(repr(tf.sort(a).numpy()))
print(repr(tf.sort(a, direction="DESCENDING").numpy()))
print(repr(tf.argsort(a).numpy()))
mat = [[3, 2, 1], [2, 1, 3], [1, 3, 2]]
print(repr(tf.sort(mat, axis=-1).numpy()))
print(repr(tf.sort(mat, axis=0).numpy()))
print(repr(tf.argsort([[30, 20, 10], [20, 10, 30], [10, 30, 20]]).numpy()))
print(tf.argsort([3, 1, 3, 1], stable=True))
print(tf.sort(tf.constant([-2147483648, 7, 2147483647, -1])))
print(tf.sort(tf.constant([5, -9, 0], tf.int64), direction="DESCENDING"))
print(tf.math.top_k([1, 5, 3, 5, 2], k=2))
values, indices = tf.math.top_k([[0.5, 0.25, 1.0], [3.0, 2.0, 1.0]])
print(values)
print(indices)
y, idx = tf.unique([1, 1, 2, 4, 4, 4, 7, 8, 8])
print(y)
print(idx)
print(tf.unique(tf.constant(["b", "a", "b"]), out_idx=tf.int64))
try:
    tf.sort([3, 1], direction="UP")
except ValueError as e:
    print("ValueError:", e)
try:
    tf.math.top_k([1, 2], k=3)
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)


@tf.function
def ranking(scores):
    return tf.argsort(scores, direction="DESCENDING")


cf = ranking.get_concrete_function(tf.TensorSpec([4], tf.float32))
print([op.name for op in cf.graph.get_operations()])
print(ranking(tf.constant([0.5, 2.0, -1.0, 2.0])))


@tf.function
def smallest_first(x):
    return tf.sort(x)


cf = smallest_first.get_concrete_function(tf.TensorSpec([None], tf.float32))
print([(op.name, op.type) for op in cf.graph.get_operations()])
print(smallest_first(tf.constant([3.0, -1.0, 2.0])))
