"""RandomGrayscale (keras/src/layers/preprocessing/image_preprocessing/random_grayscale.py):
turns each image to grayscale (rgb_to_grayscale, broadcast back over the channels) when its
uniform draw (one per image, shape (batch,)) is below `factor`. As in Keras the draw is made
on every call, at inference too, so the layer's SeedGenerator advances either way."""
from keras.src import backend
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)


class RandomGrayscale(BaseImagePreprocessingLayer):
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_grayscale.py", 49,
                       "super().__init__(**kwargs)")

    def __init__(self, factor=0.5, data_format=None, seed=None, **kwargs):
        super().__init__(**kwargs)
        if factor < 0 or factor > 1:
            raise ValueError(f"`factor` should be between 0 and 1. Received: factor={factor}")
        self.factor = factor
        self.data_format = backend.standardize_data_format(data_format)
        self.seed = seed
        self.generator = self.backend.random.SeedGenerator(seed)

    def get_random_transformation(self, images, training=True, seed=None):
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        batch_size = 1
        if len(images.shape) == 4:
            batch_size = self.backend.core.shape(images)[0]
        random_values = self.backend.random.uniform(shape=(batch_size,), minval=0, maxval=1, seed=seed)
        return self.backend.numpy.expand_dims(random_values < self.factor, axis=[1, 2, 3])

    def transform_images(self, images, transformation, training=True):
        if training:
            should_apply = transformation if transformation is not None else self.get_random_transformation(images)
            grayscale_images = self.backend.image.rgb_to_grayscale(images, data_format=self.data_format)
            return self.backend.numpy.where(should_apply, grayscale_images, images)
        return images

    def compute_output_shape(self, input_shape):
        return input_shape

    def compute_output_spec(self, inputs, **kwargs):
        return backend.KerasTensor(inputs.shape, dtype=inputs.dtype, sparse=inputs.sparse)

    def transform_labels(self, labels, transformations=None, **kwargs):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformations=None, **kwargs):
        return segmentation_masks

    def get_config(self):
        config = super().get_config()
        config.update({"factor": self.factor})
        return config
