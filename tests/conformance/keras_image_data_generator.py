# tf.keras.preprocessing.image.ImageDataGenerator (Keras 3.11.3's tf.keras view,
# keras/src/legacy/preprocessing/image.py) over NumPy arrays: flow() gives a
# NumpyArrayIterator (a PyDataset: len, indexing, next), each image through
# get_random_transform / apply_transform / standardize. Values by hand: rescale multiplies,
# fit() learns the per-channel mean and population std (0..110 step 10: 55 and
# 10 * sqrt(143 / 12) = 34.5205), standardize subtracts and divides by std + 1e-6. With seed=3
# a batch reseeds np.random with 3 + batches seen; NumPy's first draws after seed(3) are
# 0.5508, 0.7081, 0.2909, 0.5108, so of two images only the second is flipped (draw < 0.5; each
# image draws horizontal then vertical). fit() on a flow warns that the iterator never called
# PyDataset.__init__, as Keras 3 does. Rotations, shifts and zooms resample as
# scipy.ndimage.affine_transform(order=1, mode="nearest") does with Keras's matrices (centred,
# axes swapped): a 90-degree turn, a one-pixel shift and a 2x zoom of a 3x3 ramp by hand; the
# seeded rotation draws theta = -30 + 60 * 0.5508 = 3.0479 degrees, its bilinear samples worked
# out in double precision; random_rotation draws the same angle after np.random.seed(3).
# Other fill modes need scipy.ndimage and directories image files:
# NotImplementedError in tfplay. Unfit feature-wise steps and overridden options warn at
# Keras's lines.
import numpy as np
import tensorflow as tf
from tensorflow import keras
from tensorflow.keras.preprocessing.image import ImageDataGenerator

x = (np.arange(12, dtype="float32") * 10).reshape(2, 2, 3, 1)
y = np.array([0, 1])

gen = ImageDataGenerator(rescale=0.1)
it = gen.flow(x, y, batch_size=1, shuffle=False)
print(type(it).__name__, len(it), isinstance(it, keras.utils.PyDataset))
bx, by = it[1]
print(bx[..., 0].tolist(), by)
bx, by = next(it)
print(bx.shape, bx.dtype, by)
print(next(it)[1], next(it)[1])

weighted = gen.flow(x, y, batch_size=2, shuffle=False, sample_weight=np.array([0.5, 2.0]))
print([part.shape for part in weighted[0]])
print(gen.flow(x, batch_size=2, shuffle=False)[0].shape)

norm = ImageDataGenerator(featurewise_center=True, featurewise_std_normalization=True)
norm.fit(x)
print(norm.mean.shape, norm.mean.ravel(), np.round(norm.std.ravel(), 4))
print(np.round(norm.standardize(x[0].copy())[..., 0], 4).tolist())

double = ImageDataGenerator(preprocessing_function=lambda img: img * 2, samplewise_center=True)
print(double.flow(x, batch_size=1, shuffle=False)[0][0, ..., 0].tolist())

flips = ImageDataGenerator(horizontal_flip=True).flow(x, y, batch_size=2, shuffle=False, seed=3)
bx, by = flips[0]
print(bx[0, ..., 0].tolist(), bx[1, ..., 0].tolist())
print(ImageDataGenerator().apply_transform(x[0], {"flip_vertical": True})[..., 0].tolist())

from tensorflow.keras.preprocessing.image import apply_affine_transform

ramp = np.arange(9, dtype="float32").reshape(3, 3, 1)
axes = dict(row_axis=0, col_axis=1, channel_axis=2)
print(apply_affine_transform(ramp, tx=1, **axes)[..., 0].tolist())
print(apply_affine_transform(ramp, zx=0.5, zy=0.5, **axes)[..., 0].tolist())
turned = apply_affine_transform(ramp, theta=90, **axes)[..., 0]
print([[round(float(v), 4) for v in row] for row in turned])
rotated = ImageDataGenerator(rotation_range=30).flow(ramp[None], batch_size=1, shuffle=False, seed=3)[0][0, ..., 0]
print([[round(float(v), 4) for v in row] for row in rotated])
np.random.seed(3)
spun = tf.keras.preprocessing.image.random_rotation(ramp[None, ..., 0], 30)[0]
print([[round(float(v), 4) for v in row] for row in spun])
print(tf.keras.preprocessing.image.random_zoom(ramp, (1, 1), **axes)[..., 0].tolist())
ImageDataGenerator(samplewise_std_normalization=True)
ImageDataGenerator(featurewise_center=True).standardize(ramp.copy())

split = ImageDataGenerator(validation_split=0.5)
print(len(split.flow(x, y, subset="training", batch_size=1, ignore_class_split=True)), split.flow(x, subset="validation", batch_size=1).n)
try:
    split.flow(x, y, subset="training")
except ValueError as e:
    print("ValueError:", e)

model = keras.Sequential([keras.Input((2, 3, 1)), keras.layers.Flatten(), keras.layers.Dense(1, kernel_initializer="zeros")])
model.compile(optimizer="sgd", loss="mse")
print(model.fit(gen.flow(x, y, batch_size=2, shuffle=False), epochs=1, verbose=0).history)

for make in [
    lambda: gen.flow(x[0], y),
    lambda: gen.flow(x, np.array([1, 2, 3])),
    lambda: ImageDataGenerator(validation_split=1.5),
    lambda: ImageDataGenerator(zoom_range=(0.5, 1.0, 2.0)),
    lambda: ImageDataGenerator(data_format="channels_middle"),
    lambda: gen.fit(x[0]),
    lambda: ImageDataGenerator(rotation_range=30, fill_mode="constant").flow(x, y, seed=1)[0],
    lambda: gen.flow_from_directory("data/train"),
]:
    try:
        make()
    except (ValueError, NotImplementedError) as e:
        print(f"{type(e).__name__}: {e}")
