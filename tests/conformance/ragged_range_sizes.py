# tf.ragged.range's RaggedRange kernel (TF 2.20's core/kernels/ragged_range_op.cc) computes the
# row splits first and then allocates the values tensor of their total size, so a range too
# large for any machine fails with the allocator's OOM error (ResourceExhaustedError) before
# anything that large is built; delta 0 is "Requires delta != 0". Rows of ranges broadcast
# scalars against vectors, and empty ranges (limit before start) give empty rows.
import tensorflow as tf

print(tf.ragged.range([3, 0, 5], [5, 3, 1], [1, 1, -2]))
print(tf.ragged.range(0.5, 2.0, 0.5))
print(tf.ragged.range([0, 5, 2], 4))
for f in [lambda: tf.ragged.range(10**12), lambda: tf.ragged.range([1, 2], 10**12), lambda: tf.ragged.range(3, 4, 0)]:
    try:
        print(f())
    except Exception as e:
        print(type(e).__name__, e)
