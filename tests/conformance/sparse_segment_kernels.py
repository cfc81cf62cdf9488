# tf.sparse.segment_sum/mean/sqrt_n run TF 2.20's SparseSegmentSum/Mean/SqrtN ops (math_ops
# sparse_segment_*: the ...WithNumSegments op when num_segments is given), so their errors come
# from SparseSegmentReductionOpBase::Compute (core/kernels/segment_reduction_ops_impl.h):
# ValidateSparseSegmentReduction ("Shape must be at least rank 1", a negative num_segments as
# "segment ids must be >= 0"), "segment ids must be < num_segments", "segment ids are not
# increasing", "Bad: indices[i] == v out of range [0, n)"; while tracing, the shape function
# (math_ops.cc SparseSegmentReductionWithNumSegmentsShapeFn) says "Cannot specify a negative value
# for num_segments". Cases from segment_reduction_ops_test.py SparseSegmentReductionOpTest
# (testIndicesInvalid1, testSegmentWithNumSegmentsInvalid1, testSegmentScalarIdiRaises...,
# testSegmentsInvalid2); values from the tf.sparse.segment_sum docstring. Gradients:
# math_grad._SparseSegmentSumGrad/_SparseSegmentMeanGrad (SparseSegment*Grad ops).
# SegmentSum whose last id is -1: the kernel's second `output_rows > 0` check (after
# `if (num_indices == 0) return;`), "segment ids must be >= 0" (testSegmentIdsInvalid4).
# unsorted_segment_sqrt_n is `summed / gen_math_ops.sqrt(N)`: int32 data fails in Sqrt.
import tensorflow as tf


def show(f):
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)


c = tf.constant([[1, 2, 3, 4], [-1, -2, -3, -4], [5, 6, 7, 8]])
print(tf.sparse.segment_sum(c, tf.constant([0, 1]), tf.constant([0, 0])))
print(tf.sparse.segment_sum(c, tf.constant([0, 1]), tf.constant([0, 1])))
print(tf.sparse.segment_sum(c, tf.constant([0, 1]), tf.constant([0, 2]), num_segments=4))
print(tf.sparse.segment_sum(c, tf.constant([0, 1, 2]), tf.constant([0, 0, 1])))
x = tf.reshape(tf.range(40.0), [10, 4])
print(tf.sparse.segment_mean(x, [0, 1, 2], [0, 0, 2], num_segments=4))
print(tf.sparse.segment_sqrt_n(x, [0, 1, 2], [0, 0, 2]))
print(tf.sparse.segment_mean(tf.range(12.0), list(range(12)), [0] * 12))

show(lambda: tf.sparse.segment_sum(x, [8, -1, 0, 9], [0, 1, 2, 2]))
show(lambda: tf.sparse.segment_sum(x, [8, 3, 0, 9], [0, 1, 3, 5], num_segments=5))
show(lambda: tf.sparse.segment_sum(1.0, [0], [3]))
show(lambda: tf.sparse.segment_sum(x, [8, 3, 0, 9], [0, 1, 0, 1]))
show(lambda: tf.sparse.segment_mean(x, [8, 3, 0, 9], [0, 1, 0, 1]))
show(lambda: tf.sparse.segment_sqrt_n(x, [8, 3], [0, 1], num_segments=-2))


@tf.function
def negative_num_segments():
    return tf.sparse.segment_sum(x, [0, 1], [0, 1], num_segments=-2)


try:
    negative_num_segments()
except ValueError as e:
    print(str(e).splitlines()[-1].split(" for '")[0])

v = tf.Variable(x)
with tf.GradientTape() as tape:
    y = tf.reduce_sum(tf.sparse.segment_mean(v, [0, 1, 1, 3], [0, 0, 1, 1]) * tf.constant([[1.0], [2.0]]))
print(tape.gradient(y, v)[:4])
with tf.GradientTape() as tape:
    y = tf.reduce_sum(tf.sparse.segment_sum(v, [2, 2], [0, 1], num_segments=3))
print(tape.gradient(y, v)[:3])

show(lambda: tf.math.segment_sum(tf.ones([4, 4]), [0, 0, 0, -1]))
show(lambda: tf.math.unsorted_segment_sqrt_n(tf.constant([1, 2, 4]), tf.constant([0, 0, 1]), 2))
