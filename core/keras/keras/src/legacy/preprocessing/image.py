"""tf.keras.preprocessing.image's Keras 1 augmentation API, deprecated but kept by Keras
3.11.3's tf.keras view (keras/src/legacy/preprocessing/image.py). The channel shifts are
numpy-only and work; the generators, iterators and geometric / brightness transforms need
scipy.ndimage, PIL or image files, which tfplay does not have: they raise
NotImplementedError naming themselves."""

import numpy as np

from keras.src.utils.unavailable import unavailable


def _rollaxis(x, axis, start):
    """np.rollaxis (which tfplay's numpy lacks) by np.moveaxis, with its own start rule."""
    n = x.ndim
    axis = axis + n if axis < 0 else axis
    start = start + n if start < 0 else start
    if axis < start:
        start -= 1
    return x if axis == start else np.moveaxis(x, axis, start)


def apply_channel_shift(x, intensity, channel_axis=0):
    """A 3-D numpy image with `intensity` added to every channel, clipped to x's overall
    [min, max]. As in Keras, a negative channel_axis leaves the channels first."""
    x = _rollaxis(x, channel_axis, 0)
    min_x, max_x = np.min(x), np.max(x)
    x = np.stack([np.clip(c + intensity, min_x, max_x) for c in x], axis=0)
    return _rollaxis(x, 0, channel_axis + 1)


def random_channel_shift(x, intensity_range, channel_axis=0):
    """apply_channel_shift by an intensity drawn from numpy's global generator, uniform in
    [-intensity_range, intensity_range)."""
    intensity = np.random.uniform(-intensity_range, intensity_range)
    return apply_channel_shift(x, intensity, channel_axis=channel_axis)


def _not_in_tfplay(name, needs):
    raise NotImplementedError(f"tf.keras.preprocessing.image.{name} needs {needs}, "
                              "which tfplay does not have")


@unavailable("Keras 1's image generators (scipy.ndimage, PIL)")
class Iterator:
    """Keras 1's batch iterator base: not in tfplay."""

    def __init__(self, *args, **kwargs):
        _not_in_tfplay("Iterator", "Keras 1's image generators")


@unavailable("Keras 1's image generators (scipy.ndimage, PIL)")
class NumpyArrayIterator(Iterator):
    """Batches of augmented images from numpy arrays: not in tfplay."""

    def __init__(self, *args, **kwargs):
        _not_in_tfplay("NumpyArrayIterator", "Keras 1's image generators")


@unavailable("image files (PIL)")
class DirectoryIterator(Iterator):
    """Batches of images read from a directory: not in tfplay."""

    def __init__(self, *args, **kwargs):
        _not_in_tfplay("DirectoryIterator", "image files (PIL)")


@unavailable("Keras 1's image generators (scipy.ndimage, PIL)")
class ImageDataGenerator:
    """Keras 1's real-time image augmentation: not in tfplay (use the keras.layers.Random*
    preprocessing layers)."""

    def __init__(self, *args, **kwargs):
        _not_in_tfplay("ImageDataGenerator", "scipy.ndimage and PIL")


@unavailable("scipy.ndimage")
def apply_affine_transform(x, *args, **kwargs):
    """Affine transform of a numpy image with scipy.ndimage: not in tfplay."""
    _not_in_tfplay("apply_affine_transform", "scipy.ndimage")


@unavailable("PIL")
def apply_brightness_shift(x, brightness, scale=True):
    """Brightness change with PIL's ImageEnhance: not in tfplay."""
    _not_in_tfplay("apply_brightness_shift", "PIL")


@unavailable("PIL")
def random_brightness(x, brightness_range, scale=True):
    """A random brightness change with PIL's ImageEnhance: not in tfplay."""
    _not_in_tfplay("random_brightness", "PIL")


@unavailable("scipy.ndimage")
def random_rotation(x, rg, *args, **kwargs):
    """A random rotation (apply_affine_transform): not in tfplay."""
    _not_in_tfplay("random_rotation", "scipy.ndimage")


@unavailable("scipy.ndimage")
def random_shift(x, wrg, hrg, *args, **kwargs):
    """A random shift (apply_affine_transform): not in tfplay."""
    _not_in_tfplay("random_shift", "scipy.ndimage")


@unavailable("scipy.ndimage")
def random_shear(x, intensity, *args, **kwargs):
    """A random shear (apply_affine_transform): not in tfplay."""
    _not_in_tfplay("random_shear", "scipy.ndimage")


@unavailable("scipy.ndimage")
def random_zoom(x, zoom_range, *args, **kwargs):
    """A random zoom (apply_affine_transform): not in tfplay."""
    _not_in_tfplay("random_zoom", "scipy.ndimage")
