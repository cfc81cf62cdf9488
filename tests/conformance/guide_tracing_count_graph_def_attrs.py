# Tracing counts and GraphDef attributes: a Python int, int32 and float32 scalars and a vector
# each trace (4), get_concrete_function with a TensorSpec traces a 5th; the graph's nodes are
# the placeholder, the Const 'mul/y' that the * operator converts 2 into, Mul and Identity;
# AttrValue and repeated-field text as protobuf prints them. A lambda with a default shares one
# trace between g(1) and g(a=1, b=3) (defaults are bound before the key is built).
import tensorflow as tf

@tf.function
def f(x):
    return x * 2

print(f.experimental_get_tracing_count())
f(1)
f(tf.constant(1))
f(tf.constant(1.0))
f(tf.constant([1, 2]))
print(f.experimental_get_tracing_count())
cf = f.get_concrete_function(tf.TensorSpec([None], tf.int32))
print(f.experimental_get_tracing_count())
print([n.name for n in cf.graph.as_graph_def().node])
print(cf.graph.as_graph_def().node[0].attr["dtype"])
print(cf.graph.as_graph_def().node[1].op, cf.graph.as_graph_def().node[1].attr["value"].tensor.int_val)
print(f.input_signature)
print(f.python_function.__name__, f.__name__)
g = tf.function(lambda a, b=3: a + b)
print(g(1), g(1, b=4), g(a=2))
print(g.experimental_get_tracing_count())
print(g.pretty_printed_concrete_signatures())
