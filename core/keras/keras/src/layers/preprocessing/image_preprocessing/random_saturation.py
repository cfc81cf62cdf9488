"""RandomSaturation (keras/src/layers/preprocessing/image_preprocessing/random_saturation.py):
while training, multiplies the HSV saturation of each image by f / (1 - f + epsilon), f drawn
uniformly from `factor` (shape (batch,)), clipping the saturation to `value_range` (so a
factor of 0 gives grayscale, 1 full saturation, 0.5 no change)."""
from keras.src.backend import epsilon
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomSaturation(BaseImagePreprocessingLayer):
    _VALUE_RANGE_VALIDATION_ERROR = "The `value_range` argument should be a list of two numbers. "
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_saturation.py", 54,
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
        factor = self.backend.random.uniform((batch_size,), minval=self.factor[0], maxval=self.factor[1], seed=seed)
        return {"factor": factor / (1 - factor + epsilon())}

    def transform_images(self, images, transformation=None, training=True):
        if training:
            np_ = self.backend.numpy
            adjust_factors = self.backend.cast(transformation["factor"], self.compute_dtype)
            adjust_factors = np_.reshape(adjust_factors, self.backend.shape(adjust_factors) + (1, 1))
            images = self.backend.image.rgb_to_hsv(images, data_format=self.data_format)
            if self.data_format == "channels_first":
                s_channel = np_.clip(np_.multiply(images[:, 1, :, :], adjust_factors), self.value_range[0],
                                     self.value_range[1])
                images = np_.stack([images[:, 0, :, :], s_channel, images[:, 2, :, :]], axis=1)
            else:
                s_channel = np_.clip(np_.multiply(images[..., 1], adjust_factors), self.value_range[0],
                                     self.value_range[1])
                images = np_.stack([images[..., 0], s_channel, images[..., 2]], axis=-1)
            images = self.backend.image.hsv_to_rgb(images, data_format=self.data_format)
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
