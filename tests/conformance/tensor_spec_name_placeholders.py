# A TensorSpec's name names the placeholder it stands for (tensorflow/python/framework/tensor.py
# TensorSpec.placeholder_value: `name = self.name or placeholder_context.naming_scope`), for an
# input_signature and for get_concrete_function alike; structured_input_signature keeps it
# (func_graph.convert_structure_to_signature: a user_specified_name unlike the argument's wins), and
# SavedModel signatures name their inputs after it (the tf.saved_model.save docstring: names "may be
# overridden by specifying a name=... argument in the corresponding tf.TensorSpec object").
# The function type shows the input_signature's spec with its name (as Keras's model.export
# prints `args_0 (POSITIONAL_ONLY): TensorSpec(..., name='keras_tensor')`).
import tensorflow as tf
@tf.function(input_signature=[tf.TensorSpec([None], tf.float32, name="inp")])
def f(x):
    print(x)
    return x + 1.0
print(f(tf.constant([1.0])))
print(f.get_concrete_function().structured_input_signature)
print(f.get_concrete_function().pretty_printed_signature())
@tf.function
def g(x, y):
    print(x, y)
    return x
cf = g.get_concrete_function(tf.TensorSpec([], tf.float32, name="a"), tf.TensorSpec([], tf.float32))
print(cf.structured_input_signature)
print(cf.inputs)
class M(tf.Module):
    @tf.function(input_signature=[tf.TensorSpec([None], tf.float32, name="inp")])
    def f(self, x):
        return x * 2.0
tf.saved_model.save(M(), "m")
l = tf.saved_model.load("m")
s = l.signatures["serving_default"]
print(s.structured_input_signature)
print(s(inp=tf.constant([1.0])))
print(l.f(tf.constant([2.0])))
