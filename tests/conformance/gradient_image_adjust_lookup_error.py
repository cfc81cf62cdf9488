# Differentiating tf.image.adjust_contrast, adjust_hue and adjust_saturation, as in the
# "Introduction to gradients" guide: TF 2.20's image_grad.py registers no gradient for the
# AdjustContrastv2, AdjustHue and AdjustSaturation ops (tensorflow/tensorflow issue #126083;
# the AdjustContrastv2 gradient came after 2.21), so the eager backward pass's
# ops._gradient_registry.lookup raises registry.py's LookupError
# "gradient registry has no entry for: <op>". adjust_brightness is image + delta and has a
# gradient.
import tensorflow as tf

image = tf.Variable([[[0.5, 0.0, 0.0], [0.1, 0.2, 0.3]]])
delta = tf.Variable(0.1)
for adjust in (tf.image.adjust_contrast, tf.image.adjust_hue, tf.image.adjust_saturation):
    with tf.GradientTape() as tape:
        new_image = adjust(image, delta)
    try:
        print(tape.gradient(new_image, [image, delta]))
    except LookupError as e:
        print(f"{type(e).__name__}: {e}")

with tf.GradientTape() as tape:
    new_image = tf.image.adjust_brightness(image, delta)
print(tape.gradient(new_image, delta))
