# Keras 3.11 preprocessing layers usable without strings, on the TensorFlow backend.
# Expected values: Normalization by hand from its formula ((x - mean) / max(sqrt(var), 1e-7),
# population variance; for [[1, 2], [3, 4], [5, 6], [7, 8]]: mean [4, 5], variance [5, 5]; the
# tf.data path merges batch means and variances exactly as Keras's adapt does, giving the same
# numbers; `count` stays 0, as Keras never updates it) and the error texts of
# normalization_test.py; the summary's params 2 + 2 + 1 (int64 count: 8 bytes) and 2 + 1;
# Discretization's and CategoryEncoding's argument errors (discretization.py,
# category_encoding.py) and CategoryEncoding's one_hot test (category_encoding_test.py);
# Resizing's test_down_sampling_numeric / test_up_sampling_numeric (resizing_test.py);
# CenterCrop's central window by hand; RandomFlip, RandomCrop, RandomRotation,
# RandomTranslation and RandomZoom: identity at training=False (RandomCrop then returns the
# image uncropped, as Keras's transform_images does) and properties of the random outputs
# (each image flipped or not; the crop a window of the input; a rotation with nearest
# interpolation and constant fill only moves pixels or writes the fill value; a translation by
# exactly a quarter of the height moves every row down one, filling with zeros; zero factors
# leave images unchanged); seed generator counts.
import numpy as np
import keras
import tensorflow as tf
from keras import layers


def rounded(y, n=5):
    """Nested lists of Python floats rounded to n decimals."""
    y = np.asarray(y).tolist()
    return [rounded(v, n) for v in y] if isinstance(y, list) else round(y, n)


x = np.array([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0]], "float32")
for data in (x, tf.constant(x), tf.data.Dataset.from_tensor_slices(x).batch(2)):
    layer = layers.Normalization()
    layer.adapt(data)
    print(rounded(layer(x)), rounded(layer.adapt_mean), rounded(layer.adapt_variance), int(layer.count.numpy()))
print([(w.path, tuple(w.shape), w.dtype, w.trainable) for w in layer.weights])
print(rounded(layers.Normalization(mean=3.0, variance=2.0)(np.array([[1, 2, 3]], "float32"))))
print(rounded(layers.Normalization(mean=3.0, variance=2.0, invert=True)(np.array([[0.0, 1.0]], "float32"))))
norm = layers.Normalization(axis=(1, 2))
norm.adapt(np.arange(24, dtype="float32").reshape((2, 3, 2, 2)))
print(norm.adapt_mean.shape, rounded(norm.adapt_mean))
for bad in (lambda: layers.Normalization(mean=0.5), lambda: layers.Normalization(axis=3).build((2, 2)),
            lambda: layers.Normalization(axis=1).build((None, None))):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)
layer = layers.Normalization(axis=-1)
layer.build((10, 5))
try:
    layer.adapt(np.random.random((10, 3)))
except ValueError as e:
    print("ValueError:", e)
model = keras.Sequential([keras.Input(shape=(2,)), layers.Normalization(), layers.Dense(1)])
model.layers[0].adapt(x)
model.summary()

for bad in (lambda: layers.Discretization(), lambda: layers.Discretization(num_bins=2, bin_boundaries=[0.0]),
            lambda: layers.Discretization(bin_boundaries=[0.0]).adapt(np.ones(3))):
    try:
        bad()
    except ValueError as e:
        print("ValueError:", e)

print(layers.CategoryEncoding(num_tokens=4, output_mode="one_hot")(np.array([3, 2, 0, 1])).numpy().tolist())
print(layers.CategoryEncoding(num_tokens=3, output_mode="one_hot").compute_output_shape((None, 1)),
      layers.CategoryEncoding(num_tokens=3).compute_output_shape((None, 4)))
try:
    layers.CategoryEncoding(num_tokens=0)
except ValueError as e:
    print("ValueError:", e)

img = np.reshape(np.arange(0, 16), (1, 4, 4, 1)).astype(np.float32)
print(layers.Resizing(height=2, width=2, interpolation="nearest")(img).numpy().reshape((2, 2)).tolist())
img = np.reshape(np.arange(0, 4), (1, 2, 2, 1)).astype(np.float32)
print(layers.Resizing(height=4, width=4, interpolation="nearest")(img).numpy().reshape((4, 4)).tolist())
print(layers.Resizing(6, 6)(np.ones((2, 9, 8, 3))).shape, layers.Resizing(6, 6).compute_output_shape((2, 9, 8, 3)))
img = np.arange(48, dtype="float32").reshape((1, 4, 4, 3))
print(layers.CenterCrop(2, 2)(img).numpy()[0, :, :, 0].tolist(), layers.CenterCrop(2, 2)(img[0]).shape)

images = np.arange(2 * 4 * 4 * 1, dtype="float32").reshape((2, 4, 4, 1))
flip = layers.RandomFlip("horizontal", seed=42)
print(np.array_equal(flip(images, training=False).numpy(), images), len(flip.non_trainable_variables))
out = flip(images).numpy()
print(all(np.array_equal(o, i) or np.array_equal(o, i[:, ::-1]) for o, i in zip(out, images)))
crop = layers.RandomCrop(2, 3, seed=7)
out = crop(images).numpy()
windows = [images[0, h:h + 2, w:w + 3] for h in range(3) for w in range(2)]
# Keras crops only while training: at inference the images come back whole.
print(out.shape, any(np.array_equal(out[0], w) for w in windows), crop(images, training=False).shape)
rot = layers.RandomRotation(factor=(0.5, 0.5), fill_mode="constant", interpolation="nearest", seed=3)
out = rot(images).numpy()
print(out.shape, set(out.reshape(-1).tolist()) <= set(images.reshape(-1).tolist()) | {0.0},
      np.array_equal(rot(images, training=False).numpy(), images))
print(layers.RandomRotation(0.2).factor)
for layer in (layers.RandomTranslation(0.0, 0.0, seed=1), layers.RandomZoom(0.0, seed=2)):
    print(type(layer).__name__, np.allclose(layer(images).numpy(), images, atol=1e-4), len(layer.non_trainable_variables))
shifted = layers.RandomTranslation((0.25, 0.25), 0.0, fill_mode="constant", interpolation="nearest")(images).numpy()
print(shifted[0, :, :, 0].tolist())
try:
    layers.RandomZoom(1.5)
except ValueError as e:
    print("ValueError:", e)
try:
    layers.RandomRotation(2.0)
except ValueError as e:
    print("ValueError:", e)
