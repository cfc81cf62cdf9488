# tf.one_hot (array_ops.one_hot: on/off values default to 1 and 0 of dtype, float32 by default,
# named "one_hot/on_value" and "one_hot/off_value"; the OneHot op fills out-of-range indices
# with off_value, one_hot_op.cc). Expected text derived from those TensorFlow sources.
import tensorflow as tf

print(tf.one_hot([2, 0, -1, 7], 3))
print(tf.one_hot([[1, 0]], 2, axis=0, dtype=tf.int32))
print(tf.one_hot(tf.constant([1, 0], tf.int64), 2, on_value=4.0, off_value=-2.0))
print(tf.one_hot([1], 3, on_value="hit", off_value="-"))


@tf.function
def encode(labels):
    return tf.one_hot(labels, 4)


print(encode(tf.constant([3, 1])))
cf = encode.get_concrete_function(tf.TensorSpec([None], tf.int32))
print(cf.structured_outputs)
print([(op.name, op.type) for op in cf.graph.get_operations()])
