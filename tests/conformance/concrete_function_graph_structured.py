# A ConcreteFunction's structured signature and outputs belong to its FuncGraph: the
# ConcreteFunction reads them back from its graph, so both show the same objects.
# TF source: tensorflow/python/framework/func_graph.py (func_graph_from_py_func sets
# structured_input_signature from convert_structure_to_signature and structured_outputs from
# the converted return values, each marked as a return: an Identity),
# tensorflow/python/eager/polymorphic_function/concrete_function.py (structured_input_signature,
# structured_outputs read self._func_graph's).
import tensorflow as tf


@tf.function
def f(x, y=2):
    return {"a": x * y, "b": [x]}


cf = f.get_concrete_function(tf.constant(1.0))
g = cf.graph
print(g.structured_input_signature)
print(g.structured_outputs)
print(g.structured_outputs is cf.structured_outputs, g.structured_input_signature == cf.structured_input_signature)
