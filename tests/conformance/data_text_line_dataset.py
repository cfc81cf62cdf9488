# tf.data.TextLineDataset over a CSV file the program writes with open() (TF 2.20's
# data/ops/readers.py TextLineDatasetV2 and TextLineDatasetOp): one scalar tf.string element per
# line, without its "\n" or the "\r" before it; the last line counts without a line end; its
# repr names TextLineDatasetV2; the cardinality is unknown (-2); several files are read one
# after the other. A missing file fails when iteration reaches it: the eager IteratorGetNext op
# raises NotFoundError "<path>; No such file or directory".
import tensorflow as tf

with open("points.csv", "w") as f:
    f.write("x,y\n1,2\n3,4\r\n5,6")
ds = tf.data.TextLineDataset("points.csv")
print(ds)
print(ds.element_spec, ds.cardinality().numpy())
print(list(ds.as_numpy_iterator()))


def parse(line):
    return tf.strings.to_number(tf.strings.split(line, ","))


for v in ds.skip(1).map(parse):
    print(v)
batches = ds.skip(1).map(parse).batch(2)
print([b.numpy().tolist() for b in batches])
print(list(tf.data.TextLineDataset(["points.csv", "points.csv"]).skip(3).take(3).as_numpy_iterator()))
print(isinstance(ds, tf.data.Dataset), type(ds).__name__)

missing = tf.data.TextLineDataset("nope.txt")
print(missing)
try:
    next(iter(missing))
except tf.errors.NotFoundError as e:
    print(type(e).__name__, e)
