"""RandomColorDegeneration (keras/src/layers/preprocessing/image_preprocessing/
random_color_degeneration.py): while training, blends each image toward its grayscale
version, x + f * (gray - x), f drawn uniformly from `factor` (shape (batch, 1, 1, 1)), and
clips to `value_range`."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomColorDegeneration(BaseImagePreprocessingLayer):
    _VALUE_RANGE_VALIDATION_ERROR = "The `value_range` argument should be a list of two numbers. "
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_color_degeneration.py", 43,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, factor, value_range=(0, 255), data_format=None, seed=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self._set_factor(factor)
        self._set_value_range(value_range)
        self.seed = seed
        self.generator = SeedGenerator(seed)

    def get_random_transformation(self, data, training=True, seed=None):
        images = data["images"] if isinstance(data, dict) else data
        _, batch_size = self._images_batch_size(images, colon=True)
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        factor = self.backend.random.uniform((batch_size, 1, 1, 1), minval=self.factor[0], maxval=self.factor[1],
                                             seed=seed)
        return {"factor": factor}

    def transform_images(self, images, transformation=None, training=True):
        if training:
            images = self.backend.cast(images, self.compute_dtype)
            factor = self.backend.cast(transformation["factor"], self.compute_dtype)
            degenerates = self.backend.image.rgb_to_grayscale(images, data_format=self.data_format)
            images = images + factor * (degenerates - images)
            images = self.backend.numpy.clip(images, self.value_range[0], self.value_range[1])
            images = self.backend.cast(images, self.compute_dtype)
        return images

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return segmentation_masks

    def get_config(self):
        config = super().get_config()
        config.update({"factor": self.factor, "value_range": self.value_range, "seed": self.seed})
        return config

    def compute_output_shape(self, input_shape):
        return input_shape
