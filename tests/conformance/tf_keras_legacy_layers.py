# tf.keras.layers' Keras 2 layers and tf.keras.preprocessing.image's channel shift (Keras
# 3.11.3's keras/src/legacy/layers.py and legacy/preprocessing/image.py): ThresholdedReLU keeps
# inputs > theta, RandomHeight/RandomWidth resize one image axis while training and leave it
# None in the static shape, AlphaDropout is the identity unless training; their error messages
# and get_config keys are those sources'. apply_channel_shift clips to the image's own range.
# ImageDataGenerator's fill modes other than "nearest" need scipy.ndimage: tfplay raises
# NotImplementedError naming it.
import numpy as np
import tensorflow as tf

layers = tf.keras.layers
t = layers.ThresholdedReLU(theta=0.5)
print(t(tf.constant([-1.0, 0.5, 0.6, 2.0])))
print(t.theta, t.get_config()["theta"], t.supports_masking)
print(layers.ThresholdedReLU()(tf.constant([[1.0, 1.5]])))
for bad in (None, -1.0):
    try:
        layers.ThresholdedReLU(theta=bad)
    except ValueError as e:
        print("ValueError:", e)

images = tf.ones((2, 8, 6, 3))
h = layers.RandomHeight(0.5, seed=1)
print(h.height_lower, h.height_upper, h.compute_output_shape((None, 8, 6, 3)))
out = h(images)
print(out.shape[0], out.shape[2:], out.dtype, 4 <= out.shape[1] <= 12)
print(h(images, training=False).shape)
w = layers.RandomWidth((0.5, 1.0), interpolation="nearest")
print(w.width_lower, w.width_upper)
out = w(images)
print(out.shape[:2], out.shape[3], 9 <= out.shape[2] <= 12)
print(sorted(k for k in w.get_config() if k in ("factor", "interpolation", "seed")), w.get_config()["factor"])
model = tf.keras.Sequential([tf.keras.Input((8, 6, 3)), layers.RandomHeight(0.2)])
print(model.output_shape)
for args in ((0.5, 0.2), (-1.5, 0.0)):
    for cls in (layers.RandomHeight, layers.RandomWidth):
        try:
            cls(args)
        except ValueError as e:
            print("ValueError:", e)

a = layers.AlphaDropout(0.5, seed=3)
print(a.built, a(tf.ones((2, 2))))
dropped = a(tf.ones((1000,)), training=True).numpy()
print(len(set(np.round(dropped, 4).tolist())))
print(sorted(k for k in a.get_config() if k in ("rate", "seed", "noise_shape")))

image = np.array([[[0.0, 10.0], [5.0, 20.0]]])
print(tf.keras.preprocessing.image.apply_channel_shift(image, 8.0).tolist())
print(tf.keras.preprocessing.image.apply_channel_shift(image, -8.0, channel_axis=2).tolist())
try:
    tf.keras.preprocessing.image.ImageDataGenerator(rotation_range=20, fill_mode="reflect").random_transform(image)
except NotImplementedError as e:
    print("NotImplementedError:", e)
# Passing input_shape warns at the legacy layer's own `super().__init__(**kwargs)` line.
layers.ThresholdedReLU(input_shape=(3,))
layers.RandomWidth(0.1, input_shape=(4, 4, 1))
