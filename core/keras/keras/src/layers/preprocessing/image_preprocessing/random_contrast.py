"""RandomContrast (keras/src/layers/preprocessing/image_preprocessing/random_contrast.py):
while training, draws one contrast factor per image uniformly from [1 - lower, 1 + upper]
(shape (batch, 1, 1, 1) in the compute dtype) and maps each pixel x of a channel to
(x - mean) * factor + mean, `mean` being that channel's spatial mean, then clips to
`value_range`. At inference the images pass unchanged."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomContrast(BaseImagePreprocessingLayer):
    _FACTOR_BOUNDS = (0, 1)
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_contrast.py", 53,
                       "super().__init__(**kwargs)")

    def __init__(self, factor, value_range=(0, 255), seed=None, **kwargs):
        super().__init__(**kwargs)
        self._set_factor(factor)
        self.value_range = value_range
        self.seed = seed
        self.generator = SeedGenerator(seed)

    def get_random_transformation(self, data, training=True, seed=None):
        images = data["images"] if isinstance(data, dict) else data
        images_shape = self.backend.shape(images)
        rank = len(images_shape)
        if rank == 3:
            factor_shape = (1, 1, 1)
        elif rank == 4:
            factor_shape = [images_shape[0], 1, 1, 1]
        else:
            raise ValueError(f"Expected the input image to be rank 3 or 4. Received inputs.shape={images_shape}")
        if not training:
            return {"contrast_factor": self.backend.numpy.zeros(factor_shape)}
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        factor = self.backend.random.uniform(shape=factor_shape, minval=1.0 - self.factor[0],
                                             maxval=1.0 + self.factor[1], seed=seed, dtype=self.compute_dtype)
        return {"contrast_factor": factor}

    def transform_images(self, images, transformation, training=True):
        if training:
            outputs = self._adjust_contrast(images, transformation["contrast_factor"])
            return self.backend.numpy.clip(outputs, self.value_range[0], self.value_range[1])
        return images

    def _adjust_contrast(self, inputs, contrast_factor):
        # Keras averages over height, then over width (two reductions, as float rounding sees them).
        height_axis, width_axis = (-2, -1) if self.data_format == "channels_first" else (-3, -2)
        inp_mean = self.backend.numpy.mean(inputs, axis=height_axis, keepdims=True)
        inp_mean = self.backend.numpy.mean(inp_mean, axis=width_axis, keepdims=True)
        return (inputs - inp_mean) * contrast_factor + inp_mean

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return segmentation_masks

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        config = {"factor": self.factor, "value_range": self.value_range, "seed": self.seed}
        return {**super().get_config(), **config}
