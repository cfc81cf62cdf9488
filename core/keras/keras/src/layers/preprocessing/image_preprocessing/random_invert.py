"""RandomInvert (keras/src/layers/preprocessing/image_preprocessing/random_invert.py): while
training, replaces each image x by value_range[1] - x when a uniform threshold (second draw,
shape (batch,)) is below its invert probability (first draw, uniform in `factor`, shape
(batch,)); `factor` defaults to 1.0, i.e. a probability drawn from [0, 1]."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)


class RandomInvert(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (0, 1)
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_invert.py", 43,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, factor=1.0, value_range=(0, 255), seed=None, data_format=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self._set_factor(factor)
        self.value_range = value_range
        self.seed = seed
        self.generator = self.backend.random.SeedGenerator(seed)

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        seed = seed or self._get_seed_generator(self.backend._backend)
        _, batch_size = self._images_batch_size(images)
        invert_probability = self.backend.random.uniform(shape=(batch_size,), minval=self.factor[0],
                                                         maxval=self.factor[1], seed=seed)
        random_threshold = self.backend.random.uniform(shape=(batch_size,), minval=0, maxval=1, seed=seed)
        return {"apply_inversion": random_threshold < invert_probability}

    def transform_images(self, images, transformation, training=True):
        if training:
            images = self.backend.cast(images, self.compute_dtype)
            apply_inversion = transformation["apply_inversion"]
            return self.backend.numpy.where(apply_inversion[:, None, None, None], self.value_range[1] - images,
                                            images)
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
