# A TensorSpec's name is part of its trace type (tensorflow/python/framework/tensor.py
# TensorSpec.is_subtype_of: `(not self.name or self.name == other.name) and ...`): an unnamed
# spec reuses the trace a call made, a named one does not match that unnamed trace and traces
# anew, then is reused; calls go on using the first trace. This is why tf.saved_model.save
# prints the trace-time output of a signature-less tf.function again.
import tensorflow as tf


@tf.function
def f(x):
    print("tracing", x)
    return x * 2.0


f(tf.constant(1.0))
print(f.get_concrete_function(tf.TensorSpec([], tf.float32)) is not None)
print(f.experimental_get_tracing_count())
named = f.get_concrete_function(tf.TensorSpec([], tf.float32, name="x"))
print(f.experimental_get_tracing_count())
f.get_concrete_function(tf.TensorSpec([], tf.float32, name="x"))
print(f.experimental_get_tracing_count())
print(f(tf.constant(2.0)))
print(f.experimental_get_tracing_count())
print(named.structured_input_signature)
