"""The sub-layers RandAugment and AugMix build (keras/src/layers/preprocessing/
image_preprocessing/rand_augment.py and aug_mix.py construct the same set, each with the
outer layer's `factor`, `value_range`, `interpolation`, `seed` and `data_format`)."""
from keras.src.layers.preprocessing.image_preprocessing.auto_contrast import AutoContrast
from keras.src.layers.preprocessing.image_preprocessing.equalization import Equalization
from keras.src.layers.preprocessing.image_preprocessing.random_brightness import RandomBrightness
from keras.src.layers.preprocessing.image_preprocessing.random_color_degeneration import RandomColorDegeneration
from keras.src.layers.preprocessing.image_preprocessing.random_contrast import RandomContrast
from keras.src.layers.preprocessing.image_preprocessing.random_posterization import RandomPosterization
from keras.src.layers.preprocessing.image_preprocessing.random_rotation import RandomRotation
from keras.src.layers.preprocessing.image_preprocessing.random_sharpness import RandomSharpness
from keras.src.layers.preprocessing.image_preprocessing.random_shear import RandomShear
from keras.src.layers.preprocessing.image_preprocessing.random_translation import RandomTranslation
from keras.src.layers.preprocessing.image_preprocessing.solarization import Solarization

GEOMETRIC = ("random_shear", "random_translation", "random_rotation")
COLOR = ("random_brightness", "random_color_degeneration", "random_contrast", "random_sharpness")


def make_layer(name, layer, data_format, kwargs):
    """The sub-layer `name` (one of GEOMETRIC, COLOR, "random_posterization", "solarization",
    "auto_contrast", "equalization") configured from the outer `layer`; construction order
    matters, since each unseeded SeedGenerator draws from Python's random."""
    factor, value_range, seed = layer.factor, layer.value_range, layer.seed
    interpolation = layer.interpolation
    if name == "random_shear":
        return RandomShear(x_factor=factor, y_factor=factor, interpolation=interpolation, seed=seed,
                           data_format=data_format, **kwargs)
    if name == "random_translation":
        return RandomTranslation(height_factor=factor, width_factor=factor, interpolation=interpolation, seed=seed,
                                 data_format=data_format, **kwargs)
    if name == "random_rotation":
        return RandomRotation(factor=factor, interpolation=interpolation, seed=seed, data_format=data_format,
                              **kwargs)
    if name == "solarization":
        return Solarization(addition_factor=factor, threshold_factor=factor, value_range=value_range, seed=seed,
                            data_format=data_format, **kwargs)
    if name == "random_posterization":
        return RandomPosterization(factor=max(1, int(8 * factor[1])), value_range=value_range, seed=seed,
                                   data_format=data_format, **kwargs)
    if name == "auto_contrast":
        return AutoContrast(value_range=value_range, data_format=data_format, **kwargs)
    if name == "equalization":
        return Equalization(value_range=value_range, data_format=data_format, **kwargs)
    color = {"random_brightness": RandomBrightness, "random_color_degeneration": RandomColorDegeneration,
             "random_contrast": RandomContrast, "random_sharpness": RandomSharpness}[name]
    return color(factor=factor, value_range=value_range, seed=seed, data_format=data_format, **kwargs)
