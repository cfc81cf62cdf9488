"""RandomColorJitter (keras/src/layers/preprocessing/image_preprocessing/random_color_jitter.py):
while training, applies in turn RandomBrightness, RandomContrast, RandomSaturation and
RandomHue (each only if its factor is given), every one drawing from this layer's own
SeedGenerator, in that order."""
from keras.src.layers.preprocessing.image_preprocessing import random_brightness
from keras.src.layers.preprocessing.image_preprocessing import random_contrast
from keras.src.layers.preprocessing.image_preprocessing import random_hue
from keras.src.layers.preprocessing.image_preprocessing import random_saturation
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator
from keras.src.utils import backend_utils


class RandomColorJitter(BaseImagePreprocessingLayer):
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_color_jitter.py", 73,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, value_range=(0, 255), brightness_factor=None, contrast_factor=None, saturation_factor=None,
                 hue_factor=None, seed=None, data_format=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self.value_range = value_range
        self.brightness_factor = brightness_factor
        self.contrast_factor = contrast_factor
        self.saturation_factor = saturation_factor
        self.hue_factor = hue_factor
        self.seed = seed
        self.generator = SeedGenerator(seed)
        self.random_brightness = None
        self.random_contrast = None
        self.random_saturation = None
        self.random_hue = None
        # Each sub-layer makes its own SeedGenerator (one Python-random draw when seed is None), in this order.
        if self.brightness_factor is not None:
            self.random_brightness = random_brightness.RandomBrightness(
                factor=self.brightness_factor, value_range=self.value_range, seed=self.seed)
        if self.contrast_factor is not None:
            self.random_contrast = random_contrast.RandomContrast(
                factor=self.contrast_factor, value_range=self.value_range, seed=self.seed)
        if self.saturation_factor is not None:
            self.random_saturation = random_saturation.RandomSaturation(
                factor=self.saturation_factor, value_range=self.value_range, seed=self.seed)
        if self.hue_factor is not None:
            self.random_hue = random_hue.RandomHue(factor=self.hue_factor, value_range=self.value_range,
                                                   seed=self.seed)

    def _sub_layers(self):
        return [layer for layer in (self.random_brightness, self.random_contrast, self.random_saturation,
                                    self.random_hue) if layer is not None]

    def build(self, input_shape):
        for layer in self._sub_layers():
            layer.build(input_shape)

    def transform_images(self, images, transformation, training=True):
        if training:
            in_graph = backend_utils.in_tf_graph()
            if in_graph:
                self.backend.set_backend("tensorflow")
            images = self.backend.cast(images, self.compute_dtype)
            for layer in self._sub_layers():
                if in_graph:
                    layer.backend.set_backend("tensorflow")
                sub = layer.get_random_transformation(images, seed=self._get_seed_generator(self.backend._backend))
                if layer is self.random_contrast:
                    sub["contrast_factor"] = self.backend.cast(sub["contrast_factor"], dtype=self.compute_dtype)
                images = layer.transform_images(images, sub)
            images = self.backend.cast(images, self.compute_dtype)
        return images

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return segmentation_masks

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        config = {"value_range": self.value_range, "brightness_factor": self.brightness_factor,
                  "contrast_factor": self.contrast_factor, "saturation_factor": self.saturation_factor,
                  "hue_factor": self.hue_factor, "seed": self.seed}
        return {**super().get_config(), **config}
