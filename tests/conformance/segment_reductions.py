# Segment reductions: the sorted ops (tf.math.segment_*) reduce runs of equal ids and fill
# skipped ids with 0; the unsorted ops take num_segments, drop negative ids and fill empty
# segments with the reduction's identity (the lowest float for max); unsorted_segment_mean
# divides by the per-segment count (at least 1). Unsorted ids on a sorted op and ids past
# num_segments are InvalidArgumentErrors from the CPU kernels, also inside a tf.function.
# TF source: tensorflow/core/kernels/segment_reduction_ops_impl.h (SegmentReductionOp::Compute,
# UnsortedSegmentReductionOp, the CPU UnsortedSegmentFunctor), segment_reduction_ops_impl_*.cc
# (registered default values), tensorflow/python/ops/math_ops.py (unsorted_segment_mean,
# _unsorted_segment_N), the tf.math.segment_sum/unsorted_segment_sum docstrings' examples.
import tensorflow as tf

scores = tf.constant([[1, 2, 3, 4], [4, 3, 2, 1], [5, 6, 7, 8]])
print(tf.math.segment_sum(scores, tf.constant([0, 0, 1])))
print(tf.math.segment_max(scores, [0, 1, 1]))
print(tf.math.segment_min(scores, [0, 1, 1]))
print(tf.math.segment_mean(tf.constant([1.0, 2.0, 4.0, 8.0]), [0, 0, 2, 2]))
print(tf.math.segment_mean(tf.constant([7, 8]), [0, 0]))
print(tf.math.segment_prod([2.0, 3.0, 4.0], [0, 0, 1]))

print(tf.math.unsorted_segment_sum(scores, tf.constant([1, 0, 1]), num_segments=2))
print(tf.math.unsorted_segment_sum([10, 20, 30], [2, -1, 0], 3))
print(tf.math.unsorted_segment_max(tf.constant([1.5, 5.0, -2.0]), [0, 0, 2], 4))
print(tf.math.unsorted_segment_min(tf.constant([1, 5, -2]), [1, 1, 1], 2))
print(tf.math.unsorted_segment_mean(tf.constant([1.0, 2.0, 6.0]), [1, 1, 0], 3))
print(tf.math.unsorted_segment_mean(tf.constant([[1.0, 2.0], [3.0, 5.0]]), [1, 1], 2))


@tf.function
def per_class_total(values, labels):
    print("tracing", values.shape)
    return tf.math.unsorted_segment_sum(values, labels, num_segments=3)


print(per_class_total(tf.constant([0.5, 1.5, 2.0, 4.0]), tf.constant([2, 0, 2, 1])))
print(per_class_total(tf.constant([1.0, 1.0]), tf.constant([0, 0])))

for bad in (lambda: tf.math.segment_sum([1, 2, 3], [1, 1, 0]),
            lambda: tf.math.unsorted_segment_sum([1, 2, 3], [1, 3, 0], 3),
            lambda: per_class_total(tf.constant([1.0]), tf.constant([7]))):
    try:
        bad()
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__ + ":", str(e).splitlines()[0])
