# tf.image.resize's lanczos3, lanczos5, gaussian and mitchellcubic methods, and its antialiased
# bilinear ("triangle") and bicubic ("keyscubic"), run ScaleAndTranslate with
# scale = size / shape[1:3] and no translation (image_ops_impl.py resize_images_v2,
# resize_with_scale_and_translate); Keras's Resizing and ops.image.resize pass interpolation and
# antialias to tf.image.resize (keras/src/backend/tensorflow/image.py, Keras 3.11.3).
# Expected values: TF's image_ops_test.py ResizeImagesV2Test.testResizeUp (data
# [64, 32, 32, 64, 50, 100] as [1, 3, 2, 1] to 6x4, 4 decimals, atol 1e-4): LANCZOS3 75.8294,
# 59.6281, ..., LANCZOS5 77.5699, ..., GAUSSIAN 61.1087, ..., MITCHELLCUBIC 66.0382, ...; when
# upscaling antialias changes nothing (kernel_scale = max(1/scale, 1) = 1). Downscaling 8x8
# arange by 3 with the triangle kernel widened 8/3: each output is a normalized weighted mean,
# so the image's linear ramp gives row/column-symmetric values around the centre 31.5. The
# gradient is ScaleAndTranslateGrad (image_grad.py); sum(d sum(resize(x)) / dx) = 9, the
# number of outputs, as each output's weights sum to 1. An unknown method is
# "Resize method is not implemented: <method>".
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

img = np.array([64, 32, 32, 64, 50, 100], "float32").reshape([1, 3, 2, 1])
for method in ["lanczos3", "lanczos5", "gaussian", "mitchellcubic"]:
    out = tf.image.resize(img, [6, 4], method=method)
    print(method, out.dtype, np.round(out.numpy()[0, :, :, 0].astype("float64"), 4).tolist())
    same = tf.image.resize(img, [6, 4], method=method, antialias=True)
    print(" antialias on upscale changes nothing:", bool(tf.reduce_all(same == out)))
print(np.round(layers.Resizing(6, 4, interpolation="lanczos3")(img).numpy()[0, :, 0, 0].astype("float64"), 4).tolist())

ramp = np.arange(64, dtype="float32").reshape(1, 8, 8, 1)
small = tf.image.resize(ramp, [3, 3], antialias=True)
print(np.round(small.numpy()[0, :, :, 0].astype("float64"), 3).tolist())
print(round(float(small[0, 1, 1, 0]), 3), round(float(small[0, 0, 0, 0] + small[0, 2, 2, 0]), 3))
cubic = ops.image.resize(ramp, (3, 3), interpolation="bicubic", antialias=True)
print(cubic.shape, round(float(cubic[0, 1, 1, 0]), 3))
print(layers.Resizing(3, 3, interpolation="lanczos5", antialias=True)(ramp).shape)

x = tf.Variable(ramp)
with tf.GradientTape() as tape:
    total = tf.reduce_sum(tf.image.resize(x, [3, 3], antialias=True))
g = tape.gradient(total, x)
print(g.shape, g.dtype, round(float(tf.reduce_sum(g)), 4))


@tf.function
def shrink(t):
    return tf.image.resize(t, [3, 3], method="lanczos5")


graph = shrink.get_concrete_function(tf.TensorSpec([None, 8, 8, 1])).graph
print([op.type for op in graph.get_operations()])
print(shrink.get_concrete_function(tf.TensorSpec([None, 8, 8, 1])).structured_outputs.shape)
try:
    tf.image.resize(img, [2, 2], method="cubic")
except ValueError as e:
    print("ValueError:", e)
