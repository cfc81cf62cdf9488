# get_concrete_function given TensorSpecs on a tf.function with an input_signature. TF 2.20's
# tracing_compilation.trace_function binds them with function_type_utils.bind_function_inputs,
# which casts each to its signature spec (TensorSpec.cast with allow_specs: `assert
# value.is_subtype_of(self)`, then `return self`). So a more specific spec gets the signature's
# concrete function without a new trace. A different dtype, an incompatible shape or another
# name (TensorSpec.is_subtype_of: `not self.name or self.name == other.name`) fails with
# bind_function_inputs's TypeError "Binding inputs to tf.function failed due to `Can not cast
# ...`". TF source: tensorflow/python/framework/tensor.py,
# python/eager/polymorphic_function/tracing_compilation.py, function_type_utils.py.
import tensorflow as tf


@tf.function(input_signature=(tf.TensorSpec(shape=[None], dtype=tf.int32),))
def next_collatz(x):
    print("Tracing with", x)
    return tf.where(x % 2 == 0, x // 2, 3 * x + 1)


cf = next_collatz.get_concrete_function()
same = next_collatz.get_concrete_function(tf.TensorSpec([3], tf.int32))
print(same is cf, next_collatz.experimental_get_tracing_count())
print(same.structured_input_signature)
for spec in (tf.TensorSpec([None], tf.float32), tf.TensorSpec([2, 2], tf.int32), tf.TensorSpec([None], tf.int32, name="a")):
    try:
        next_collatz.get_concrete_function(spec)
    except TypeError as e:
        print(f"{type(e).__name__}: {e}")
print(next_collatz.experimental_get_tracing_count())
