"""RandomBrightness (keras/src/layers/preprocessing/image_preprocessing/random_brightness.py):
while training, adds to every pixel of each image one delta drawn uniformly from `factor`
(one draw per image, shape (batch, 1, 1, 1), or (1, 1, 1) for one image) and scaled by the
width of `value_range`, then clips to `value_range`. At inference the images pass unchanged."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomBrightness(BaseImagePreprocessingLayer):
    _VALUE_RANGE_VALIDATION_ERROR = "The `value_range` argument should be a list of two numbers. "
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_brightness.py", 72,
                       "super().__init__(factor=factor, **kwargs)")

    def __init__(self, factor, value_range=(0, 255), seed=None, **kwargs):
        super().__init__(factor=factor, **kwargs)
        self.seed = seed
        self.generator = SeedGenerator(seed)
        self._set_value_range(value_range)

    def get_random_transformation(self, data, training=True, seed=None):
        images = data["images"] if isinstance(data, dict) else data
        images_shape = self.backend.shape(images)
        rank = len(images_shape)
        if rank == 3:
            rgb_delta_shape = (1, 1, 1)
        elif rank == 4:
            rgb_delta_shape = [images_shape[0], 1, 1, 1]
        else:
            raise ValueError(f"Expected the input image to be rank 3 or 4. Received inputs.shape={images_shape}")
        if not training:
            return {"rgb_delta": self.backend.numpy.zeros(rgb_delta_shape)}
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        rgb_delta = self.backend.random.uniform(minval=self.factor[0], maxval=self.factor[1], shape=rgb_delta_shape,
                                                seed=seed)
        return {"rgb_delta": rgb_delta * (self.value_range[1] - self.value_range[0])}

    def transform_images(self, images, transformation, training=True):
        if training:
            images += self.backend.cast(transformation["rgb_delta"], images.dtype)
            return self.backend.numpy.clip(images, self.value_range[0], self.value_range[1])
        return images

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return segmentation_masks

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        config = {"factor": self.factor, "value_range": self.value_range, "seed": self.seed}
        return {**super().get_config(), **config}
