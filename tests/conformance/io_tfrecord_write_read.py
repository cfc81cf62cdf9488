# tf.io.TFRecordWriter and tf.data.TFRecordDataset over the TFRecord format (TF 2.20's
# lib/io/record_writer.cc and record_reader.cc): each record is its length (uint64, little
# endian), the masked CRC-32C of those 8 bytes, the data and the masked CRC-32C of the data
# (crc32c::Mask: rotate right 15 bits, add 0xa282ead8). The expected file bytes are that format
# computed independently. The writer takes bytes or str (UTF-8); the dataset's elements are
# scalar tf.string tensors, its repr names TFRecordDatasetV2, several files are read in turn.
import tensorflow as tf

with tf.io.TFRecordWriter("small.tfrecord") as writer:
    writer.write(b"hi")
    writer.write("")
with open("small.tfrecord", "rb") as f:
    print(f.read())

records = [tf.train.Example(features=tf.train.Features(feature={
    "n": tf.train.Feature(int64_list=tf.train.Int64List(value=[i, i * i]))})).SerializeToString() for i in range(3)]
writer = tf.io.TFRecordWriter("squares.tfrecord")
for r in records:
    writer.write(r)
writer.close()
print(tf.io.gfile.stat("squares.tfrecord").length, sum(len(r) + 16 for r in records))

ds = tf.data.TFRecordDataset("squares.tfrecord")
print(ds)
print(ds.element_spec)
for raw in ds.take(1):
    print(repr(raw))
    print(tf.train.Example.FromString(raw.numpy()))
print([tf.train.Example.FromString(r).features.feature["n"].int64_list.value[1] for r in ds.as_numpy_iterator()])
print(list(tf.data.TFRecordDataset(["small.tfrecord", "small.tfrecord"]).as_numpy_iterator()))
print(isinstance(ds, tf.data.Dataset), type(ds).__name__)

missing = tf.data.TFRecordDataset("nope.tfrecord")
try:
    next(iter(missing))
except tf.errors.NotFoundError as e:
    print(type(e).__name__, e)

# PyRecordWriter's errors: writing after close() is FailedPrecondition "Writer is closed.", a
# file in a missing folder NotFound from the posix file system.
closed = tf.io.TFRecordWriter("closed.tfrecord")
closed.close()
try:
    closed.write(b"late")
except tf.errors.FailedPreconditionError as e:
    print(type(e).__name__, e)
try:
    tf.io.TFRecordWriter("missing_dir/x.tfrecord")
except tf.errors.NotFoundError as e:
    print(type(e).__name__, e)
