# A ConcreteFunction's graph, inputs and outputs. Every returned tensor goes through an Identity
# (auto_control_deps.mark_as_return, called by func_graph.func_graph_from_py_func), so the
# structured outputs and graph outputs are Identity tensors named in return order; the graph
# is named after the Python function. A captured tf.Variable is listed under Captures as
# `{id}: TensorSpec(shape=(), dtype=tf.resource, name=None)` (function_type.FunctionType.__repr__).
# Printing an Operation prints its NodeDef (ops.py Operation.__str__: str(self.node_def)) in
# protobuf text format; an argument's placeholder records the argument's name in the
# _user_specified_name attr (tensor.py TensorSpec.placeholder_value). as_graph_def() returns
# the GraphDef (nothing printed).
# Expected text derived from tensorflow/python/framework/func_graph.py,
# tensorflow/python/framework/ops.py (Operation.__str__/__repr__) and core/function/polymorphism/function_type.py.
import tensorflow as tf


@tf.function
def scale_and_shift(values, k):
    doubled = values * 2.0
    return doubled + k, doubled


spec = tf.TensorSpec([3], tf.float32)
cf = scale_and_shift.get_concrete_function(spec, tf.TensorSpec([], tf.float32))
print(cf.structured_outputs)
print(cf.inputs)
print(cf.outputs)
graph = cf.graph
print(graph.name)
for op in graph.get_operations():
    print(op.name, op.type)
print(graph.get_operations()[0])
print(repr(graph.get_operations()[0]))
try:
    graph.as_graph_def()
except NotImplementedError:
    print("as_graph_def: NotImplementedError")

bias = tf.Variable(0.5)


@tf.function
def with_bias(t):
    return {"out": t + bias}


cf2 = with_bias.get_concrete_function(tf.TensorSpec([], tf.float32))
print(cf2.structured_outputs)
lines = cf2.pretty_printed_signature().splitlines()
print("\n".join(lines[:-1]))
capture_id, capture_type = lines[-1].strip().split(": ", 1)
print(int(capture_id) > 0, capture_type)
print(len(cf2.inputs), cf2.inputs[1].dtype)
