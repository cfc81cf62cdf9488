# len() of a tensor in a tf.function is AutoGraph's py_builtins.len_: the static first dimension
# as a Python int when it is known, else the tensor `array_ops.shape(s)[0]`. _tf_tensor_len makes
# a first Shape op to check the rank and then a second one for the slice, so the graph gets Shape,
# Shape_1 and a StridedSlice named strided_slice (with its strided_slice/stack consts). A
# for loop over such a tensor takes its length the same way.
# TF source: tensorflow/python/autograph/operators/py_builtins.py (len_, _tf_tensor_len),
# tensorflow/python/ops/array_ops.py (shape; Tensor.__getitem__ is _slice_helper).
import tensorflow as tf


@tf.function(input_signature=[tf.TensorSpec([None, 2], tf.float32)])
def rows(x):
    n = len(x)
    print(n)
    return n


print(rows(tf.zeros([3, 2])))
ops = rows.get_concrete_function().graph.get_operations()
print([(op.name, op.type) for op in ops])


@tf.function
def fixed(x):
    n = len(x)
    print(n)
    return n


print(fixed(tf.zeros([4, 2])))
