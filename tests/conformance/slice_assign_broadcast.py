# array_ops_test.SliceAssignTest.testSliceAssignWithBroadcasting (TF 2.20): assigning to a
# Variable's slice broadcasts the value as NumPy's `a[index] = value` does. The CPU kernel of
# (Resource)StridedSliceAssign uses StridedSliceAssignBCast (strided_slice_op.cc): the value gets
# leading ones (or loses leading ones) to the slice's rank, then size-1 dims broadcast; anything
# else is an InvalidArgumentError. Each result is checked against NumPy's assignment as the test does.
import numpy as np
import tensorflow as tf

x = np.array([[1, 2, 3], [4, 5, 6]])
cases = [
    (slice(None), [[40, 50, 60]]),
    ((slice(1, 2), slice(1, 2)), 66),
    ((slice(1, 2), 1), 66),
    ((1, slice(1, 2)), 66),
    ((slice(None), None, slice(None)), [10, 20, 30]),
    ((None, None, 0, slice(0, 1)), 99),
    ((slice(None, None, 1), slice(None, None, -2)), [[4, 44]]),
    ((slice(8, 10), slice(8, 10)), []),
    (slice(None), [[[1, 2, 3]]]),
]
for dtype in (tf.float32, tf.int32, tf.int64, tf.bool, tf.float64):
    for index, value in cases:
        var = tf.Variable(tf.constant(x, dtype))
        var[index].assign(np.array(value).astype(dtype.as_numpy_dtype))
        expected = x.astype(dtype.as_numpy_dtype)
        expected[index] = np.array(value).astype(dtype.as_numpy_dtype)
        assert np.array_equal(var.numpy(), expected), (dtype, index, var.numpy(), expected)
    print(dtype.name, "ok")

var = tf.Variable([[1., 2., 3.], [4., 5., 6.]])
var[:].assign([[40., 50., 60.]])
print(var.numpy())
var[::1, ::-2].assign([[4., 44.]])
print(var.numpy())


@tf.function
def assign_row(v, row):
    v[1:, :].assign(row)
    return v.read_value()


print(assign_row(var, tf.constant([7., 8., 9.])))

for value in ([[1., 2.]], [[[2., 1., 2., 3.]]]):
    try:
        var[:].assign(value)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__)
print(var.numpy())
