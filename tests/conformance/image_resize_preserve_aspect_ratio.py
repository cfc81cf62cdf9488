# tf.image.resize(..., preserve_aspect_ratio=True): image_ops_impl._resize_images_common scales
# both sides by min(size / current) and rounds each in float32 (math_ops.round: half to even),
# then resizes to that size; the result fits inside `size`.
import tensorflow as tf

image = tf.reshape(tf.range(24, dtype=tf.float32), [4, 6, 1])
small = tf.image.resize(image, [3, 3], preserve_aspect_ratio=True)
print(small.shape)
print(tf.squeeze(small))
print(tf.image.resize(tf.zeros([2, 5, 7, 3]), [10, 10], preserve_aspect_ratio=True).shape)
print(tf.image.resize(tf.zeros([4, 4, 1]), [5, 6], preserve_aspect_ratio=True, method="nearest").shape)
print(tf.image.resize(tf.zeros([4, 4, 1]), [5, 6]).shape)


@tf.function
def fit_inside(img):
    return tf.image.resize(img, [8, 8], preserve_aspect_ratio=True)


print(fit_inside(tf.zeros([2, 4, 1])).shape, fit_inside(tf.zeros([6, 3, 1])).shape)
