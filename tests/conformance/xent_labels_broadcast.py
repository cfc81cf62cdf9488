# SoftmaxCrossEntropyWithLogits broadcasts labels and logits against each other: labels [1,4]
# serve every row of logits [2,4], labels [3,1] every class. Shapes that do not broadcast, or
# broadcast to other than a matrix, are kernel errors eagerly; while tracing, the shape
# function's broadcast fails first, a ValueError.
# Source: tensorflow/core/kernels/xent_op.cc (BCast of logits and labels; "logits and labels must
# be broadcastable: logits_size=... labels_size=...", "logits and labels must be either
# 2-dimensional, or broadcasted to be 2-dimensional"); tensorflow/core/ops/nn_ops.cc
# SoftmaxCrossEntropyWithLogits shape function (Merge, else BroadcastBinaryOpOutputShapeFn);
# tensorflow/python/ops/nn_ops.py softmax_cross_entropy_with_logits_v2_helper. Expected backprop
# from tensorflow/python/kernel_tests/nn_ops/xent_op_test_base.py testLabelsBroadcast and
# testShapeMismatch (ValueError in a graph); sparse_xent_op.cc for the sparse kernel's checks.
import numpy as np
import tensorflow as tf

loss = tf.nn.softmax_cross_entropy_with_logits(labels=[[0., 0., 0., 1.]],
                                               logits=[[1., 1., 1., 1.], [1., 2., 3., 4.]])
print(loss.shape, np.allclose(loss, [1.3862944, 0.4401897]))

loss, backprop = tf.raw_ops.SoftmaxCrossEntropyWithLogits(
    features=[[1., 1., 1., 1.], [1., 2., 3., 4.], [1., 2., 3., 4.]], labels=[[0.], [2.], [0.25]])
print(loss.shape, backprop.shape)
print(np.allclose(backprop, [[0.25, 0.25, 0.25, 0.25], [-1.968, -1.913, -1.763, -1.355],
                             [-0.218, -0.163, -0.013, 0.394]], atol=2e-3))

for features, labels in [([[1., 2.]], [[1., 2., 3.]]), ([1., 2.], [1., 2.])]:
    try:
        tf.raw_ops.SoftmaxCrossEntropyWithLogits(features=features, labels=labels)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e)


@tf.function
def xent(labels, logits):
    return tf.nn.softmax_cross_entropy_with_logits(labels=labels, logits=logits)


print(xent(tf.constant([[0., 1.]]), tf.constant([[1., 1.], [2., 2.]])).shape)
try:
    xent(tf.constant([[0., 1., 0.], [1., 0., 0.]]), tf.constant([[0., 1.], [2., 3.]]))
except ValueError as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1].strip())

for features, labels in [([1., 2.], [0]), ([[1., 2.]], [[0]]), ([[1., 2.]], [0, 1]), (tf.zeros([2, 0]), [0, 0])]:
    try:
        tf.raw_ops.SparseSoftmaxCrossEntropyWithLogits(features=features, labels=labels)
    except tf.errors.InvalidArgumentError as e:
        print(type(e).__name__, e)
