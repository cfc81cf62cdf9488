"""RandomSharpness (keras/src/layers/preprocessing/image_preprocessing/random_sharpness.py):
while training, blends each image with its 3x3 smoothed version (kernel 1/13 around, 5/13 at
the centre, depthwise, "same" padding): x + (1 - 2f) * (smoothed - x), f drawn uniformly
from `factor` (shape (batch,)), then clips to `value_range`."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomSharpness(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (0, 1)
    _VALUE_RANGE_VALIDATION_ERROR = "The `value_range` argument should be a list of two numbers. "
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_sharpness.py", 49,
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
        return {"factor": factor}

    def transform_images(self, images, transformation=None, training=True):
        images = self.backend.cast(images, self.compute_dtype)
        if training:
            np_ = self.backend.numpy
            if self.data_format == "channels_first":
                images = np_.swapaxes(images, -3, -1)
            sharpness_factor = self.backend.cast(transformation["factor"] * 2, dtype=self.compute_dtype)
            sharpness_factor = np_.reshape(sharpness_factor, (-1, 1, 1, 1))
            num_channels = self.backend.shape(images)[-1]
            a, b = 1.0 / 13.0, 5.0 / 13.0
            kernel = self.backend.convert_to_tensor([[a, a, a], [a, b, a], [a, a, a]], dtype=self.compute_dtype)
            kernel = np_.tile(np_.reshape(kernel, (3, 3, 1, 1)), [1, 1, num_channels, 1])
            kernel = self.backend.cast(kernel, self.compute_dtype)
            smoothed_image = self.backend.nn.depthwise_conv(images, kernel, strides=1, padding="same",
                                                            data_format="channels_last")
            smoothed_image = self.backend.cast(smoothed_image, dtype=self.compute_dtype)
            images = images + (1.0 - sharpness_factor) * (smoothed_image - images)
            images = np_.clip(images, self.value_range[0], self.value_range[1])
            if self.data_format == "channels_first":
                images = np_.swapaxes(images, -3, -1)
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
