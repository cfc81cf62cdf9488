# Errors TF 2.20's kernel tests expect, each with TF's type and text:
# - matmul_op_test.MatMulInfixOperatorTest.testMismatchedShape: the CPU MatMul kernel is
#   BatchMatMulOp with is_legacy_matmul (matmul_op_impl.h ValidateInputTensors): "In[0] and In[1]
#   has different ndims: [3] vs. [2,2]", and for two vectors "In[0] and In[1] ndims must be == 2: 1".
# - array_ops_test.StridedSliceShapeTest.testScalarInput / slice_op_test.testScalarInput:
#   BuildDenseSpec (strided_slice_op.cc) says "Attempting to slice scalar input." eagerly
#   (InvalidArgumentError) and from the shape function in a tf.function (ValueError).
# - array_ops_test.UnravelIndexTest.testUnravelIndexIntegerOverflow: unravel_index_op.cc checks the
#   product of dims against the index dtype before any index is bounds-checked.
# - sparse_ops_test SparseRetainTest.testMismatchedRetainShape, SparseResetShapeTest.testInvalidRank
#   and testInvalidDimensionSizeStatic: sparse_ops.py checks shapes known while tracing and raises
#   ValueError (reset_shape's text swaps its two shapes, as TF's does).
import numpy as np
import tensorflow as tf


def show(f):
    try:
        f()
    except (tf.errors.OpError, ValueError) as e:
        print(type(e).__name__ + ":", e if isinstance(e, ValueError) else e.message)


show(lambda: tf.constant([10., 20., 30.]) @ tf.constant([[40., 50.], [60., 70.]]))
show(lambda: tf.matmul(tf.constant([1, 2]), tf.constant([1, 2])))
show(lambda: tf.linalg.matmul(tf.ones([2, 2]), tf.ones([3])))
print(tf.matmul(tf.ones([2, 3]), tf.ones([3, 1])).shape)

show(lambda: tf.strided_slice(tf.constant(3), [0], [1]))
show(lambda: tf.constant(3)[0])
show(lambda: tf.constant([1, 2])[1:, 1:])


@tf.function
def slice_scalar(x):
    return x[:]


try:
    slice_scalar(tf.constant(0))
except ValueError as e:
    message = str(e)
    start = message.index("Attempting")
    print("ValueError:", message[start:message.index(" for '", start)])


def overflow():
    tf.unravel_index(indices=tf.constant(-0x100000), dims=tf.constant([0x10000000, 0x10000000]))


try:
    overflow()
except tf.errors.InvalidArgumentError as e:
    print("InvalidArgumentError:", e.message[e.message.index("Input dims"):].split(":")[0])
print(tf.unravel_index(tf.constant(5, tf.int64), tf.constant([0x10000000, 0x10000000], tf.int64)))
show(lambda: tf.unravel_index(tf.constant(7), tf.constant([2, 3])))

sp = tf.sparse.SparseTensor([[0, 0], [1, 0]], [1, 2], [5, 6])
show(lambda: tf.sparse.retain(sp, np.array([True, False, True])))
show(lambda: tf.sparse.retain(sp, np.array([[True, False]])))
show(lambda: tf.sparse.reset_shape(sp, np.array([3, 7, 5], np.int64)))
show(lambda: tf.sparse.reset_shape(sp, np.array([3, 2], np.int64)))
print(tf.sparse.retain(sp, [False, True]).indices.numpy().tolist())
print(tf.sparse.reset_shape(sp, [7, 8]).dense_shape)
print(tf.sparse.reset_shape(sp).dense_shape)


@tf.function
def reset(shape):
    return tf.sparse.reset_shape(sp, shape).dense_shape


print(reset(tf.constant([9, 9], tf.int64)))
