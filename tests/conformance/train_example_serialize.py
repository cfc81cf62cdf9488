# tf.train.Example's wire format (SerializeToString, FromString, ParseFromString): protobuf's
# encoding of tensorflow/core/example/{example,feature}.proto. Example.features is field 1;
# Features.feature a map<string, Feature> whose entries are messages {key = 1, value = 2};
# Feature's oneof kind is bytes_list = 1, float_list = 2, int64_list = 3; Int64List.value and
# FloatList.value are packed (one length-delimited field: varints, little-endian float32s), a
# negative int64 taking ten bytes. The expected bytes follow that encoding, and agree with the
# serialized bytes shown in TF's "TFRecord and tf.train.Example" tutorial (e.g. an int64 0
# feature "feature0" is b'\n\x11\n\x08feature0\x12\x05\x1a\x03\n\x01\x00'). One-feature maps
# keep the bytes deterministic: upb writes map entries in hash-table order.
import tensorflow as tf


def single(key, feature):
    return tf.train.Example(features=tf.train.Features(feature={key: feature}))


ints = single("feature0", tf.train.Feature(int64_list=tf.train.Int64List(value=[0])))
data = ints.SerializeToString()
print(data, len(data), ints.ByteSize())
floats = single("f", tf.train.Feature(float_list=tf.train.FloatList(value=[0.9876, -2.0])))
print(floats.SerializeToString())
words = single("w", tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"goat", b""])))
print(words.SerializeToString())
print(tf.train.Int64List(value=[1, 300, -1]).SerializeToString())
print(tf.train.Example().SerializeToString(), tf.train.Feature(int64_list=tf.train.Int64List()).SerializeToString())

# Several features: the size does not depend on the entries' order.
many = tf.train.Example(features=tf.train.Features(feature={
    "a": tf.train.Feature(int64_list=tf.train.Int64List(value=[1, 2, 3])),
    "bb": tf.train.Feature(float_list=tf.train.FloatList(value=[1.5])),
    "ccc": tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"xyz"])),
}))
print(len(many.SerializeToString()))

back = tf.train.Example.FromString(many.SerializeToString())
print(back == many, back.features.feature["bb"].float_list.value)
parsed = tf.train.Example()
print(parsed.ParseFromString(data), parsed == ints)
print(parsed)
print(tf.train.Feature.FromString(b"\x12\x06\n\x04\x00\x00\xc0\x3f"))
