# tf.Variable.scatter_nd_max / scatter_nd_min (ResourceScatterNdMax / ResourceScatterNdMin on the
# handle, the updates converted to the variable's dtype, then a lazy read) and is_initialized
# (VarIsInitializedOp: a bool scalar tensor).
# TF source: tensorflow/python/ops/resource_variable_ops.py (BaseResourceVariable.scatter_nd_max,
# scatter_nd_min, is_initialized); test from
# tensorflow/python/kernel_tests/variables/resource_variable_ops_test.py (testGPUInteger:
# v.scatter_nd_max(indices=[[1]], updates=[3]) gives [2, 3]).
import tensorflow as tf

v = tf.Variable([2, 2])
v.scatter_nd_max(indices=[[1]], updates=[3])
print(v.numpy())
v.scatter_nd_min(indices=[[0]], updates=[1])
print(v.numpy())

w = tf.Variable([[1.0, 5.0], [3.0, 4.0]])
out = w.scatter_nd_max([[0, 0], [1, 1]], [2, 1])
print(type(out).__name__, out.numpy().tolist())
w.scatter_nd_min([[1]], [[0.5, 9.0]])
print(w.numpy().tolist())

print(v.is_initialized())


@tf.function
def f():
    w.scatter_nd_max([[0, 1]], [7.0])
    return w.is_initialized()


print(f())
print(w.numpy().tolist())
