# Assigning through a slice of a tf.Variable (array_ops._SliceHelperVar: the StridedSlice result
# carries an `assign` closure that runs ResourceStridedSliceAssign with the slice's arguments,
# named "strided_slice/_assign", and returns the variable lazily read, an _UnreadVariable).
# Only `assign` exists on the slice. The CPU kernel broadcasts the value over the slice
# (StridedSliceAssignBCast in strided_slice_op.cc) and refuses a value that does not broadcast with
# InvalidArgumentError "Cannot broadcast input shape [3] into final shape [2]". Expected text
# derived from tensorflow/python/ops/array_ops.py, resource_variable_ops.py and those kernels.
import tensorflow as tf

v = tf.Variable([1.0, 2.0, 3.0, 4.0])
print(v[0].assign(5.0))
print(v[1:3].assign([7.0, 8.0]))
print(v.numpy())
print(hasattr(v[0], "assign"), hasattr(v[0], "assign_add"), hasattr(tf.constant(1.0), "assign"))
try:
    v[1:3].assign([0.0, 1.0, 2.0])
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e)
v[1:3].assign(0.0)
print(v.numpy())
v[1:3].assign([7.0, 8.0])
m = tf.Variable([[1, 2], [3, 4]])
m[:, 1].assign([9, 9])
m[::-1, 0].assign(tf.constant([-1, -2]))
print(m)


@tf.function
def put(i, x):
    v[i].assign(x)
    v[-1:].assign([x * 2])
    return v.read_value()


print(put(tf.constant(3), tf.constant(0.5)))
cf = put.get_concrete_function(tf.TensorSpec([], tf.int32), tf.TensorSpec([], tf.float32))
print([op.type for op in cf.graph.get_operations() if "Assign" in op.type])
print([op.name for op in cf.graph.get_operations() if op.type == "ResourceStridedSliceAssign"])
