# tf.compat.v1.get_default_graph (TF 2.20 framework/ops.py get_default_graph: the top of the
# default-graph stack): while a tf.function traces it is that function's FuncGraph (named after
# the Python function), filling up as the trace adds ops; under Graph.as_default() it is that
# graph; eagerly it is the global default graph, one object, which eager ops leave empty.
import tensorflow as tf

g0 = tf.compat.v1.get_default_graph()
print(type(g0).__name__, g0 is tf.compat.v1.get_default_graph(), g0.get_operations())
x = tf.constant(1.0) + 2
print(g0.get_operations())


@tf.function
def f(x):
    g = tf.compat.v1.get_default_graph()
    print(type(g).__name__, g.name, [op.name for op in g.get_operations()])
    y = x * 2
    print([op.name for op in g.get_operations()])
    return y


f(tf.constant(3.0))
g = tf.Graph()
with g.as_default():
    print(tf.compat.v1.get_default_graph() is g)
