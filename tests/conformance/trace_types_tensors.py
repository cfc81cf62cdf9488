# Tensors and NumPy arrays are traced by TensorSpec(shape, dtype), never by value: new values of
# the same shape and dtype reuse the trace; a NumPy array counts as a tensor of its shape and
# dtype (float64 for a default float array).
# TF source: tensorflow/core/function/trace_type/trace_type_builder.py (from_value: ndarray ->
# TensorSpec), tensorflow/python/framework/tensor.py (Tensor.__tf_tracing_type__).
import numpy as np
import tensorflow as tf


@tf.function
def total(v):
    print("tracing total with", v)
    return tf.reduce_sum(v)


print(total(tf.constant([1, 2, 3])).numpy())
print(total(tf.constant([4, 5, 6])).numpy())
print(total(tf.constant([1, 2])).numpy())
print(total(tf.constant([1.5, 2.5])).numpy())
print(total(np.array([7, 8], dtype=np.int32)).numpy())
print(total(np.array([0.5, 0.25])).numpy())
print(total(np.array([1.0, 2.0])).numpy())
print("traces:", total.experimental_get_tracing_count())
print(total.pretty_printed_concrete_signatures(verbose=False))
