# input_signature: tf.function checks it when decorating; every call is cast to it (Python values
# converted to the spec's dtype, tensors never cast) and served by the single trace, whose
# placeholders have the spec's shape; what cannot be cast fails with the binding TypeError.
# TF source: tensorflow/python/eager/polymorphic_function/function_type_utils.py
# (_validate_signature, bind_function_inputs), tensorflow/core/function/polymorphism/
# function_type.py (add_type_constraints), tensorflow/python/framework/tensor.py (TensorSpec.cast).
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
def halve(v):
    print("tracing halve with", v)
    return v / 2


print(halve(tf.constant([1.0, 2.0])).numpy())
print(halve(tf.constant([4.0, 6.0, 8.0])).numpy())
print(halve([10.0, 20.0]).numpy())
print(halve([3]).numpy())
print("traces:", halve.experimental_get_tracing_count())
print(halve.input_signature)
print(halve.pretty_printed_concrete_signatures())

for bad in [tf.constant([1, 2, 3]), tf.constant([[1.0, 2.0]]), 1.5]:
    try:
        halve(bad)
    except TypeError as e:
        print("TypeError:", e)


@tf.function(input_signature=[tf.TensorSpec([], tf.int32)])
def inc(n):
    return n + 1


print(inc(4).numpy())
for bad_call in [lambda: inc(2.0), lambda: inc(1, 2), lambda: inc()]:
    try:
        bad_call()
    except TypeError as e:
        print("TypeError:", e)

for make in [
    lambda: tf.function(lambda x: x, input_signature=tf.TensorSpec([], tf.int32)),
    lambda: tf.function(lambda x: x, input_signature=[1.5]),
    lambda: tf.function(lambda x, y: x, input_signature=[tf.TensorSpec([], tf.int32)]),
    lambda: tf.function(lambda x: x, input_signature=[tf.TensorSpec([]), tf.TensorSpec([])]),
]:
    try:
        make()
    except TypeError as e:
        print("TypeError:", e)
