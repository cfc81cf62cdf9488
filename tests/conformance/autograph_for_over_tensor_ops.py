# `for x in t` over a tensor in a tf.function: AutoGraph's _known_len_tf_for_stmt takes the
# length (py_builtins.len_: the static first dimension as a Python int, else
# array_ops.shape(t)[0], which makes two Shape ops), unstacks the tensor into a TensorArray
# (TensorArray(t.dtype, size=n), then ta.unstack(t)) and runs a while loop whose body reads
# ta.read(i) (_add_max_iterations_hint bounds the loop by n only in an XLA context). So the
# graph holds TensorArrayV2 (a TensorListReserve, its element_shape -1 and num_elements inputs
# made in its scope), TensorArrayUnstack's TensorListFromTensor (its element shape a "Const" of
# the scope for scalar rows, else the list converted in the op's own scope), the loop index 0
# ("Const_1"), then while_v2's maximum_iterations (-1) and loop_counter, in that order. The
# loop carries the unstacked list as a captured input.
# TF source: tensorflow/python/autograph/operators/control_flow.py (_known_len_tf_for_stmt,
# _add_max_iterations_hint), autograph/operators/py_builtins.py (_tf_tensor_len),
# python/ops/tensor_array_ops.py (_GraphTensorArrayV2.__init__, unstack, read),
# python/ops/list_ops.py (tensor_list_reserve, tensor_list_from_tensor, _build_element_shape),
# python/ops/while_v2.py (while_loop, _build_maximum_iterations_loop_var),
# core/ops/list_ops.cc (the ops' inputs).
import tensorflow as tf


@tf.function
def total(t):
    s = tf.constant(0.0)
    for x in t:
        s += x
    return s


graph = total.get_concrete_function(tf.TensorSpec([3], tf.float32)).graph
for op in graph.get_operations():
    print(op.name, op.type)
print([t.name for t in graph.get_operation_by_name("while").inputs])
print([t.name for t in graph.get_operation_by_name("TensorArrayV2").inputs])
print(total(tf.constant([1.0, 2.0, 3.0])))


@tf.function
def column_sums(t):
    s = tf.zeros([2])
    for row in t:
        s += row
    return s


graph = column_sums.get_concrete_function(tf.TensorSpec([None, 2], tf.float32)).graph
print([op.name for op in graph.get_operations()])
unstack = graph.get_operation_by_name("TensorArrayUnstack/TensorListFromTensor")
print([t.name for t in unstack.inputs])
# The loop test reads the length, so the loop captures it before the body's list
# (while_v2: the body captures cond_graph.external_captures first).
print([t.name for t in graph.get_operation_by_name("while").inputs])
print(column_sums(tf.constant([[1.0, 2.0], [3.0, 4.0]])))
