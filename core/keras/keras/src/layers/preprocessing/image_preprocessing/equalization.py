"""Equalization (keras/src/layers/preprocessing/image_preprocessing/equalization.py): while
training, equalizes the histogram of every channel of the whole batch at once (`bins` bins
over [0, 255]): each value is replaced by round(255 * (cdf - cdf_min) / (cdf[-1] - cdf_min))
of its bin; a channel with at most one non-empty bin is left unchanged. As in Keras, an
invalid `value_range` raises AttributeError (the class has no validation message)."""
from keras.src import backend
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)


class Equalization(BaseImagePreprocessingLayer):
    _init_call_site = ("layers/preprocessing/image_preprocessing/equalization.py", 69,
                       "super().__init__(**kwargs)")

    def __init__(self, value_range=(0, 255), bins=256, data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.bins = bins
        self._set_value_range(value_range)
        self.data_format = backend.standardize_data_format(data_format)

    def _custom_histogram_fixed_width(self, values, value_range, nbins):
        values = self.backend.cast(values, "float32")
        value_min = self.backend.cast(value_range[0], "float32")
        value_max = self.backend.cast(value_range[1], "float32")
        scaled = (values - value_min) * (nbins - 1) / (value_max - value_min)
        indices = self.backend.numpy.clip(self.backend.cast(scaled, "int32"), 0, nbins - 1)
        return self.backend.numpy.bincount(self.backend.numpy.reshape(indices, [-1]), minlength=nbins)

    def _scale_values(self, values, source_range, target_range):
        source_min, source_max = source_range
        target_min, target_max = target_range
        scale = (target_max - target_min) / (source_max - source_min)
        offset = target_min - source_min * scale
        return values * scale + offset

    def _equalize_channel(self, channel, value_range):
        # value_range is a list, so (as in Keras) these comparisons with a tuple are always unequal.
        if value_range != (0, 255):
            channel = self._scale_values(channel, value_range, (0, 255))
        hist = self._custom_histogram_fixed_width(channel, value_range=(0, 255), nbins=self.bins)
        nonzero_bins = self.backend.numpy.count_nonzero(hist)
        equalized = self.backend.numpy.where(nonzero_bins <= 1, channel, self._apply_equalization(channel, hist))
        if value_range != (0, 255):
            equalized = self._scale_values(equalized, (0, 255), value_range)
        return equalized

    def _apply_equalization(self, channel, hist):
        np_ = self.backend.numpy
        cdf = np_.cumsum(hist)
        cdf_min = np_.take(cdf, np_.nonzero(cdf)[0][0])
        denominator = cdf[-1] - cdf_min
        denominator = np_.where(denominator == 0, np_.ones_like(1, dtype=denominator.dtype), denominator)
        lookup_table = ((cdf - cdf_min) * 255) / denominator
        lookup_table = np_.clip(np_.round(lookup_table), 0, 255)
        scaled_channel = (channel / 255.0) * (self.bins - 1)
        indices = self.backend.cast(np_.clip(scaled_channel, 0, self.bins - 1), "int32")
        return np_.take(lookup_table, indices)

    def transform_images(self, images, transformation, training=True):
        if training:
            images = self.backend.cast(images, self.compute_dtype)
            channels = []
            if self.data_format == "channels_first":
                for i in range(self.backend.core.shape(images)[-3]):
                    channels.append(self._equalize_channel(images[..., i, :, :], self.value_range))
                equalized_images = self.backend.numpy.stack(channels, axis=-3)
            else:
                for i in range(self.backend.core.shape(images)[-1]):
                    channels.append(self._equalize_channel(images[..., i], self.value_range))
                equalized_images = self.backend.numpy.stack(channels, axis=-1)
            return self.backend.cast(equalized_images, self.compute_dtype)
        return images

    def compute_output_shape(self, input_shape):
        return input_shape

    def compute_output_spec(self, inputs, **kwargs):
        return inputs

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return segmentation_masks

    def get_config(self):
        config = super().get_config()
        config.update({"bins": self.bins, "value_range": self.value_range})
        return config
