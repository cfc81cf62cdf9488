# tf.io.parse_single_example and tf.io.parse_example (TF 2.20's parsing_ops.py over the
# ParseExampleV2 kernel, core/util/example_proto_fast_parsing.cc): FixedLenFeature gives a dense
# tensor of its shape (a default_value fills in for a missing feature), VarLenFeature a
# tf.sparse.SparseTensor (indices [N, 1] for one example, [N, 2] for a batch); the result dict
# lists the VarLen keys, then the FixedLen ones, each sorted. The feature configs are
# namedtuples. Errors are the kernel's InvalidArgument texts: FastParseSingleExample's for a
# scalar input ("Feature: y (data type: float) is required but could not be found.",
# "Key: x.  Data types don't match. ..."), FastParseExample's for a batch ("Name: <unknown>,
# ..."), inside the eager op's wrapped-function text.
import tensorflow as tf

example = tf.train.Example(features=tf.train.Features(feature={
    "age": tf.train.Feature(int64_list=tf.train.Int64List(value=[42])),
    "point": tf.train.Feature(float_list=tf.train.FloatList(value=[0.5, -1.0])),
    "tags": tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"a", b"bc"])),
}))
data = example.SerializeToString()

spec = {
    "point": tf.io.FixedLenFeature([2], tf.float32),
    "age": tf.io.FixedLenFeature([], tf.int64),
    "tags": tf.io.VarLenFeature(tf.string),
    "height": tf.io.FixedLenFeature([], tf.float32, default_value=1.75),
}
print(spec["point"])
print(spec["tags"])
parsed = tf.io.parse_single_example(data, spec)
print(list(parsed))
print(parsed["age"])
print(parsed["point"])
print(parsed["height"])
tags = parsed["tags"]
print(type(tags).__name__, tags.indices.numpy().tolist(), tags.values.numpy(), tags.dense_shape.numpy())

batch = tf.io.parse_example([data, data], {"point": tf.io.FixedLenFeature([2], tf.float32),
                                           "tags": tf.io.VarLenFeature(tf.string)})
print(batch["point"])
print(batch["tags"].indices.numpy().tolist(), batch["tags"].dense_shape.numpy())

for features in ({"y": tf.io.FixedLenFeature([], tf.float32)},
                 {"age": tf.io.FixedLenFeature([], tf.float32)},
                 {"tags": tf.io.VarLenFeature(tf.int64)}):
    try:
        tf.io.parse_single_example(data, features)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e)
try:
    tf.io.parse_example([data], {"y": tf.io.FixedLenFeature([], tf.float32)})
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e)
try:
    tf.io.parse_single_example([data], spec)
except ValueError as e:
    print(type(e).__name__, e)
