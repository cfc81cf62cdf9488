"""RandomGaussianBlur (keras/src/layers/preprocessing/image_preprocessing/random_gaussian_blur.py):
while training, blurs each image (gaussian_blur with `kernel_size` and a (2,) sigma drawn
uniformly from `sigma`, plus 1e-6) when a uniform threshold (second draw, shape (batch,)) is
below its blur probability (first draw, uniform in `factor`), then clips to `value_range`."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomGaussianBlur(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (0, 1)
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_gaussian_blur.py", 50,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, factor=1.0, kernel_size=3, sigma=1.0, value_range=(0, 255), data_format=None, seed=None,
                 **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self._set_factor(factor)
        self.kernel_size = self._set_kernel_size(kernel_size, "kernel_size")
        self.sigma = self._set_factor_by_name(sigma, "sigma")
        self.value_range = value_range
        self.seed = seed
        self.generator = SeedGenerator(seed)

    def _set_kernel_size(self, factor, name):
        """(height, width) of an odd size or a pair of odd sizes; ValueError otherwise."""
        error_msg = f"{name} must be an odd number. Received: {name}={factor}"
        if isinstance(factor, (tuple, list)):
            if len(factor) != 2:
                raise ValueError(f"The `{name}` argument should be a number (or a list of two numbers) "
                                 f"Received: {name}={factor}")
            if (factor[0] % 2 == 0) or (factor[1] % 2 == 0):
                raise ValueError(error_msg)
            return factor[0], factor[1]
        if isinstance(factor, (int, float)):
            if factor % 2 == 0:
                raise ValueError(error_msg)
            return factor, factor
        raise ValueError(error_msg)

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        _, batch_size = self._images_batch_size(images)
        seed = seed or self._get_seed_generator(self.backend._backend)
        blur_probability = self.backend.random.uniform(shape=(batch_size,), minval=self.factor[0],
                                                       maxval=self.factor[1], seed=seed)
        random_threshold = self.backend.random.uniform(shape=(batch_size,), minval=0.0, maxval=1.0, seed=seed)
        blur_factor = self.backend.random.uniform(shape=(2,), minval=self.sigma[0], maxval=self.sigma[1], seed=seed,
                                                  dtype=self.compute_dtype) + 1e-6
        return {"should_apply_blur": random_threshold < blur_probability, "blur_factor": blur_factor}

    def transform_images(self, images, transformation=None, training=True):
        images = self.backend.cast(images, self.compute_dtype)
        if training and transformation is not None:
            blur_images = self.backend.image.gaussian_blur(images, kernel_size=self.kernel_size,
                                                           sigma=transformation["blur_factor"],
                                                           data_format=self.data_format)
            images = self.backend.numpy.where(transformation["should_apply_blur"][:, None, None, None], blur_images,
                                              images)
            images = self.backend.numpy.clip(images, self.value_range[0], self.value_range[1])
            images = self.backend.cast(images, dtype=self.compute_dtype)
        return images

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return segmentation_masks

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        config = super().get_config()
        config.update({"factor": self.factor, "kernel_size": self.kernel_size, "sigma": self.sigma,
                       "value_range": self.value_range, "seed": self.seed})
        return config
