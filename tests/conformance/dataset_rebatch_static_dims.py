# Dataset.rebatch's element_spec and argument errors follow
# tensorflow/python/data/ops/rebatch_op.py: _compute_static_batch_dim keeps the new batch size
# as a static dimension when drop_remainder is set, or when every input component has a known
# batch dimension that the new size divides (_may_form_partial_batches); otherwise None.
# Scalar elements are refused there ("Invalid `batch_sizes`. ...") or, with drop_remainder,
# by TensorSpec._unbatch; components of different batch dimensions give the "Invalid
# `input_dataset.`" ValueError (NumPy's str of the dimensions). The values are
# unbatch().batch(N)'s (the class docstring). tf.data.Dataset.from_tensor_slices of a scalar
# fails in TensorSpec._unbatch too.
import tensorflow as tf


def show(f):
    try:
        print(f())
    except ValueError as e:
        print("ValueError:", e)


ds = tf.data.Dataset.range(8)
show(lambda: ds.rebatch(2))
show(lambda: ds.rebatch(2, drop_remainder=True))
show(lambda: ds.batch(4).rebatch(2))
show(lambda: ds.batch(4, drop_remainder=True).rebatch(2))
show(lambda: ds.batch(4, drop_remainder=True).rebatch(3))
show(lambda: ds.batch(4, drop_remainder=True).rebatch(3, drop_remainder=True))
print(list(ds.batch(4, drop_remainder=True).rebatch(3).as_numpy_iterator()))
pairs = tf.data.Dataset.zip(ds.batch(4, drop_remainder=True), ds.batch(2, drop_remainder=True))
show(lambda: pairs.rebatch(2))
show(lambda: tf.data.Dataset.zip(ds.batch(4, drop_remainder=True), ds.batch(4)).rebatch(2).element_spec)
show(lambda: tf.data.Dataset.from_tensor_slices(tf.constant(5)))
