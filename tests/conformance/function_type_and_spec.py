# Function.function_type and Function.function_spec (TF 2.20
# tensorflow/python/eager/polymorphic_function/polymorphic_function.py): function_type is the
# polymorphic FunctionType (tensorflow/core/function/polymorphism/function_type.py): str() is
# inspect.Signature's text, where a default shows as <captured_default_value> and an
# input_signature adds TensorSpec annotations (a parameter left to its default is constrained to
# the default's Literal); repr() lists kinds and constraints (None when unconstrained).
# function_spec is function_type_utils.FunctionSpec: fullargspec from to_fullargspec,
# input_signature from to_input_signature, jit_compile as passed to tf.function (None when not).
import tensorflow as tf


@tf.function
def scale(x, factor=2, *, bias=0.0):
    return x * factor + bias


print(scale.function_type)
print(repr(scale.function_type))
spec = scale.function_spec
print(type(spec).__name__, type(spec).__module__)
print(spec.arg_names, spec.default_values)
print(spec.fullargspec)
print(spec.input_signature, spec.flat_input_signature, spec.is_pure, spec.jit_compile)


@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)], jit_compile=True)
def shift(x, k=3):
    return x + k


print(shift.function_type)
print(shift.function_spec.signature_summary(default_values=True))
print(shift.function_spec.flat_input_signature, shift.function_spec.jit_compile)
print(tf.function(lambda v: v, jit_compile=False).function_spec.jit_compile)


class Model:
    @tf.function
    def call(self, x, training=False):
        return x


print(Model().call.function_type)
print(Model().call.function_spec.arg_names)
