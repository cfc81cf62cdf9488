# Looking inside graphs: ConcreteFunction.graph, its operations and tensors, the NodeDefs of
# graph.as_graph_def() (the guide "Introduction to graphs", section "Obtaining graphs", for a
# small function), and a tf.Graph built under as_default() (the tf.Graph docstring's example).
# Expected text derived from tensorflow/python/framework/ops.py (Graph.get_operations,
# get_operation_by_name, get_tensor_by_name and _as_graph_element_locked's messages;
# Operation.__str__ = str(node_def), __repr__, inputs as a tuple, get_attr), func_graph.py,
# tensor.py (TensorSpec.placeholder_value sets _user_specified_name), tensor_util.py
# (make_tensor_proto: a scalar's value in float_val, several float32 values as tensor_content
# bytes), and protobuf's text format (fields in field-number order, map entries sorted by key,
# bytes C-escaped with octal escapes). Each NodeDef is printed on its own: a GraphDef also holds
# the graph's producer version, which tfplay does not know for TF 2.20.
import tensorflow as tf


@tf.function
def affine(x):
    return x * 2.0 + tf.constant([1.0, 2.0])


cf = affine.get_concrete_function(tf.TensorSpec([2], tf.float32))
graph = cf.graph
print(graph is cf.graph)
print([op.name for op in graph.get_operations()])
print([op.type for op in graph.get_operations()])
mul = graph.get_operation_by_name("mul")
print(repr(mul), mul.type, mul.inputs)
print(mul.outputs, mul.outputs[0].op is mul)
print(mul.inputs[0].op is graph.get_operations()[0])
print(mul.get_attr("T"))
print(graph.get_tensor_by_name("add:0"))
graph_def = graph.as_graph_def()
print(len(graph_def.node), [node.op for node in graph_def.node])
for node in graph_def.node:
    print(node)
print(graph_def.node[2].input)
print(graph.get_operation_by_name("Const").get_attr("value"))

try:
    graph.get_tensor_by_name("add:1")
except KeyError as e:
    print("KeyError:", e)
try:
    graph.get_tensor_by_name("add")
except ValueError as e:
    print("ValueError:", e)
try:
    graph.get_operation_by_name("sub")
except KeyError as e:
    print("KeyError:", e)

g = tf.Graph()
with g.as_default():
    c = tf.constant(30.0, name="c")
    assert c.graph is g
    d = tf.square(c)
print(c, d)
print(g.get_operations())
print(d.op.inputs, d.op.graph is g)
