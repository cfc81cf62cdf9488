# ConcreteFunction.function_def: the FunctionDef of the traced graph. Its node_def lists every
# op but the inputs' placeholders, in creation order, each input written as
# "<node>:<output arg name>:<index>" (or the argument's name); the signature names the inputs
# and outputs after their nodes, lower case with other characters as "_", and ret maps each
# output to its tensor.
# The signature's name is __inference_<name>_<uid>, the uid a process-wide counter.
# A list output is named by its output arg and its index in the list ("split:output:1").
# TF source: tensorflow/c/c_api_function.cc (GraphToFunctionDef, NodeNameMapping::Normalize),
# core/framework/function.proto, op_def.proto, python/eager/polymorphic_function/
# concrete_function.py (function_def).
import tensorflow as tf


@tf.function
def affine(x):
    return x * 2.0 + 1.0


fd = affine.get_concrete_function(tf.TensorSpec([], tf.float32)).function_def
print(fd.signature.name.startswith("__inference_affine_"))
print(len(fd.node_def))
print([n.op for n in fd.node_def])
print([n.name for n in fd.node_def])
print([list(n.input) for n in fd.node_def])
print([(a.name, a.type) for a in fd.signature.input_arg], [(a.name, a.type) for a in fd.signature.output_arg])
print(dict(fd.ret))


@tf.function
def halves(x):
    a, b = tf.split(x, 2)
    return a + b, tf.identity(x)


fd = halves.get_concrete_function(tf.TensorSpec([4], tf.float32)).function_def
print([(n.name, n.op) for n in fd.node_def])
print([list(n.input) for n in fd.node_def])
print([a.name for a in fd.signature.output_arg], dict(fd.ret))
