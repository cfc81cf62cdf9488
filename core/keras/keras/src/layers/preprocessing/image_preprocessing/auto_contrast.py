"""AutoContrast (keras/src/layers/preprocessing/image_preprocessing/auto_contrast.py): maps
each channel of each image linearly so that its minimum becomes value_range[0] and its
maximum value_range[1] (computed in [0, 255]); a flat channel (NaN after 0/0) keeps its
original values. Not random: it acts at inference as well."""
from keras.src import backend
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.ops.core import _saturate_cast


class AutoContrast(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _VALUE_RANGE_VALIDATION_ERROR = "The `value_range` argument should be a list of two numbers. "
    _init_call_site = ("layers/preprocessing/image_preprocessing/auto_contrast.py", 38,
                       "super().__init__(**kwargs)")

    def __init__(self, value_range=(0, 255), **kwargs):
        super().__init__(**kwargs)
        self._set_value_range(value_range)

    def transform_images(self, images, transformation=None, training=True):
        original_images = images
        images = self._transform_value_range(images, original_range=self.value_range, target_range=(0, 255),
                                             dtype=self.compute_dtype)
        images = self.backend.cast(images, self.compute_dtype)
        low = self.backend.numpy.min(images, axis=(1, 2), keepdims=True)
        high = self.backend.numpy.max(images, axis=(1, 2), keepdims=True)
        scale = 255.0 / (high - low)
        offset = -low * scale
        results = self.backend.numpy.clip(images * scale + offset, 0.0, 255.0)
        results = self._transform_value_range(results, original_range=(0, 255), target_range=self.value_range,
                                              dtype=self.compute_dtype)
        results = self.backend.numpy.where(self.backend.numpy.isnan(results), original_images, results)
        if results.dtype == images.dtype:
            return results
        if backend.is_int_dtype(images.dtype):
            results = self.backend.numpy.round(results)
        return _saturate_cast(results, images.dtype, self.backend)

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return segmentation_masks

    def get_config(self):
        config = super().get_config()
        config.update({"value_range": self.value_range})
        return config

    def compute_output_shape(self, input_shape):
        return input_shape
