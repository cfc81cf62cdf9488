# tf.add_n (math_ops.add_n: the AddN op; summands must share a shape, aggregate_ops.cc) and
# tf.math.cumsum (math_ops.cumsum: the Cumsum op in name scope "Cumsum"; scan_ops.cc checks
# the axis), eagerly and in a tf.function. Expected text derived from those TensorFlow sources.
import tensorflow as tf

print(tf.add_n([tf.constant([1, 2]), tf.constant([5, 6]), [100, 200]]))
print(tf.add_n([tf.constant(2.5)]))
print(tf.math.cumsum([1.5, 2.0, 3.5]))
print(tf.cumsum([[1, 2, 3], [4, 5, 6]], axis=1, exclusive=True))
print(tf.cumsum([[1, 2, 3], [4, 5, 6]], axis=0, reverse=True))
print(tf.cumsum(tf.constant([1, 2, 3], tf.int64), exclusive=True, reverse=True))
try:
    tf.add_n([tf.constant([1.0, 2.0]), tf.constant([1.0, 2.0, 3.0])])
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, str(e).split("}} ")[1])
try:
    tf.cumsum([4, 5], axis=-2)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, str(e).split("}} ")[1])


@tf.function
def running(v):
    return tf.add_n([v, v * 2.0]), tf.math.cumsum(v, reverse=True)


total, tail = running(tf.constant([1.0, 2.0, 4.0]))
print(total, tail)
graph = running.get_concrete_function(tf.TensorSpec([3], tf.float32)).graph
print([(op.name, op.type) for op in graph.get_operations() if op.type in ("AddN", "Cumsum")])
