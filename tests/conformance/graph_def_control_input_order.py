# Graph.as_graph_def() writes each node's control inputs sorted by the source op's name, after
# its data inputs: Graph::ToGraphDefSubRange (tensorflow/core/graph/graph.cc) sorts them "for
# more predictable serialization". Operation.control_inputs and Operation.node_def keep the
# order they were added in, which for automatic control dependencies follows a Python set
# (auto_control_deps.py), so this program shows those sorted.
import tensorflow as tf

v = tf.Variable(1.0)


@tf.function
def step(x):
    tf.print("step")
    v.assign_add(x)
    y = v * 2.0
    tf.print("y", y)
    return y + x


graph = step.get_concrete_function(tf.TensorSpec([], tf.float32)).graph
for node in graph.as_graph_def().node:
    if any(i.startswith("^") for i in node.input):
        print(node.name, list(node.input))
print(sorted(c.name for c in graph.get_operation_by_name("NoOp").control_inputs))
