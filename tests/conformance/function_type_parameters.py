# FunctionType is an inspect.Signature: its parameters map each name to a function_type.Parameter,
# an inspect.Parameter whose annotation is its type constraint (`type_constraint`) and whose
# default marks it `optional`. A concrete function's parameters are required and typed by
# their arguments (TensorSpecs here); a tf.function's are unconstrained without an
# input_signature and constrained by its TensorSpecs with one.
# TF source: tensorflow/core/function/polymorphism/function_type.py (Parameter, FunctionType);
# polymorphic_function_test.py (testConcreteFunctionType: parameters[0].name == 'x',
# type_constraint == TensorSpec([], int32)).
import tensorflow as tf


@tf.function
def foo(x, y):
    return x * y


cf = foo.get_concrete_function(tf.TensorSpec([], tf.int32), tf.TensorSpec([2], tf.int32, name="why"))
params = cf.function_type.parameters
print(type(params).__name__, list(params))
p = params["x"]
print(p.name, p.kind, p.optional, p.type_constraint)
print(p.type_constraint == tf.TensorSpec([], tf.int32))
print(p)
print(params["y"])
print(list(foo.function_type.parameters.values()))


@tf.function(input_signature=[tf.TensorSpec([None], tf.float32)])
def bar(x):
    return x * 2.0


x_param = bar.function_type.parameters["x"]
print(x_param.type_constraint, x_param.optional)
