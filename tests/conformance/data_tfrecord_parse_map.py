# Reading tf.train.Example records back as tensors, as TF's "TFRecord and tf.train.Example"
# tutorial does: TFRecordDataset(...).map(parse_fn) traces parse_fn once into a graph whose
# ParseExampleV2 node is named ParseSingleExample/ParseExample/ParseExampleV2
# (parsing_ops.parse_single_example_v2 opens name_scope "ParseSingleExample", _parse_example_raw
# "ParseExample"); its element_spec has the FixedLenFeature shapes. Batching first and parsing
# with tf.io.parse_example gives a leading batch dimension (None in the spec). A feature missing
# from a record fails when iteration reaches it: IteratorGetNext's error carries the kernel text
# and the node, as a graph error does.
import tensorflow as tf

with tf.io.TFRecordWriter("points.tfrecord") as writer:
    for i in range(4):
        feature = {
            "xy": tf.train.Feature(float_list=tf.train.FloatList(value=[i, i / 2])),
            "label": tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"even" if i % 2 == 0 else b"odd"])),
        }
        writer.write(tf.train.Example(features=tf.train.Features(feature=feature)).SerializeToString())

description = {
    "xy": tf.io.FixedLenFeature([2], tf.float32),
    "label": tf.io.FixedLenFeature([], tf.string),
    "weight": tf.io.FixedLenFeature([], tf.float32, default_value=1.0),
}


def parse(record):
    print("tracing parse")
    return tf.io.parse_single_example(record, description)


raw = tf.data.TFRecordDataset(["points.tfrecord"])
parsed = raw.map(parse)
print(parsed.element_spec)
for row in parsed.take(2):
    print(row["xy"].numpy(), row["label"].numpy(), row["weight"].numpy())
print([row["label"].numpy() for row in parsed])

batched = raw.batch(3).map(lambda records: tf.io.parse_example(records, description))
print(batched.element_spec["xy"])
for rows in batched:
    print(rows["xy"].numpy().tolist(), rows["label"].numpy())

strict = raw.map(lambda r: tf.io.parse_single_example(r, {"z": tf.io.FixedLenFeature([], tf.int64)}))
try:
    next(iter(strict))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e)
