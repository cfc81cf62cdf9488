# tf.io.decode_csv in graphs (TF 2.20's DecodeCSV op, parsing_ops.cc and decode_csv_op.cc): as
# the "Load CSV data" guide uses it, over a file's lines and mapped over a TextLineDataset that
# skips the header (rows in the guide's Titanic layout; its decode_titanic_line and its
# "type: ..., shape: ..." loop); in a tf.function the outputs take the records' static shape and
# the defaults' dtypes; the shape function rejects a default of rank 2 or with 2 elements
# (ValueError with the node and input shapes); _apply_op_helper wants a list of defaults
# (decode_csv_op_test.py's testNumpyAttribute) of OUT_TYPE's allowed dtypes
# (_SatisfiesTypeConstraint's TypeError); a bad field fails when the graph runs.
import numpy as np
import tensorflow as tf

with open("titanic.csv", "w") as f:
    f.write("survived,sex,age,n_siblings_spouses,parch,fare,class,deck,embark_town,alone\n")
    f.write("0,male,22.0,1,0,7.25,Third,unknown,Southampton,n\n")
    f.write("1,female,38.0,1,0,71.2833,First,C,Cherbourg,n\n")
    f.write("1,female,26.0,0,0,7.925,Third,unknown,Southampton,y\n")

lines = open("titanic.csv").read().split("\n")[1:-1]
features = tf.io.decode_csv(lines, record_defaults=[str()] * 10)
for f in features:
    print(f"type: {f.dtype.name}, shape: {f.shape}")
titanic_types = [int(), str(), float(), int(), int(), float(), str(), str(), str(), str()]
features = tf.io.decode_csv(lines, record_defaults=titanic_types)
for f in features:
    print(f"type: {f.dtype.name}, shape: {f.shape}")


def decode_titanic_line(line):
    return tf.io.decode_csv(line, titanic_types)


manual_titanic = tf.data.TextLineDataset("titanic.csv").skip(1).map(decode_titanic_line)
print(manual_titanic.element_spec[:3])
for example in manual_titanic.take(1):
    print([e.numpy() for e in example])
batched = tf.data.TextLineDataset("titanic.csv").skip(1).batch(2).map(
    lambda rows: tf.io.decode_csv(rows, [[0], [""], [0.0]], select_cols=[0, 1, 5]))
print(batched.element_spec)
print(list(batched.as_numpy_iterator()))


@tf.function
def decode(rows):
    print("tracing", rows)
    columns = tf.io.decode_csv(rows, [[0], ["?"]], na_value="NA", select_cols=[0, 2])
    print(columns)
    return columns


print(decode(tf.constant(["1,a,x", "2,b,NA"])))
print(decode(tf.constant(["3,c,y", "4,d,"])))
try:
    decode(tf.constant(["1,a,x", "two,b,y"]))
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e.message)

for defaults in ([[[0]]], [[0, 1]], np.zeros(2), [[True]]):
    try:
        tf.function(lambda rows: tf.io.decode_csv(rows, defaults)).get_concrete_function(tf.TensorSpec([None], tf.string))
    except (ValueError, TypeError) as e:
        print(str(e).strip().splitlines()[-1].strip())
