# Dataset.padded_batch with padded_shapes written as () or [] for scalar components
# (tensorflow/python/data/ops/padded_batch_op.py: nest.flatten_up_to(input_shapes,
# padded_shapes) pairs each component with its padded shape, which _padded_shape_to_tensor
# reads with tensor_shape.as_shape, so a scalar's () is that component's shape, not an empty
# structure). Mismatched structures give nest's ValueError.
import tensorflow as tf

ds = tf.data.Dataset.range(4)
print(ds.padded_batch(2, padded_shapes=()).element_spec)
print(list(ds.padded_batch(2, padded_shapes=[]).as_numpy_iterator()))
pairs = tf.data.Dataset.zip(ds, ds.map(lambda x: tf.fill([x], x)))
print(pairs.padded_batch(2, padded_shapes=((), [None])).element_spec)
print(list(pairs.padded_batch(2, padded_shapes=([], [3])).as_numpy_iterator()))
try:
    pairs.padded_batch(2, padded_shapes=((), [None], [1]))
except ValueError as e:
    print("ValueError:", e)
