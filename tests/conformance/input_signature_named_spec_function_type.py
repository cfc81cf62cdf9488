# A named TensorSpec in input_signature keeps its name in the Function's function_type, and so in
# the binding error's "for signature: ..." text: add_type_constraints types the signature with
# InternalTracingContext(is_legacy_signature=True), where trace_type.from_value returns a
# TraceType (the TensorSpec itself) unchanged. An unnamed spec shows name=None.
# TF source: tensorflow/core/function/polymorphism/function_type.py (add_type_constraints),
# tensorflow/core/function/trace_type/trace_type_builder.py (from_value),
# tensorflow/python/eager/polymorphic_function/function_type_utils.py (bind_function_inputs),
# tensorflow/python/framework/tensor.py (TensorSpec._cast: "Can not cast ...").
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([None, 3], tf.float32, name="inp")])
def f(x):
    return x


print(f.function_type)
try:
    f(tf.ones([2, 4]))
except TypeError as e:
    print(e)


@tf.function(input_signature=[tf.TensorSpec([], tf.int32, name="count"), tf.TensorSpec([2], tf.float32)])
def g(n, v):
    return v * tf.cast(n, tf.float32)


print(g.function_type)
print(g(3, tf.constant([1.0, 2.0])))
try:
    g(1, 2, 3)
except TypeError as e:
    print(e)
