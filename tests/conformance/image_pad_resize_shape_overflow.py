# Output shapes past int64 are InvalidArgumentErrors, not crashes.
# PadToBoundingBoxTest.testInvalidInput (tensorflow/python/ops/image_ops_test.py, GitHub issue
# 46890) pads a 1x1x1 image to 5191549470x5191549470 and expects InvalidArgumentError: TF 2.20's
# pad_to_bounding_box (image_ops_impl.py) stacks the paddings into an int64 tensor and runs Pad,
# and PadOp::Compute (core/kernels/pad_op.cc) grows the output shape with
# TensorShape::AddDimWithStatus, which fails with "Encountered overflow when multiplying <elements
# so far> with <dim>, result: -1" (core/framework/tensor_shape.cc, MultiplyWithoutOverflow's -1).
# TileOp (tile_ops.cc) adds each input dim * multiple the same way, and so does
# ImageResizerState::ValidateAndCreateOutput (core/util/image_resizer_state.h) for
# ResizeImagesV2Test.testLargeDim's [5, 1, 1, 2] image resized to 1610637938x1610637938.
# FillOp (constant_op.cc, under tf.zeros) uses TensorShapeUtils::MakeShape, whose message is
# "Shape [..] would have more than 2**63 - 1 elements".
import numpy as np
import tensorflow as tf


def attempt(label, fn):
    try:
        fn()
        print(label, "no error")
    except Exception as e:
        print(label, type(e).__name__)
        print(" ", e)


attempt("pad_to_bounding_box", lambda: tf.image.pad_to_bounding_box(
    image=np.ones((1, 1, 1)), target_height=5191549470, target_width=5191549470,
    offset_height=1, offset_width=1))
attempt("pad", lambda: tf.pad(tf.ones([1, 1]), tf.constant([[0, 5191549470], [0, 5191549470]], tf.int64)))
attempt("tile", lambda: tf.tile(tf.ones([1, 1]), tf.constant([5191549470, 5191549470], tf.int64)))
attempt("resize", lambda: tf.image.resize(np.ones((5, 1, 1, 2)), [1610637938, 1610637938]))
attempt("zeros", lambda: tf.zeros([5191549470, 5191549470]))
print("after")
