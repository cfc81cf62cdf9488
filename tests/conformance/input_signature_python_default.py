# A parameter that input_signature leaves to its Python default is constrained to that default.
# Expected text from TF 2.20's source:
# - tensorflow/core/function/polymorphism/function_type.py add_type_constraints: a parameter with
#   no TensorSpec but a default gets `trace_type.from_value(default)`, here Literal[2];
#   bind_with_defaults casts every bound argument to its constraint.
# - tensorflow/core/function/trace_type/default_types.py Literal.cast: `value == self.value`, else
#   ValueError(f"Can not cast {value!r} to {self!r}").
# - tensorflow/python/eager/polymorphic_function/function_type_utils.py bind_function_inputs:
#   the TypeError "Binding inputs to tf.function failed due to `...`"; str(FunctionType) is
#   inspect.Signature's (`scale: Literal[2] = <captured_default_value>`).
# - tracing_compilation.py trace_function: get_concrete_function() binds the input_signature and
#   the defaults, so the trace sees scale = 2.
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([], tf.int32)])
def scaled(x, scale=2):
    print("tracing with scale", scale)
    return x * scale


cf = scaled.get_concrete_function()
print(scaled.experimental_get_tracing_count())
print(cf.structured_input_signature)
print(scaled(tf.constant(3)))
print(scaled(tf.constant(4), 2.0))
print(scaled(tf.constant(5), scale=2))
print(scaled.experimental_get_tracing_count())
for bad in [5, "2", None]:
    try:
        scaled(tf.constant(3), bad)
    except TypeError as e:
        print("TypeError:", e)
print(scaled.experimental_get_tracing_count())
print(scaled.pretty_printed_concrete_signatures())
print(cf)
