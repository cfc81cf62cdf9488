# tf.image.per_image_standardization on an int32 image returns float32: TF 2.20's
# image_ops_impl.py casts the image with math_ops.cast(image, dtype=dtypes.float32) before the
# mean and reduce_std, and its docstring ("Returns: A `Tensor` with the same shape as `image` and
# its dtype is `float32`") shows this example's output, printed here by repr as the doctest does.
# A float64 image comes back float32 as well (the same cast).
import numpy as np
import tensorflow as tf

image = tf.constant(np.arange(1, 13, dtype=np.int32), shape=[2, 2, 3])
new_image = tf.image.per_image_standardization(image)
print(repr(new_image))
print(tf.image.per_image_standardization(tf.ones([1, 2, 2, 1], tf.float64)).dtype)
