"""RandomPosterization (keras/src/layers/preprocessing/image_preprocessing/random_posterization.py):
keeps the top `bits` bits of every 8-bit pixel value, `bits` drawn per image as an integer in
[factor[0], factor[1]) (uint8 randint, shape (batch,)) or fixed when both bounds are equal.
Pixels are mapped from `value_range` to [0, 255], cast to uint8, shifted right and back left,
then mapped back. As in Keras, the bits are drawn at inference too (the SeedGenerator
advances) although the images then pass unchanged."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)


class RandomPosterization(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (1, 8)
    _MAX_FACTOR = 8
    _VALUE_RANGE_VALIDATION_ERROR = "The `value_range` argument should be a list of two numbers. "
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_posterization.py", 39,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, factor, value_range=(0, 255), data_format=None, seed=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self._set_factor(factor)
        self._set_value_range(value_range)
        self.seed = seed
        self.generator = self.backend.random.SeedGenerator(seed)

    def get_random_transformation(self, data, training=True, seed=None):
        images = data["images"] if isinstance(data, dict) else data
        _, batch_size = self._images_batch_size(images, colon=True)
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        if self.factor[0] != self.factor[1]:
            factor = self.backend.random.randint((batch_size,), minval=self.factor[0], maxval=self.factor[1],
                                                 seed=seed, dtype="uint8")
        else:
            factor = self.backend.numpy.ones((batch_size,), dtype="uint8") * self.factor[0]
        return {"shift_factor": self._MAX_FACTOR - factor}

    def transform_images(self, images, transformation=None, training=True):
        if training:
            shift_factor = transformation["shift_factor"]
            shift_factor = self.backend.numpy.reshape(shift_factor, self.backend.shape(shift_factor) + (1, 1, 1))
            images = self._transform_value_range(images, original_range=self.value_range, target_range=(0, 255),
                                                 dtype=self.compute_dtype)
            images = self.backend.cast(images, "uint8")
            np_ = self.backend.numpy
            images = np_.bitwise_left_shift(np_.bitwise_right_shift(images, shift_factor), shift_factor)
            images = self.backend.cast(images, self.compute_dtype)
            images = self._transform_value_range(images, original_range=(0, 255), target_range=self.value_range,
                                                 dtype=self.compute_dtype)
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
