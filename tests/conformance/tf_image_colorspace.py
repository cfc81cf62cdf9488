# tf.image.rgb_to_hsv and tf.image.hsv_to_rgb (TF 2.20 gen_image_ops over the RGBToHSV and
# HSVToRGB CPU kernels, core/kernels/image/colorspace_op.h). Expected values: the
# rgb_to_hsv docstring's pure-blue example ([0.6666667, 1, 1]) and the kernels' formulas by
# hand in float32 (V = max, S = range / V, H = norm * difference + offset with
# norm = (1 / range) * (1 / 6), 0 where range is 0; back with the clamped tents of 6h, exact
# for these primaries); the channel check is the kernel's FailedPrecondition text.
import tensorflow as tf

blue_image = tf.stack([tf.zeros([5, 5]), tf.zeros([5, 5]), tf.ones([5, 5])], axis=-1)
blue_hsv_image = tf.image.rgb_to_hsv(blue_image)
print(blue_hsv_image.shape, blue_hsv_image.dtype, blue_hsv_image[0, 0].numpy().tolist())
rgb = tf.constant([[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 1.0, 1.0], [0.5, 0.5, 0.5], [0.0, 0.0, 0.0], [1.0, 0.0, 1.0]])
hsv = tf.image.rgb_to_hsv(rgb)
print(hsv.numpy().tolist())
print(tf.image.hsv_to_rgb(hsv).numpy().tolist())
print(tf.image.hsv_to_rgb(tf.constant([[0.25, 1.0, 1.0], [0.75, 1.0, 0.5], [0.5, 0.0, 0.25]], tf.float64)).numpy().tolist())


@tf.function
def roundtrip(x):
    return tf.image.hsv_to_rgb(tf.image.rgb_to_hsv(x))


print(roundtrip(rgb[:2]).numpy().tolist())
print([op.type for op in roundtrip.get_concrete_function(tf.TensorSpec([None, 3])).graph.get_operations()])
try:
    tf.image.rgb_to_hsv(tf.ones([2, 4]))
except tf.errors.FailedPreconditionError as e:
    print(type(e).__name__, e)
