"""RandomHue (keras/src/layers/preprocessing/image_preprocessing/random_hue.py): while
training, shifts the hue of each image (in HSV, hue in [0, 1), wrapped) by
sign * factor * 0.5, where sign is -1 when a first uniform draw exceeds 0.5 and factor is a
second draw uniform in `factor` (both of shape (batch,)); images are mapped to [0, 1] for the
HSV round trip, clipped there and mapped back to `value_range`."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)


class RandomHue(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = True
    _FACTOR_BOUNDS = (0, 1)
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_hue.py", 54,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, factor, value_range=(0, 255), data_format=None, seed=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self._set_factor(factor)
        self.value_range = value_range
        self.seed = seed
        self.generator = self.backend.random.SeedGenerator(seed)

    def get_random_transformation(self, data, training=True, seed=None):
        images = data["images"] if isinstance(data, dict) else data
        _, batch_size = self._images_batch_size(images)
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        np_ = self.backend.numpy
        invert = self.backend.random.uniform((batch_size,), seed=seed)
        invert = np_.where(invert > 0.5, -np_.ones_like(invert), np_.ones_like(invert))
        factor = self.backend.random.uniform((batch_size,), minval=self.factor[0], maxval=self.factor[1], seed=seed)
        return {"factor": invert * factor * 0.5}

    def transform_images(self, images, transformation=None, training=True):
        if training:
            images = self._apply_random_hue(images, transformation)
        return images

    def _apply_random_hue(self, images, transformation):
        np_ = self.backend.numpy
        images = self.backend.cast(images, self.compute_dtype)
        images = self._transform_value_range(images, self.value_range, (0, 1))
        adjust_factors = self.backend.cast(transformation["factor"], images.dtype)
        adjust_factors = np_.expand_dims(np_.expand_dims(adjust_factors, -1), -1)
        images = self.backend.image.rgb_to_hsv(images, data_format=self.data_format)
        if self.data_format == "channels_first":
            h_channel = images[:, 0, :, :] + adjust_factors
        else:
            h_channel = images[..., 0] + adjust_factors
        h_channel = np_.where(h_channel > 1.0, h_channel - 1.0, h_channel)
        h_channel = np_.where(h_channel < 0.0, h_channel + 1.0, h_channel)
        if self.data_format == "channels_first":
            images = np_.stack([h_channel, images[:, 1, :, :], images[:, 2, :, :]], axis=1)
        else:
            images = np_.stack([h_channel, images[..., 1], images[..., 2]], axis=-1)
        images = self.backend.image.hsv_to_rgb(images, data_format=self.data_format)
        images = np_.clip(images, 0, 1)
        images = self._transform_value_range(images, (0, 1), self.value_range)
        return self.backend.cast(images, self.compute_dtype)

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
