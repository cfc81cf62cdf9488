"""Solarization (keras/src/layers/preprocessing/image_preprocessing/solarization.py): while
training, maps images to [0, 255], adds a per-image value drawn uniformly from
[addition_factor[0], addition_factor[1] * 255], clips to [0, 255], inverts (255 - x) every
pixel at or above a per-image threshold drawn from [threshold_factor[0],
threshold_factor[1] * 255], and maps back to `value_range` (additions drawn first, then
thresholds, each of shape (batch, 1, 1, 1) in the compute dtype)."""
from keras.src import backend
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.ops.core import _saturate_cast
from keras.src.random.seed_generator import SeedGenerator


class Solarization(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _VALUE_RANGE_VALIDATION_ERROR = "The `value_range` argument should be a list of two numbers. "
    _FACTOR_VALIDATION_ERROR = ("The `addition_factor` and `threshold_factor` arguments should be a number (or a "
                                "list of two numbers) in the range [0, 1]. ")
    _init_call_site = ("layers/preprocessing/image_preprocessing/solarization.py", 72,
                       "super().__init__(**kwargs)")

    def __init__(self, addition_factor=0.0, threshold_factor=0.0, value_range=(0, 255), seed=None, **kwargs):
        super().__init__(**kwargs)
        self.seed = seed
        self.generator = SeedGenerator(seed)
        self.addition_factor = self._set_factor(addition_factor, "addition_factor")
        self.threshold_factor = self._set_factor(threshold_factor, "threshold_factor")
        self._set_value_range(value_range)

    def _set_factor(self, factor, factor_name):
        """(lower, upper) of a number f (-> (0, f)) or a pair; ValueError outside [0, 1]."""
        if isinstance(factor, (tuple, list)):
            if len(factor) != 2:
                raise ValueError(self._FACTOR_VALIDATION_ERROR + f"Received: {factor_name}={factor}")
            self._check_factor_range(factor[0])
            self._check_factor_range(factor[1])
            lower, upper = sorted(factor)
        elif isinstance(factor, (int, float)):
            self._check_factor_range(factor)
            lower, upper = [0, factor]
        else:
            raise ValueError(self._FACTOR_VALIDATION_ERROR + f"Received: {factor_name}={factor}")
        return lower, upper

    def _check_factor_range(self, input_number):
        if input_number > 1.0 or input_number < 0:
            raise ValueError(self._FACTOR_VALIDATION_ERROR + f"Received: input_number={input_number}")

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        images_shape = self.backend.shape(images)
        factor_shape = (images_shape[0], 1, 1, 1) if len(images_shape) == 4 else (1, 1, 1)
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        return {
            "additions": self.backend.random.uniform(minval=self.addition_factor[0],
                                                     maxval=self.addition_factor[1] * 255, shape=factor_shape,
                                                     seed=seed, dtype=self.compute_dtype),
            "thresholds": self.backend.random.uniform(minval=self.threshold_factor[0],
                                                      maxval=self.threshold_factor[1] * 255, shape=factor_shape,
                                                      seed=seed, dtype=self.compute_dtype),
        }

    def transform_images(self, images, transformation, training=True):
        images = self.backend.cast(images, self.compute_dtype)
        if training:
            if transformation is None:
                return images
            images = self._transform_value_range(images, original_range=self.value_range, target_range=(0, 255),
                                                 dtype=self.compute_dtype)
            results = self.backend.numpy.clip(images + transformation["additions"], 0, 255)
            results = self.backend.numpy.where(results < transformation["thresholds"], results, 255 - results)
            results = self._transform_value_range(results, original_range=(0, 255), target_range=self.value_range,
                                                  dtype=self.compute_dtype)
            if results.dtype == images.dtype:
                return results
            if backend.is_int_dtype(images.dtype):
                results = self.backend.numpy.round(results)
            return _saturate_cast(results, images.dtype, self.backend)
        return images

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return segmentation_masks

    def get_config(self):
        config = {"value_range": self.value_range, "addition_factor": self.addition_factor,
                  "threshold_factor": self.threshold_factor, "seed": self.seed}
        return {**super().get_config(), **config}

    def compute_output_shape(self, input_shape):
        return input_shape
