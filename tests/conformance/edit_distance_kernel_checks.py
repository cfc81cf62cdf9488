# tf.edit_distance / EditDistance as TF 2.20's edit_distance_op_test.py checks them:
# - testEditDistanceBadIndices: indices far outside the output give the kernel's error "Got an
#   inner product ... which would require writing to outside of the buffer for the output tensor
#   (max elements 4)" (an InternalError from edit_distance_op.cc) instead of writing out of bounds;
#   a negative dense shape is TensorShapeUtils::MakeShape's "Dimension -2 must be >= 0".
# - testEmptyShapeWithEditDistanceRaisesError: rank-0 shapes are refused: eagerly by the kernel's
#   ValidateShapes ("Input SparseTensors must have rank at least 2, but truth_shape rank is: 0"),
#   inside tf.function by the shape function (array_ops.cc) as a ValueError naming the hypothesis.
# - _testEditDistanceST's graph-mode `edit_distance.get_shape() == expected_shape`: the shape
#   function reads the constant dense shapes, so the static shape is the max of both without the
#   last dim (testEditDistance3D: [2, 2]); ValidateSparseTensor (common_shape_fns.cc) checks the
#   ranks and the index/value counts.
import numpy as np
import tensorflow as tf

hypothesis = tf.sparse.SparseTensor(np.full((3, 3), -1250999896764, np.int64), np.zeros(3, np.int64), np.zeros(3, np.int64))
truth = tf.sparse.SparseTensor(np.full((3, 3), -1250999896764, np.int64), np.full([3], 2, np.int64), np.full([3], 2, np.int64))
try:
    tf.edit_distance(hypothesis, truth, normalize=False)
except tf.errors.OpError as e:
    print(type(e).__name__, e.message)

small = tf.sparse.SparseTensor([[-5, 0]], [1], [2, 2])
try:
    tf.edit_distance(small, small, normalize=False)
except tf.errors.OpError as e:
    print(type(e).__name__, e.message)

try:
    tf.raw_ops.EditDistance(hypothesis_indices=[[0, 0]], hypothesis_values=[1], hypothesis_shape=[-2, 2],
                            truth_indices=[[0, 0]], truth_values=[1], truth_shape=[2, 2])
except tf.errors.OpError as e:
    print(type(e).__name__, e.message)

try:
    tf.raw_ops.EditDistance(hypothesis_indices=[[0, 0], [0, 1]], hypothesis_values=[1], hypothesis_shape=[2, 2],
                            truth_indices=[[0, 0]], truth_values=[1], truth_shape=[2, 2])
except tf.errors.OpError as e:
    print(type(e).__name__, e.message)

para = {"hypothesis_indices": [[]], "hypothesis_values": ["tmp/"], "hypothesis_shape": [],
        "truth_indices": [[]], "truth_values": [""], "truth_shape": [], "normalize": False}
try:
    tf.raw_ops.EditDistance(**para)
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e.message)


@tf.function
def rank0():
    return tf.raw_ops.EditDistance(**para)


try:
    rank0()
except ValueError as e:
    message = str(e)
    start = message.index("Input Hypothesis")
    print("ValueError", message[start:message.index(" for '", start)])


@tf.function
def three_d():
    ed = tf.edit_distance(
        tf.sparse.SparseTensor([[0, 0, 0], [1, 0, 0]], [0, 1], [2, 1, 1]),
        tf.sparse.SparseTensor([[0, 1, 0], [1, 0, 0], [1, 1, 0]], [0, 1, 1], [2, 2, 1]),
        normalize=True)
    print("static shape:", ed.shape)
    return ed


print(three_d())


@tf.function(input_signature=[tf.TensorSpec([2], tf.int64)])
def dynamic_shape(shape):
    ed = tf.edit_distance(tf.sparse.SparseTensor([[0, 0]], [1], shape), tf.sparse.SparseTensor([[0, 0]], [1], [2, 3]))
    print("dynamic shape:", ed.shape)
    return ed


print(dynamic_shape(tf.constant([2, 2], tf.int64)))
