# Resizing / keras.ops.image.resize with interpolation="bicubic" and "area" on the TensorFlow
# backend call tf.image.resize (keras/src/backend/tensorflow/image.py resize), which runs
# ResizeBicubic with half_pixel_centers=True and ResizeArea (image_ops_impl.py
# resize_images_v2). Expected values: TF's image_ops_test.py ResizeImagesV2Test.testResizeUp
# (data [64, 32, 32, 64, 50, 100] as [1, 3, 2, 1] resized to 6x4: BICUBIC 70.1453, 59.0252, ...,
# 107.7284 to atol 1e-4; AREA repeats each pixel) and testResizeDownArea (6x6 uint8 to 4x4:
# 73, 33, 23, 39 / 14, 16, 19, 21 to atol 1); the 3x2 -> 2x1 area case by hand (rows weighted 1
# and 0.5, then 0.5 and 1, over 1.5 * 2 cells: 48 and 66). Both ops output float32 whatever the
# input type. image_grad.py gives ResizeBicubic a gradient (ResizeBicubicGrad; each output's
# weights sum to 1, so the gradient of the sum totals the 24 outputs) and ResizeArea none: the
# tape raises the gradient registry's LookupError.
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

img = np.array([64, 32, 32, 64, 50, 100], "float32").reshape([1, 3, 2, 1])
out = layers.Resizing(6, 4, interpolation="bicubic")(img)
print(out.shape, out.dtype)
print(np.round(out.numpy()[0, :, :, 0].astype("float64"), 4).tolist())
print(layers.Resizing(6, 4, interpolation="area")(img)[0, :, :, 0])
print(ops.image.resize(img, (2, 1), interpolation="area")[0, :, :, 0])
for dtype in ["uint8", "int32", "float64"]:
    y = tf.image.resize(tf.constant(img.astype(dtype)), [6, 4], method="bicubic")
    print(dtype, y.dtype, float(tf.reduce_max(tf.abs(y - out))) < 1e-4)

down = np.array([128, 64, 32, 16, 8, 4, 4, 8, 16, 32, 64, 128, 128, 64, 32, 16, 8, 4, 5,
                 10, 15, 20, 25, 30, 30, 25, 20, 15, 10, 5, 5, 10, 15, 20, 25, 30], "uint8").reshape([1, 6, 6, 1])
area = tf.image.resize(down, [4, 4], method="area")
print(area.dtype, np.round(area.numpy()[0, :, :, 0]).astype(int).tolist())

x = tf.Variable(img)
with tf.GradientTape() as tape:
    total = tf.reduce_sum(tf.image.resize(x, [6, 4], method="bicubic"))
g = tape.gradient(total, x)
print(g.shape, g.dtype, round(float(tf.reduce_sum(g)), 4))
with tf.GradientTape() as tape:
    total = tf.reduce_sum(tf.image.resize(x, [2, 1], method="area"))
try:
    tape.gradient(total, x)
except LookupError as e:
    print("LookupError:", e)

inp = keras.Input((8, 8, 3))
h = layers.Resizing(4, 4, interpolation="bicubic")(inp)
model = keras.Model(inp, layers.Dense(1)(layers.Flatten()(layers.Conv2D(2, 3)(h))))
model.compile("sgd", "mse")
print(model.output_shape, h.shape)
print(sorted(model.fit(np.ones((4, 8, 8, 3), "float32"), np.ones((4, 1), "float32"), verbose=0).history))
