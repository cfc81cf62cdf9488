# get_concrete_function accepts tensors, TensorSpecs and Python values and returns the same
# ConcreteFunction for the same types; a ConcreteFunction can be called directly and describes
# itself: str/repr, pretty_printed_signature, structured_input_signature, structured_outputs.
# TF source: tensorflow/python/eager/polymorphic_function/concrete_function.py (__repr__ with
# "0x{:X}", __str__, pretty_printed_signature), polymorphic_function.py
# (pretty_printed_concrete_signatures, python_function, input_signature),
# tensorflow/core/function/polymorphism/function_type.py (FunctionType.__repr__).
import tensorflow as tf


@tf.function
def power(a, b=2):
    return a ** b


by_spec = power.get_concrete_function(tf.TensorSpec(None, tf.float32))
by_spec_again = power.get_concrete_function(tf.TensorSpec(None, tf.float32), b=2)
by_tensor = power.get_concrete_function(tf.constant([1.0, 2.0]), 3)
print(by_spec is by_spec_again, by_spec is by_tensor)
print("traces:", power.experimental_get_tracing_count())
print(by_spec)
print(repr(by_tensor))
print(by_tensor.pretty_printed_signature(verbose=False))
print(by_spec.structured_input_signature)
print(by_tensor.structured_input_signature)
print(by_spec(tf.constant(3.0)).numpy())
print(by_tensor(tf.constant([2.0, 3.0])).numpy())
print("traces after calls:", power.experimental_get_tracing_count())
print(power.pretty_printed_concrete_signatures())
print(type(power).__name__, type(by_spec).__name__)
print(power.python_function)
print(power.input_signature)
print(power)


@tf.function
def first_of(xs, *rest, scale=1):
    return xs[0] * scale


nested = first_of.get_concrete_function([tf.constant(1), tf.constant(2)], tf.constant(3.0), scale=2)
# convert_structure_to_signature names nested tensors by their path joined with '_' and passed
# through tensor.sanitize_spec_name (func_graph.py).
print(nested.structured_input_signature)
print(nested.pretty_printed_signature(verbose=False))


# TensorSpecs nested in a structure stand for tensors too (a TypeSpec is its own TraceType).
@tf.function
def pair_sum(pair):
    return pair[0] + tf.reduce_sum(pair[1])


by_specs = pair_sum.get_concrete_function((tf.TensorSpec([2]), tf.TensorSpec([3])))
print(by_specs.structured_input_signature)
print(by_specs((tf.ones([2]), tf.fill([3], 2.0))))
