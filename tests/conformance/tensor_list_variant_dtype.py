# A tf.TensorArray inside tf.function is a TensorList: its ops (TensorListReserve, SetItem,
# FromTensor) output a DT_VARIANT scalar handle, list ops take it as their `input_handle:
# variant`, and a loop carrying it has a variant loop variable (the While op's T attr and
# output). Reading the list (TensorListGetItem, TensorListStack) gives element_dtype tensors,
# shaped by the element shape the list's handle data records.
# TF source: tensorflow/core/ops/list_ops.cc (the ops' signatures and shape functions),
# tensorflow/python/ops/tensor_array_ops.py (_GraphTensorArrayV2), list_ops.py, while_v2.py
# (a variant loop variable keeps its handle data).
import tensorflow as tf


def show(graph):
    for op in graph.get_operations():
        if op.type.startswith("TensorList"):
            outs = [(t.dtype.name, t.shape.as_list()) for t in op.outputs]
            print(op.name, op.type, [t.dtype.name for t in op.inputs], outs, op.get_attr("element_dtype").name)
        elif op.type in ("While", "StatelessWhile"):
            print(op.name, [str(t) for t in op.outputs if t.dtype == tf.variant], tf.variant in op.get_attr("T"))


@tf.function
def pair(x):
    ta = tf.TensorArray(tf.float32, size=2)
    ta = ta.write(0, x)
    ta = ta.write(1, x * 2.0)
    return ta.stack()


show(pair.get_concrete_function(tf.TensorSpec([3], tf.float32)).graph)
print(pair(tf.constant([1.0, 2.0, 3.0])))


@tf.function
def running(x):
    ta = tf.TensorArray(tf.float32, size=3)
    for i in tf.range(3):
        ta = ta.write(i, x * tf.cast(i, tf.float32))
    return ta.stack()


graph = running.get_concrete_function(tf.TensorSpec([2], tf.float32)).graph
show(graph)
print(running(tf.constant([1.0, 2.0])))


@tf.function
def rows(m):
    total = tf.zeros([2])
    for row in m:
        total += row
    return total


show(rows.get_concrete_function(tf.TensorSpec([3, 2], tf.float32)).graph)
print(rows(tf.ones([3, 2])))


# A dynamically sized TensorArray's size() is TensorListLength, which takes the variant list and
# has no attrs (list_ops.cc REGISTER_OP("TensorListLength")).
@tf.function
def grown(n):
    ta = tf.TensorArray(tf.int32, size=0, dynamic_size=True)
    for i in tf.range(n):
        ta = ta.write(i, i)
    return ta.size()


length = [op for op in grown.get_concrete_function(tf.TensorSpec([], tf.int32)).graph.get_operations()
          if op.type == "TensorListLength"][0]
print(length.name, [t.dtype.name for t in length.inputs], sorted(length.node_def.attr))
print(grown(tf.constant(4)))
