# A tf.Variable a tf.function reads is captured by its handle, and the capture placeholder is
# made while op_def_library._apply_op_helper converts the op's inputs inside the op's own name
# scope (TF 2.20 func_graph.py capture -> _create_placeholder_helper, named after the input arg
# "resource"): `x * v` reads inside "mul" so the handle is "mul/ReadVariableOp/resource",
# `v * x` reads first (BaseResourceVariable._run_op) giving "ReadVariableOp/resource",
# read_value reads in "Read", and a first use by assign_add captures it as
# "AssignAddVariableOp/resource"; later uses share the one placeholder.
import tensorflow as tf

v = tf.Variable([1.0, 2.0])


@tf.function
def scale(x):
    return x * v


cf = scale.get_concrete_function(tf.TensorSpec([2], tf.float32))
print([op.name for op in cf.graph.get_operations()])
print(cf.inputs)


@tf.function
def scale_right(x):
    return v * x


print([op.name for op in scale_right.get_concrete_function(tf.TensorSpec([2])).graph.get_operations()])


@tf.function
def step(x):
    v.assign_add(x)
    return v.read_value() + v


for op in step.get_concrete_function(tf.TensorSpec([2])).graph.get_operations():
    print(op.name, op.type)
print(step(tf.constant([1.0, 1.0])))
