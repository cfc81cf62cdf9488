# tf.math.unsorted_segment_sum / unsorted_segment_prod on complex values (TF 2.20
# tensorflow/core/ops/math_ops.cc: UnsortedSegmentSum and UnsortedSegmentProd take
# `T: numbertype`, complex64 and complex128 included; UnsortedSegmentMax/Min take
# realnumbertype). tf.convert_to_tensor of complex IndexedSlices sums through
# UnsortedSegmentSum (Keras 3.11.3 numpy_test.py SparseTest
# .test_elementwise_unary_indexed_slices_correctness_conj). Values worked by hand.
import tensorflow as tf

x = tf.constant([1 + 2j, 3 + 4j, 5 - 1j], tf.complex128)
print(tf.math.unsorted_segment_sum(x, [0, 0, 2], 3))
print(tf.math.unsorted_segment_prod(tf.cast(x, tf.complex64), [0, 0, 1], 2))
slices = tf.IndexedSlices(tf.constant([[1 + 1j, 2j]], tf.complex64), tf.constant([1]), tf.constant([2, 2]))
print(tf.convert_to_tensor(slices))
try:
    tf.math.unsorted_segment_max(x, [0, 0, 1], 2)
except (TypeError, tf.errors.InvalidArgumentError) as e:
    print(type(e).__name__)
