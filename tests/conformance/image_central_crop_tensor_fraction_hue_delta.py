# tf.image.central_crop with a Tensor fraction inside a tf.function, and adjust_hue's delta check.
# image_ops_test.py CentralCropTest.testCentralFractionTensor (GitHub issue 45324): a
# [240, 320, 3] image cropped by tf.constant(0.33) in a tf.function gives shape [80, 106, 3].
# TF 2.20's central_crop (image_ops_impl.py) reads the fraction with
# tensor_util.constant_value; when it is not known there the crop box is computed with tensor
# ops (cast to float64) and the static height and width are left unknown, as the traced
# output's shape shows. Eagerly the tensor's value is known and the crop is static.
# AdjustHueTest.testInvalidDeltaValue: adjust_hue raises ValueError("delta must be in the
# interval [-1, 1]") when executing eagerly; inside a tf.function there is no check.
import numpy as np
import tensorflow as tf


@tf.function(autograph=False)
def crop(x, c):
    y = tf.image.central_crop(x, c)
    print("traced shape:", y.shape)
    return y


image = np.zeros([240, 320, 3], np.int32)
print(crop(image, tf.constant(0.33)).shape)
print(tf.image.central_crop(image, tf.constant(0.33)).shape)
print(tf.image.central_crop(image, 0.33).shape)

for delta in (1.5, -1.01, tf.constant(2.0)):
    try:
        tf.image.adjust_hue(tf.zeros([1, 1, 3], tf.uint8), delta=delta)
        print("no error")
    except ValueError as e:
        print("ValueError:", e)
print(tf.image.adjust_hue(tf.zeros([1, 1, 3], tf.uint8), delta=1.0).shape)
