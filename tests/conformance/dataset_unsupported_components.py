# Element components TF carries through their TypeSpecs that tfplay's tf.data does not yet:
# None (NoneTensorSpec: batch_test.py / unbatch_test.py testNoneComponent), datasets inside a
# list (DatasetSpec: from_tensor_slices_test.py testFromTensorSlicesDataset), TensorArrays
# (TensorArraySpec: map_test.py testTensorArray, scan_test.py testTensorArraySimple),
# Optionals returned by map (OptionalSpec), and a dataset returned from a tf.function
# (options_test.py testPersistenceOptionsSetOutsideFunction). Each is refused with a
# NotImplementedError naming it.
import tensorflow as tf


def show(f):
    try:
        print(f())
    except NotImplementedError as e:
        print("NotImplementedError:", e)


show(lambda: tf.data.Dataset.range(3).map(lambda x: (x, None)))
show(lambda: tf.data.Dataset.from_tensors((list(range(10)), None)))
show(lambda: tf.data.Dataset.from_tensor_slices([tf.data.Dataset.range(2) for _ in range(2)]))
show(lambda: tf.data.Dataset.from_tensors([tf.data.Dataset.range(2)]))
show(lambda: tf.data.Dataset.range(3).map(
    lambda x: tf.TensorArray(tf.int64, size=1).write(0, x)))
ta = tf.TensorArray(size=0, element_shape=[], dtype=tf.int64, dynamic_size=True)
show(lambda: tf.data.Dataset.range(3).scan(initial_state=ta, scan_func=lambda t, x: (t.write(t.size(), x), t.stack())))
show(lambda: tf.data.Dataset.range(3).map(lambda x: tf.experimental.Optional.from_value(x)))


@tf.function
def make(ds):
    return ds.map(lambda x: x + 1)


show(lambda: make(tf.data.Dataset.range(3)))
