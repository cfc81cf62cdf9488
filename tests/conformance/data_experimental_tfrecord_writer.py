# tf.data.experimental.TFRecordWriter (TF 2.20's data/experimental/ops/writers.py, as its
# docstring uses it): write(dataset) writes each scalar tf.string element as one TFRecord
# record and returns None eagerly; a dataset of other elements is a TypeError naming its
# shapes and types. The class is deprecated (deprecation.deprecated on the class wraps
# __init__), so constructing one logs deprecation.py's notice once, naming the caller's line.
import tensorflow as tf

numbers = tf.data.Dataset.range(3).map(tf.io.serialize_tensor)
writer = tf.data.experimental.TFRecordWriter("numbers.tfrecord")
print(writer.write(numbers))
back = tf.data.TFRecordDataset("numbers.tfrecord").map(lambda x: tf.io.parse_tensor(x, tf.int64))
print([int(v) for v in back])
print(type(writer).__name__)
try:
    writer.write(tf.data.Dataset.range(3))
except TypeError as e:
    print(type(e).__name__, e)
again = tf.data.experimental.TFRecordWriter("again.tfrecord")
