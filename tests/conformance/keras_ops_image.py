# keras.ops.image: the shapes of the docstring examples of keras/src/ops/image.py
# (rgb_to_grayscale, resize, affine_transform, extract_patches, pad_images), the crop_images
# example's first channel (asked for with target_height/target_width, which is what its 2x2
# result means under Keras 3.11's signature), and values the TensorFlow backend takes from
# TensorFlow: resize is tf.image.resize (the 5x5 identity image of resize_images_v2's docstring,
# 4 decimals), rgb_to_grayscale weights the channels by 0.2989, 0.587 and 0.114
# (image_ops_impl.rgb_to_grayscale), and affine_transform's identity transform returns the image
# unchanged while [1, 0, 1, 0, 1, 0, 0, 0] reads each output pixel from one column to the right
# (ImageProjectiveTransformV3 maps output (x, y) to input (x + 1, y); the last column is filled
# with fill_value=0).
import numpy as np
import keras
from keras import ops

print(ops.image.rgb_to_grayscale(np.random.random((2, 4, 4, 3))).shape)
print(ops.image.rgb_to_grayscale(np.random.random((4, 4, 3))).shape)
print(ops.image.rgb_to_grayscale(np.random.random((2, 3, 4, 4)), data_format="channels_first").shape)
print(ops.image.resize(np.random.random((2, 4, 4, 3)), (2, 2)).shape)
print(ops.image.resize(np.random.random((4, 4, 3)), (2, 2)).shape)
print(ops.image.resize(np.random.random((2, 3, 4, 4)), (2, 2), data_format="channels_first").shape)
transform = np.array([[1.5, 0, -20, 0, 1.5, -16, 0, 0], [1, 0, -20, 0, 1, -16, 0, 0]])
print(ops.image.affine_transform(np.random.random((2, 64, 80, 3)), transform).shape)
print(ops.image.affine_transform(np.random.random((64, 80, 3)), np.array([1.0, 0.5, -20, 0.5, 1.0, -16, 0, 0])).shape)
print(ops.image.affine_transform(np.random.random((2, 3, 64, 80)), transform, data_format="channels_first").shape)
print(ops.image.extract_patches(np.random.random((2, 20, 20, 3)).astype("float32"), (5, 5)).shape)
print(ops.image.extract_patches(np.random.random((20, 20, 3)).astype("float32"), (3, 3), (1, 1)).shape)
print(ops.image.pad_images(np.random.random((15, 25, 3)), 2, 3, target_height=20, target_width=30).shape)
print(ops.image.pad_images(np.random.random((2, 15, 25, 3)), 2, 3, target_height=20, target_width=30).shape)

images = np.reshape(np.arange(1, 28, dtype="float32"), [3, 3, 3])
cropped = ops.image.crop_images(images, 0, 0, target_height=2, target_width=2)
print(repr(ops.convert_to_numpy(cropped)[:, :, 0]))

identity = np.eye(5, dtype="float32")[None, :, :, None]
resized = ops.convert_to_numpy(ops.image.resize(identity, (3, 5)))
print(resized.dtype, resized.shape)
for row in resized[0, :, :, 0]:
    print([f"{round(float(v), 4) + 0.0:.4f}" for v in row])

rgb = np.array([[[[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]]], dtype="float32")
gray = ops.convert_to_numpy(ops.image.rgb_to_grayscale(rgb))
print(gray.shape, [f"{float(v):.4f}" for v in gray.reshape(-1)])

grid = np.arange(1, 10, dtype="float32").reshape(1, 3, 3, 1)
same = ops.image.affine_transform(grid, np.array([1, 0, 0, 0, 1, 0, 0, 0], dtype="float32"))
print(ops.convert_to_numpy(same)[0, :, :, 0].tolist())
shifted = ops.image.affine_transform(grid, np.array([1, 0, 1, 0, 1, 0, 0, 0], dtype="float32"))
print(ops.convert_to_numpy(shifted)[0, :, :, 0].tolist())
shifted = ops.image.affine_transform(grid, np.array([1, 0, 1, 0, 1, 0, 0, 0], dtype="float32"), interpolation="nearest")
print(ops.convert_to_numpy(shifted)[0, :, :, 0].tolist())
