# Fixes found by TF's own unit tests:
# - unsorted_segment_mean divides with `summed / N`, a true division: int32/int64 data gives
#   float64 (math_ops.unsorted_segment_mean, _truediv_python3; UnsortedSegmentTest.testValues).
# - Cumsum/Cumprod take `T: numbertype`, complex included (math_ops.cc; scan_ops_test).
# - Einsum with broadcast dims but no ellipsis in the output: the kernel's InvalidArgumentError
#   (einsum_op_impl.h ProcessDimensions) eagerly, the shape function's ValueError
#   (linalg_ops.cc EinsumShape, WithRankAtMost with context) while tracing (EinsumOpTest.testInvalid).
# - scalar_mul keeps an IndexedSlices (math_ops.scalar_mul; ScalarMulTest.testAcceptsIndexedSlices).
# - SegmentSum's shape function wants rank-1 segment_ids (math_ops.cc SegmentReductionShapeFn;
#   SegmentReductionOpTest.testSegmentIdsShape).
# - ParallelConcat runs as _ParallelConcatUpdate per input, which checks the 0th dimension of the
#   `shape` attr against loc (inplace_ops.cc; stack_op_test testParallelConcatShapeZero).
import tensorflow as tf

print(tf.math.unsorted_segment_mean(tf.constant([1, 2, 4]), [0, 0, 1], 2))
print(tf.math.unsorted_segment_mean(tf.constant([[1, 2], [4, 7]], tf.int64), [1, 1], 3))
print(tf.math.unsorted_segment_mean(tf.constant([1.0, 2.0]), [0, 0], 1))

c = tf.constant([1 + 1j, 2 + 0j, 0 - 3j])
print(tf.math.cumsum(c))
print(tf.math.cumsum(c, exclusive=True, reverse=True))
print(tf.math.cumprod(tf.constant([1 + 1j, 1 - 1j], tf.complex64)))

a = tf.ones([2, 2, 3])
b = tf.ones([3, 4])
try:
    tf.einsum("...ij,...jk->ik", a, b)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__ + ":", e.message)


@tf.function
def traced_einsum(x, y):
    return tf.einsum("...ij,...jk->ik", x, y)


try:
    traced_einsum.get_concrete_function(a, b)
except ValueError as e:
    print(type(e).__name__ + ":", str(e).splitlines()[-3:])
print(tf.einsum("...ij,...jk->...ik", a, b).shape)

x = tf.math.scalar_mul(-3, tf.IndexedSlices(tf.constant([[2, 3], [5, 7]]), tf.constant([0, 2])))
print(type(x).__name__, x.values.numpy().tolist(), x.indices.numpy().tolist())
print(tf.math.scalar_mul(2.0, tf.constant([1.0, 2.0])))


@tf.function
def segment_rank2():
    return tf.math.segment_sum(tf.ones([4, 4]), tf.constant([[0, 1], [2, 2]]))


try:
    segment_rank2.get_concrete_function()
except ValueError as e:
    print(type(e).__name__ + ":", str(e).splitlines()[-1])


@tf.function
def parallel_concat_shape_zero():
    return tf.raw_ops.ParallelConcat(values=[["tf"]], shape=0)


try:
    parallel_concat_shape_zero()
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__ + ":", [line for line in e.message.splitlines() if "0th" in line])
print(tf.raw_ops.ParallelConcat(values=[[1], [2]], shape=[2]))
