# A tf.function with a specific input_signature called, inside another tf.function, with a
# tensor of unknown shape: TensorSpec.cast finds the spec more specific than the tensor and
# sets the tensor's shape to the spec's (Tensor.set_shape), so the call traces and returns the
# value; the caller's tensor keeps the new shape.
# TF source: tensorflow/python/framework/tensor.py (TensorSpec.cast: `value.set_shape(
# self.shape)` when `self.is_subtype_of(value_spec)`); polymorphic_function_test.py
# (test_tensor_shape_casted_to_specific).
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([1])])
def specific(x):
    print("specific traced with", x.shape)
    return x


@tf.function(input_signature=[tf.TensorSpec(None)])
def general(x):
    print("general traced with", x.shape)
    y = specific(x)
    print("after the call", x.shape, y.shape)
    return y


print(general(tf.constant([1.0])))
