# padded_batch's padded_shapes go through padded_batch_op._padded_shape_to_tensor:
# tensor_shape.as_shape first; when that raises TypeError or ValueError ([-1]: "Dimension -1
# must be >= 0"), the argument converted to a tensor (preferring int64), which must be an int64
# vector ("Padded shape ... must be a `tf.int64` vector tensor, but its shape was ..." /
# "... but its element type was ..."), read by tensor_util.constant_value_as_shape, where -1
# is an unknown dimension (so [-1] fits any length).
# TF test: tensorflow/python/data/kernel_tests/padded_batch_test.py
# testPaddedBatchDatasetShapeSpecifications ([None, None] for [-1], [-1, -1] and
# constant([-1])), testPaddedBatchShapeErrorShapeNotRank1 / ShapeErrorShapeNotInt (the current
# padded_batch_op.py wording).
import tensorflow as tf

ds = tf.data.Dataset.from_tensors(tf.constant([1, 2]))
print(ds.padded_batch(2, padded_shapes=[-1]).element_spec)
print(ds.padded_batch(2, padded_shapes=tf.constant([-1], tf.int64)).element_spec)
print(ds.padded_batch(2, padded_shapes=[4]).element_spec)
print(list(ds.repeat(2).padded_batch(2, padded_shapes=[-1]).as_numpy_iterator()))
m = tf.data.Dataset.from_tensors(tf.zeros([2, 3], tf.int32))
print(m.padded_batch(2, padded_shapes=[-1, -1]).element_spec)
try:
    m.padded_batch(2, padded_shapes=[[1, 1], [1, 1]])
except ValueError as e:
    print("ValueError:", e)
try:
    ds.padded_batch(2, padded_shapes=tf.constant([1.5, 2., 3.]))
except TypeError as e:
    print("TypeError:", e)
