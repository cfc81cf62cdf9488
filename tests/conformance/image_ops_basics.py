# tf.image's Python-level functions on the docstring examples of TF 2.20's image_ops_impl.py
# (flip_left_right, flip_up_down, transpose, rot90, central_crop, pad_to_bounding_box,
# adjust_brightness, adjust_contrast, adjust_saturation, adjust_hue on float32 and int32 images,
# the stateless_random_* forms with seed (1, 2) or (2, 3), rgb_to_grayscale, grayscale_to_rgb,
# convert_image_dtype to float16). Expected values are the docstrings' (numpy's str of the same
# arrays where the docstring shows a repr). The other values follow image_ops_impl.py: uint8 ->
# float32 multiplies by 1 / 255; float -> uint8 scales by 255.5 (saturate clips first);
# resize_with_crop_or_pad crops / pads centrally; the error texts of _CheckAtLeast3DImage,
# central_crop and crop_to_bounding_box's _assert. Only channel 0 of stateless_random_contrast is
# printed: one value of the docstring's channel 2 (8.179828) is what a fused multiply-add gives,
# which TF's CPU kernel does only when built for FMA.
import tensorflow as tf

x = [[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[7.0, 8.0, 9.0], [10.0, 11.0, 12.0]]]
print(tf.image.flip_left_right(x))
print(tf.image.flip_up_down(x).numpy())
print(tf.image.transpose(x).numpy())
a = tf.constant([[[1], [2]], [[3], [4]]])
print(tf.image.rot90(a)[..., 0].numpy())
print(tf.image.rot90(a, k=3)[..., 0].numpy())
x4 = [[[float(r * 12 + c * 3 + k + 1) for k in range(3)] for c in range(4)] for r in range(4)]
print(tf.image.central_crop(x4, 0.5).numpy())
print(tf.image.pad_to_bounding_box(x, 1, 1, 4, 4)[..., 0].numpy())

print(tf.image.adjust_brightness(x, delta=0.1).numpy())
print(tf.image.adjust_contrast(x, 2).numpy())
print(tf.image.adjust_saturation(x, 0.5).numpy())
print(tf.image.adjust_hue(x, 0.2).numpy())
ints = tf.constant([[[1, 2, 3], [4, 5, 6]], [[7, 8, 9], [10, 11, 12]], [[13, 14, 15], [16, 17, 18]]])
print(tf.image.adjust_hue(ints, 0.2))

seed = (1, 2)
print(tf.image.stateless_random_brightness(x, 0.2, seed).numpy())
print(tf.image.stateless_random_contrast(x, 0.2, 0.5, seed)[..., 0].numpy())
print(tf.image.stateless_random_hue(x, 0.2, seed).numpy())
print(tf.image.stateless_random_saturation(x, 0.5, 1.0, seed).numpy())
image = [[[1], [2]], [[3], [4]]]
print(tf.image.stateless_random_flip_left_right(image, (2, 3)).numpy().tolist())
print(tf.image.stateless_random_flip_up_down(image, (2, 3)).numpy().tolist())

print(tf.image.rgb_to_grayscale(tf.constant([[[1.0, 2.0, 3.0]]])).numpy())
print(tf.image.grayscale_to_rgb(tf.constant([[[1.0], [2.0], [3.0]]])).numpy())
print(tf.image.convert_image_dtype(x, dtype=tf.float16, saturate=False).dtype)
u8 = tf.constant([[[0, 128, 255]]], dtype=tf.uint8)
as_float = tf.image.convert_image_dtype(u8, tf.float32)
print(as_float)
print(tf.image.convert_image_dtype(as_float, tf.uint8))
print(tf.image.convert_image_dtype(tf.constant([1.5, -0.2]), tf.uint8, saturate=True))
print(tf.image.resize_with_crop_or_pad(tf.reshape(tf.range(1.0, 10.0), [3, 3, 1]), 5, 2)[..., 0])
print(tf.image.crop_to_bounding_box(tf.reshape(tf.range(16.0), [4, 4, 1]), 1, 1, 2, 2)[..., 0])
print(tf.image.per_image_standardization(tf.constant([[[1.0], [3.0]]])))
print(tf.image.total_variation(tf.constant([[[1.0], [3.0]], [[0.0], [2.0]]])))
print(tf.image.ResizeMethod.BILINEAR, tf.image.ResizeMethod.NEAREST_NEIGHBOR)

try:
    tf.image.flip_left_right(tf.ones([3, 3]))
except ValueError as e:
    print("ValueError:", e)
try:
    tf.image.central_crop(tf.ones([3, 3, 1]), 1.5)
except ValueError as e:
    print("ValueError:", e)
try:
    tf.image.crop_to_bounding_box(tf.ones([3, 3, 1]), 2, 2, 2, 2)
except ValueError as e:
    print("ValueError:", e)


@tf.function
def augment(img, seed):
    img = tf.image.stateless_random_brightness(img, 0.2, seed)
    img = tf.image.rot90(img)
    return tf.image.central_crop(img, 0.5)


print(augment(tf.reshape(tf.range(16.0), [4, 4, 1]), tf.constant([1, 2]))[..., 0])
