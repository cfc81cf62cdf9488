# Variable.assign / assign_add / assign_sub with read_value=False: None eagerly, the assignment's
# tf.Operation inside a tf.function, usable in tf.control_dependencies but not as a return value.
# Source: tensorflow/python/ops/resource_variable_ops.py BaseResourceVariable.assign (returns
# `assign_op`, gen_resource_variable_ops.assign_variable_op's result: None when executing eagerly,
# the Operation in a graph); framework/func_graph.py func_graph_from_py_func's convert() raises
# "To be compatible with tf.function, Python functions must return zero or more Tensors or
# ExtensionTypes or None values; ... found return value of type Operation ...".
import tensorflow as tf

v = tf.Variable(1.0)
print(v.assign(2.0, read_value=False), v.assign_add(1.0, read_value=False))


@tf.function
def step():
    op = v.assign_add(1.0, read_value=False)
    print(type(op).__name__, op.name, op.type, [t.name for t in op.inputs])
    with tf.control_dependencies([op]):
        return v.read_value() * 10


print(step())


@tf.function
def returns_op():
    return v.assign_sub(1.0, read_value=False)


try:
    returns_op()
except TypeError as e:
    print("TypeError:", str(e).replace(hex(id(returns_op.python_function)), "0x..."))
