# Eager tensors a tf.function captures by value. TF 2.20's FuncGraph.capture
# (core/function/capture/capture_container.py, FunctionCaptures.capture_by_value) turns an eager
# tensor of at most 128 elements into a Const named after the op input converting it
# (op_def_library._ExtractInputsAndAttrs: "truediv/y"), keyed by id(tensor) so a second use
# reuses it, and appends it to graph.inputs; ConcreteFunction.captured_inputs
# (func_graph.external_captures) feeds it to every call, and the FunctionType lists its
# TensorSpec among the captures. The function receives it as an argument
# (atomic_function.from_func_graph leaves the inputs' ops out of the body), so grappler cannot
# fold it: x / scale stays a division (0.9), where x / 10.0 divides by a Const and runs as
# x * 0.1 (ReduceDivToReciprocalMul: 0.90000004).
import re

import tensorflow as tf

scale = tf.constant(10.0)
v = tf.Variable(1.0)


@tf.function
def f(x):
    return x / scale + scale * v


@tf.function
def ratio(x):
    return x / scale


@tf.function
def ratio_literal(x):
    return x / 10.0


cf = f.get_concrete_function(tf.TensorSpec([], tf.float32))
print([op.name for op in cf.graph.get_operations()])
print(cf.graph.inputs)
print(len(cf.captured_inputs), cf.captured_inputs[0] is scale)
print(len(cf.graph.captures), cf.graph.external_captures[0] is scale)
print(cf.graph.internal_captures)
print(cf.graph.captures[0][1])
print(cf.graph.variables)
print(cf.graph.trainable_variables == cf.trainable_variables)
captures = cf.pretty_printed_signature().split("Captures:\n")[1]
print(re.sub(r"\d+: ", "<id>: ", captures))
print(f(tf.constant(9.0)).numpy())
print(ratio(tf.constant(9.0)).numpy(), ratio_literal(tf.constant(9.0)).numpy())
print([op.name for op in ratio.get_concrete_function(tf.TensorSpec([], tf.float32)).graph.get_operations()])
