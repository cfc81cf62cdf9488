# tf.io.FixedLenSequenceFeature in tf.io.parse_single_example / parse_example (TF 2.20's
# parsing_ops.py _prepend_none_dimension and parsing_config.py; the ParseExampleV2 kernel's
# variable-length dense features, example_proto_fast_parsing.cc): the shape gains a leading
# unknown dimension, one row per `shape` values; a missing feature gives zero rows; in a batch
# the rows are padded to the longest example with the default value (0, or default_value).
# allow_missing=False is refused (ValueError); a value count that is not a multiple of the row
# size is the kernel's InvalidArgument text (FastParseSingleExample's "Error while parsing
# feature with key ...", FastParseExample's "... is not a multiple of stride length ...").
import tensorflow as tf


def example(ids, xy):
    return tf.train.Example(features=tf.train.Features(feature={
        "ids": tf.train.Feature(int64_list=tf.train.Int64List(value=ids)),
        "xy": tf.train.Feature(float_list=tf.train.FloatList(value=xy)),
    })).SerializeToString()


a = example([1, 2, 3], [1.0, 2.0, 3.0, 4.0])
b = example([7], [5.0, 6.0])
spec = {
    "ids": tf.io.FixedLenSequenceFeature([], tf.int64, allow_missing=True),
    "xy": tf.io.FixedLenSequenceFeature([2], tf.float32, allow_missing=True, default_value=-1.0),
    "absent": tf.io.FixedLenSequenceFeature([], tf.int64, allow_missing=True),
}
print(spec["xy"])
one = tf.io.parse_single_example(a, spec)
print(one["ids"])
print(one["xy"])
print(one["absent"])
both = tf.io.parse_example([a, b], spec)
print(both["ids"])
print(both["xy"])
print(both["absent"].shape)

rows = tf.data.Dataset.from_tensor_slices([a, b]).map(lambda r: tf.io.parse_single_example(r, spec))
print(rows.element_spec["xy"])
print([r["ids"].numpy().tolist() for r in rows])

pairs = {"ids": tf.io.FixedLenSequenceFeature([2], tf.int64, allow_missing=True)}
for parse, data in ((tf.io.parse_single_example, a), (tf.io.parse_example, [a])):
    try:
        parse(data, pairs)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e)
try:
    tf.io.parse_single_example(a, {"ids": tf.io.FixedLenSequenceFeature([], tf.int64)})
except ValueError as e:
    print(type(e).__name__, e)
