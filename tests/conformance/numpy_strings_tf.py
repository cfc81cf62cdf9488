# NumPy string arrays given to TensorFlow: '<U' arrays become tf.string tensors holding the
# UTF-8 encoding of each str, 'S' arrays their bytes (tensorflow/python/lib/core/
# ndarray_tensor.cc: NPY_UNICODE and NPY_STRING map to TF_STRING, PyObjectToString encodes str
# elements with PyUnicode_AsUTF8AndSize), and string tensors' .numpy() stays an object array of
# bytes (CopyTF_TensorStringsToPyArray makes each element a bytes object).
# tf.data: from_tensor_slices / from_tensors give tf.string element specs
# (dataset_ops.py, TensorSpec.__repr__).
import numpy as np
import tensorflow as tf

texts = np.array(["great movie", "bad", "héllo"])
t = tf.constant(texts)
print(t)
print(repr(t.numpy()))
print(tf.convert_to_tensor(np.array([b"x", b"yz"])))
print(tf.constant(texts[0]), tf.constant([texts[1], "z"]))
print(tf.constant(np.array([["a"], ["b"]])).shape)

labels = np.array([1, 0, 1])
ds = tf.data.Dataset.from_tensor_slices((texts, labels))
print(ds.element_spec)
for x, y in ds:
    print(x.numpy(), y.numpy())
print(tf.data.Dataset.from_tensors(texts).element_spec)
print(list(tf.data.Dataset.from_tensor_slices(texts).batch(2).as_numpy_iterator()))


@tf.function
def shout(s):
    return tf.strings.upper(s)


print(shout(np.array(["ab", "c"])))
print(tf.strings.length(np.array(["héllo"]), unit="UTF8_CHAR"))
