# tf.io.RaggedFeature in tf.io.parse_example: the ragged guide's "tf.Example" section, with the
# examples built by tf.train.Example instead of a text proto, and the output it shows.
# parsing_config.RaggedFeature (row_splits_dtype int32 by default; its argument checks) and
# parsing_ops._construct_tensors_for_composite_features: each example's values one row of a
# RaggedTensor, ragged features after the sparse and dense ones; one example gives the values.
import tensorflow as tf


def ex(colors, lengths):
  return tf.train.Example(features=tf.train.Features(feature={
      'colors': tf.train.Feature(bytes_list=tf.train.BytesList(value=colors)),
      'lengths': tf.train.Feature(int64_list=tf.train.Int64List(value=lengths))})).SerializeToString()


example_batch = [ex([b"red", b"blue"], [7]), ex([b"orange"], []), ex([b"black", b"yellow"], [1, 3]),
                 ex([b"green"], [3, 5, 2])]
feature_specification = {
    'colors': tf.io.RaggedFeature(tf.string),
    'lengths': tf.io.RaggedFeature(tf.int64),
}
feature_tensors = tf.io.parse_example(example_batch, feature_specification)
for name, value in feature_tensors.items():
  print("{}={}".format(name, value))
print(feature_tensors['lengths'].row_splits.dtype)
print(tf.io.RaggedFeature(tf.int64))
mixed = tf.io.parse_example(example_batch, {'lengths': tf.io.RaggedFeature(tf.int64, row_splits_dtype=tf.int64),
                                            'colors': tf.io.VarLenFeature(tf.string)})
print(list(mixed), mixed['lengths'].row_splits.dtype)
print(tf.io.parse_single_example(example_batch[2], feature_specification))
dataset = tf.data.Dataset.from_tensor_slices(feature_tensors)
for e in dataset.batch(3):
  print(e)
try:
  tf.io.RaggedFeature(tf.int32)
except ValueError as e:
  print("ValueError:", e)
