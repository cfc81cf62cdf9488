# Kernel and graph-construction errors: GatherNd asking for slices of empty params; Reshape's
# shape function with one -1 and a fully known input divides the element count evenly or fails;
# a Reshape to a shape whose element count overflows int64 is an InvalidArgumentError naming the
# sizes; tf.concat([], 0) in a graph is below ConcatV2's minimum list length.
# Source: tensorflow/core/kernels/gather_nd_op.h DoGatherNd ("Requested more than 0 entries, but
# params is empty.  Params shape: "), tensorflow/core/ops/array_ops.cc SetOutputShapeForReshape
# with shape_inference.cc InferenceContext::Divide ("Dimension size must be evenly divisible by
# ... but is ..."), tensorflow/core/kernels/reshape_op.h ValidateSizes ("Shape [...] has too
# many elements"), tensorflow/python/framework/op_def_library.py _apply_op_helper ("List argument
# ... shorter than minimum length 2." for "N: int >= 2"). Expected from
# tensorflow/python/kernel_tests/array_ops/gather_nd_op_test.py
# testEmptyIndicesAndParamsOKButJustEmptyParamsFails, reshape_op_test.py testErrors and
# testTooLargeShape, concat_op_test.py testInvalidConcatDimTypeAndShape.
import numpy as np
import tensorflow as tf

params = np.empty((0, 3), np.float32)
print(tf.gather_nd(params, np.zeros((0, 2), np.int32)).shape)
try:
    tf.gather_nd(params, np.zeros((1, 2), np.int32))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e)


@tf.function
def reshape_17(y):
    return tf.reshape(y, [17, -1])


try:
    reshape_17(tf.constant(0.0, shape=[23, 29, 31]))
except ValueError as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1].strip())


@tf.function
def reshape_4095(y):
    return tf.reshape(y, [4095, -1])


print(reshape_4095(tf.zeros([4095, 2])).shape)

try:
    tf.reshape([1], np.array([21943, 45817, 30516, 61760, 38987]))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__, e)


@tf.function
def concat_nothing():
    return tf.concat([], 0)


try:
    concat_nothing()
except ValueError as e:
    print(type(e).__name__, str(e).strip().splitlines()[-1].strip())
