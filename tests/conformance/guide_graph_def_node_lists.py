# Introduction to graphs: a traced function's graph as a GraphDef (node names and op types),
# its operations, inputs, outputs and structured outputs. Expected text from TF 2.20's
# func_graph.py (placeholders named after the parameters), math_ops.py (the 'add' name scope
# of the + operator), polymorphic_function.py (the Identity on every output) and the
# protobuf repeated-field repr of NodeDef.input.
import tensorflow as tf

@tf.function
def affine(x, w, b):
    return tf.matmul(x, w) + b

x = tf.constant([[1.0, 2.0]])
w = tf.constant([[3.0], [4.0]])
b = tf.constant(0.5)
print(affine(x, w, b))
cf = affine.get_concrete_function(x, w, b)
gd = cf.graph.as_graph_def()
print([n.name for n in gd.node])
print([n.op for n in gd.node])
print(gd.node[3].input)
print(len(cf.graph.get_operations()))
print([op.name for op in cf.graph.get_operations()])
print(cf.inputs)
print(cf.outputs)
print(cf.structured_outputs)
