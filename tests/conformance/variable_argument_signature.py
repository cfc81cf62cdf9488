# A tf.Variable passed as an argument of a tf.function: its trace type is
# VariableSpec(shape, dtype, trainable, alias_id) (BaseResourceVariable.__tf_tracing_type__),
# and VariableSpec.placeholder_value captures the variable's handle as a resource placeholder
# named after the parameter, with `_user_specified_name` set to it, in parameter order with the
# tensor inputs. structured_input_signature shows the VariableSpec
# (convert_structure_to_signature: trace_type.from_value of the variable); alias ids number the
# distinct variables of the signature from 0.
# TF source: tensorflow/python/ops/resource_variable_ops.py (VariableSpec: placeholder_value,
# __repr__; BaseResourceVariable.__tf_tracing_type__), python/framework/func_graph.py
# (convert_structure_to_signature, func_graph_from_py_func).
import tensorflow as tf

v = tf.Variable(1.0)
w = tf.Variable([1, 2], trainable=False)


@tf.function
def scale(var, x):
    return var * x


cf = scale.get_concrete_function(v, tf.constant(2.0))
print(cf.graph.inputs)
print(cf.graph.inputs[0].op.get_attr("_user_specified_name"))
print(cf.structured_input_signature)
print(scale(v, tf.constant(3.0)))


@tf.function
def combine(a, b):
    return tf.cast(b, tf.float32) * a


cf = combine.get_concrete_function(v, w)
print([t.name for t in cf.graph.inputs])
print(cf.structured_input_signature)
print(combine(v, w))
