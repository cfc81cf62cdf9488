# tf.train.Example and its Feature messages built with keyword arguments and printed: str() of a
# message is protobuf's text format as upb's encoder writes it (protobuf 6.x, the backend TF 2.20
# uses: upb/text/encode.c): fields in field-number order, one "name: value" line each, nested
# messages as "name {" ... "}" indented by two spaces, map entries sorted by key as
# "feature { key: ... value { ... } }", floats as "%.6g" (or "%.9g" when that does not read
# back as the same float32), bytes with printable ASCII kept and the rest escaped (\n, \", octal
# \ooo). Reading a float field gives the float32 value as a Python float (PyFloat_FromDouble of
# the float); repeated fields print like lists. Expected text follows those rules and the
# outputs shown in TF's "TFRecord and tf.train.Example" tutorial.
import tensorflow as tf

fruit = tf.train.Feature(bytes_list=tf.train.BytesList(value=[b"apple", b"tab\there", b"\x00\xff"]))
weight = tf.train.Feature(float_list=tf.train.FloatList(value=[0.25, 1.0, 2.5e-07, 3.14159265, -12345678.0]))
count = tf.train.Feature(int64_list=tf.train.Int64List(value=[3, -1, 2**40]))
print(fruit)
print(weight)
print(count)

example = tf.train.Example(features=tf.train.Features(feature={"weight": weight, "fruit": fruit, "count": count}))
print(example)
print(example.features.feature["weight"].float_list.value)
print(example.features.feature["count"].int64_list.value[-1])
print(example.features.feature["fruit"].bytes_list.value[0])
print(count.WhichOneof("kind"), count.HasField("int64_list"), count.HasField("float_list"))
print(type(example).__name__, type(example).__module__)
print(type(count).__module__, len(example.features.feature))
print(sorted(example.features.feature.keys()))
print(repr(str(tf.train.Example())))

# Fields set one by one: reading an unset sub-message does not set it; adding a map entry or
# a value does (upb reifies the stub).
built = tf.train.Example()
features = built.features
print(built.HasField("features"), len(features.feature))
feature = features.feature["label"]
print(built.HasField("features"), feature.HasField("int64_list"), repr(str(feature)))
feature.int64_list.value.append(7)
feature.int64_list.value.extend([8, 9])
print(built.HasField("features"), feature.WhichOneof("kind"))
print(built)
