# Keras 3.11.3 image augmentation layers in the places the guides use them: inside
# tf.data.Dataset.map (the layer runs in the map's graph; its SeedGenerator state is a
# variable the map reads and advances, so batch k draws [seed, k] as an eager call would)
# and inside a Sequential model trained with fit (training=True) and used with predict
# (training=False: the random layers pass images through). Expected values: the seeded
# brightness deltas are those of keras_image_aug_brightness_contrast (independent Philox
# implementation of TF's stateless uniform, arithmetic in float32 by hand); symbolic output
# shapes from each layer's compute_output_shape (the input shape); dict inputs keep their
# labels (transform_labels returns them).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

ds = tf.data.Dataset.from_tensor_slices(np.full((4, 2, 2, 3), 10.0, "float32")).batch(2)
ds = ds.map(layers.RandomBrightness(factor=(0.1, 0.5), seed=7))
for batch in ds:
    print(batch.numpy()[:, 0, 0, 0].tolist())

data = {"images": np.full((4, 2, 2, 3), 200.0, "float32"), "labels": np.arange(4, dtype="float32")}
ds = tf.data.Dataset.from_tensor_slices(data).batch(4).map(layers.RandomInvert(factor=(1.0, 1.0), seed=1))
for item in ds:
    print(sorted(item), np.unique(item["images"].numpy()).tolist(), item["labels"].numpy().tolist())

augment = [layers.RandomBrightness(0.2, seed=1), layers.RandomContrast(0.2, seed=2), layers.RandomGrayscale(0.5, seed=3),
           layers.RandomInvert(0.5, seed=4), layers.RandomPosterization((4, 8), seed=5),
           layers.Solarization(0.2, 0.9, seed=6), layers.AutoContrast(), layers.Equalization(),
           layers.RandomHue(0.1, seed=7), layers.RandomSaturation((0.4, 0.6), seed=8)]
inputs = keras.Input(shape=(8, 8, 3))
x = inputs
for layer in augment:
    x = layer(x)
    print(type(layer).__name__, x.shape, x.dtype)

keras.utils.set_random_seed(0)
images = np.random.uniform(0, 255, size=(16, 8, 8, 3)).astype("float32")
targets = np.random.uniform(size=(16, 1)).astype("float32")
model = keras.Sequential([keras.Input(shape=(8, 8, 3)), layers.Rescaling(1.0 / 255)] + augment[:6] +
                         [layers.GlobalAveragePooling2D(), layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
history = model.fit(images, targets, batch_size=8, epochs=2, verbose=0)
print(sorted(history.history), len(history.history["loss"]), all(np.isfinite(history.history["loss"])))
pred = model.predict(images, verbose=0)
head = keras.Sequential([keras.Input(shape=(8, 8, 3)), layers.Rescaling(1.0 / 255)] + model.layers[-2:])
print(pred.shape, np.allclose(pred, head(images).numpy(), atol=1e-6))
print(len(model.non_trainable_variables))
