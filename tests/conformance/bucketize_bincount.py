# tf.raw_ops.Bucketize and tf.math.bincount, eagerly and in a tf.function. Values: the Bucketize
# op docstring (math_ops.cc, boundaries [0, 10, 100]) and bucketize_op.cc's upper_bound (a value
# equal to a boundary goes to the bucket above it); tf.math.bincount's docstring examples
# (bincount_ops.py) and, by hand from its code and bincount_op.cc, the minlength/maxlength/dtype/
# empty cases (size = max(arr) + 1, clipped by Maximum/Minimum; ids >= size are skipped). The
# graph is the ops bincount_ops.bincount builds for axis=-1 on a known shape (a Const shape,
# Prod > 0, Cast, Max + 1, Mul, empty weights, DenseBincount); without axis or binary_output it
# builds Bincount (or UnsortedSegmentSum for weights). Errors: bucketize_op.cc ("Expected sorted
# boundaries"), bincount_op.cc ("Input arr must be non-negative!"), bincount_ops.py's ValueErrors;
# a non-list `boundaries` fails the generated gen_math_ops.bucketize's isinstance check
# ("Expected list for 'boundaries' argument to 'bucketize' Op, not %r."; bucketize_op_test.py
# testBoundariesNotList expects TypeError "Expected list.*").
import numpy as np
import tensorflow as tf

x = tf.constant([[-5, 10000], [150, 10], [5, 100]])
print(tf.raw_ops.Bucketize(input=x, boundaries=[0., 10., 100.]))
print(tf.raw_ops.Bucketize(input=tf.constant([-1.0, 0.0, 0.5, 1.0, 2.5]), boundaries=[0.0, 1.0, 2.0]))
print(tf.raw_ops.Bucketize(input=tf.constant([3, 7], tf.int64), boundaries=[]))
try:
    tf.raw_ops.Bucketize(input=x, boundaries=[1., 0.])
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, "Expected sorted boundaries" in e.message)

values = tf.constant([1, 1, 2, 3, 2, 4, 4, 5])
print(tf.math.bincount(values))
print(tf.math.bincount(values, weights=tf.constant([1, 5, 0, 1, 0, 5, 4, 5])))
data = np.array([[1, 2, 3, 0], [0, 0, 1, 2]], dtype=np.int32)
print(tf.math.bincount(data, axis=-1))
print(tf.math.bincount(data, axis=-1, binary_output=True))
print(tf.math.bincount([1, 1, 2], minlength=5))
print(tf.math.bincount([1, 1, 2], maxlength=2))
print(tf.math.bincount([1, 1, 2], minlength=4, dtype=tf.float32))
print(tf.math.bincount(tf.constant([], tf.int32)))
print(tf.math.bincount(data, axis=-1, minlength=3, maxlength=3))
print(tf.math.bincount(data, axis=-1, weights=tf.constant([[0.5, 1.0, 1.5, 2.0], [1.0, 2.0, 3.0, 4.0]])))
print(tf.math.bincount(data, axis=0, binary_output=True))
try:
    tf.math.bincount(tf.constant([1, -1, 2]))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, "Input arr must be non-negative!" in e.message)
for bad in (lambda: tf.math.bincount(data, axis=1), lambda: tf.math.bincount(data, weights=data, binary_output=True)):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)


@tf.function
def per_row(d):
    return tf.math.bincount(d, axis=-1)


@tf.function
def flat(d, w):
    return tf.math.bincount(d), tf.math.bincount(d, weights=w), tf.raw_ops.Bucketize(input=w, boundaries=[1.5, 2.5])


print(per_row(data))
graph = per_row.get_concrete_function(tf.TensorSpec([2, 4], tf.int32)).graph
print([op.name for op in graph.get_operations()])
print(graph.get_operation_by_name("bincount/DenseBincount").get_attr("binary_output"))
counts, weighted, buckets = flat(tf.constant([0, 2, 2]), tf.constant([1.0, 2.0, 3.0]))
print(counts)
print(weighted)
print(buckets)
ops = [op.type for op in flat.get_concrete_function(tf.TensorSpec([3], tf.int32), tf.TensorSpec([3], tf.float32)).graph.get_operations()]
print("Bincount" in ops, "UnsortedSegmentSum" in ops, "Bucketize" in ops)
bucketize = [op for op in flat.get_concrete_function(tf.TensorSpec([3], tf.int32), tf.TensorSpec([3], tf.float32)).graph.get_operations() if op.type == "Bucketize"][0]
print(bucketize.get_attr("boundaries"))
for bad in (0, None, "ab"):
    try:
        tf.raw_ops.Bucketize(input=tf.constant([-5, 0]), boundaries=bad)
    except TypeError as e:
        print(e)
