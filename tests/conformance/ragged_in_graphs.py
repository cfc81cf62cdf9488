# RaggedTensors inside tf.function and tf.data functions (TF 2.20): tf.strings.split,
# RaggedTensor.from_value_rowids / from_row_lengths / from_row_splits, tf.ragged.range
# (the RaggedRange kernel) and tf.ragged.constant trace into the graph; a ragged element of a
# dataset reaches Dataset.map's function decoded from its variant (RaggedTensorSpec.
# _from_compatible_tensor_list: RaggedTensorFromVariant), and a ragged result leaves encoded
# (_to_tensor_list: RaggedTensorToVariant), so the element_spec is a RaggedTensorSpec (its repr
# is RaggedTensorSpec.__repr__'s). Keras's StringLookup and TextVectorization(ragged=True) map
# the split tokens row by row (tf.ragged.map_flat_values), as in Keras 3.11. padded_batch
# refuses ragged components with padded_batch_op.py's TypeError.
import tensorflow as tf
import keras


@tf.function
def tokens(lines):
    print("tracing tokens:", type(tf.strings.split(lines)).__name__)
    return tf.strings.split(lines)


print(tokens(tf.constant(["the cat sat", "a dog"])))
print(tokens(tf.constant(["one"])))


@tf.function
def partitions(values, rowids, lengths):
    a = tf.RaggedTensor.from_value_rowids(values, rowids, nrows=4)
    b = tf.RaggedTensor.from_row_lengths(values, lengths)
    c = tf.RaggedTensor.from_row_splits(values, tf.constant([0, 3, 5], tf.int64))
    return a, b, c, a.to_tensor(), tf.ragged.range(tf.constant([2, 0, 3]))


for r in partitions(tf.constant([1, 2, 3, 4, 5]), tf.constant([0, 0, 2, 2, 3], tf.int64), tf.constant([2, 3], tf.int64)):
    print(r)


@tf.function
def constant_plus(x):
    return tf.ragged.constant([[1, 2], [3]]) + x


print(constant_plus(tf.constant(10)))


@tf.function
def from_lists():
    return tf.RaggedTensor.from_row_lengths([3, 1, 4, 1, 5, 9, 2, 6], row_lengths=[4, 0, 3, 1, 0])


print(from_lists())


@tf.function
def fixed_width(s):
    r = tf.strings.split(s)
    return r.to_tensor(shape=[None, 3]), r.to_tensor(default_value="-", shape=[1, 1])


print(fixed_width(tf.constant(["a b c d", "e"])))
ds = tf.data.Dataset.from_tensor_slices(tf.ragged.constant([[1, 2, 3], [4]])).batch(2).map(lambda r: r.to_tensor(shape=[None, 2]))
print(ds.element_spec, list(ds))
try:
    tf.data.Dataset.from_tensor_slices(tf.ragged.constant([[1, 2], [3]])).padded_batch(2)
except TypeError as e:
    print("TypeError:", e)

ds = tf.data.Dataset.from_tensor_slices(["a b c", "d e", "f"]).batch(2).map(tf.strings.split)
print(ds.element_spec)
for element in ds:
    print(element)

features = {"ids": tf.ragged.constant([[1, 2], [3], [4, 5, 6]]), "n": tf.constant([3, 1, 2])}
ds = tf.data.Dataset.from_tensor_slices(features).map(
    lambda f: {"doubled": f["ids"] * 2, "count": tf.ragged.range(f["n"])})
print(ds.element_spec["doubled"], ds.element_spec["count"])
for element in ds:
    print(element["doubled"], element["count"])
ds = tf.data.Dataset.range(2).map(lambda x: tf.RaggedTensor.from_tensor(tf.reshape(x, [1, 1])))
print(ds.element_spec, list(ds))

lookup = keras.layers.StringLookup(vocabulary=["a", "b"])
ds = tf.data.Dataset.from_tensor_slices(["a b", "b c a"]).batch(2).map(lambda s: lookup(tf.strings.split(s)))
print(ds.element_spec)
print(ds.get_single_element())

vectorize = keras.layers.TextVectorization(ragged=True)
vectorize.adapt(["red green blue", "green blue", "blue"])
ds = tf.data.Dataset.from_tensor_slices(["blue red", "green"]).batch(2).map(vectorize)
print(ds.element_spec)
print(ds.get_single_element())
fixed = keras.layers.TextVectorization(output_sequence_length=4)
fixed.adapt(["red green blue", "green blue", "blue"])
ds = tf.data.Dataset.from_tensor_slices(["blue red", "green"]).batch(2).map(fixed)
print(ds.element_spec)
print(ds.get_single_element())


# Dataset.from_generator takes RaggedTensorSpecs in its output_signature (from_generator_op's
# generator_py_func: a yielded RaggedTensor compatible with its spec, encoded as tf.data holds it).
def generate():
    yield tf.ragged.constant([[1, 2], [3]])
    yield tf.ragged.constant([[4], [5, 6, 7], []])


ds = tf.data.Dataset.from_generator(generate, output_signature=tf.RaggedTensorSpec(shape=(None, None), dtype=tf.int32))
print(ds.element_spec)
print(list(ds.map(lambda r: r.row_lengths())))
