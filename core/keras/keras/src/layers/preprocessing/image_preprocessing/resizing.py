"""Resizing (keras/src/layers/preprocessing/image_preprocessing/resizing.py): images resized
to (height, width) with `keras.ops.image.resize` (optionally cropped or padded to the target
aspect ratio), rounded and saturate-cast back to an integer input dtype."""
from keras.src import backend
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
    image_output_shape,
    set_height_width_axes,
)
from keras.src.ops.core import _saturate_cast


class Resizing(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _init_call_site = ("layers/preprocessing/image_preprocessing/resizing.py", 86, "super().__init__(**kwargs)")

    def __init__(self, height, width, interpolation="bilinear", crop_to_aspect_ratio=False, pad_to_aspect_ratio=False,
                 fill_mode="constant", fill_value=0.0, antialias=False, data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.height = height
        self.width = width
        self.interpolation = interpolation
        self.data_format = backend.standardize_data_format(data_format)
        self.crop_to_aspect_ratio = crop_to_aspect_ratio
        self.pad_to_aspect_ratio = pad_to_aspect_ratio
        self.fill_mode = fill_mode
        self.fill_value = fill_value
        self.antialias = bool(antialias)
        set_height_width_axes(self)

    def transform_images(self, images, transformation=None, training=True):
        size = (self.height, self.width)
        resized = self.backend.image.resize(images, size=size, interpolation=self.interpolation,
                                            antialias=self.antialias, data_format=self.data_format,
                                            crop_to_aspect_ratio=self.crop_to_aspect_ratio,
                                            pad_to_aspect_ratio=self.pad_to_aspect_ratio, fill_mode=self.fill_mode,
                                            fill_value=self.fill_value)
        if resized.dtype == images.dtype:
            return resized
        if backend.is_int_dtype(images.dtype):
            resized = self.backend.numpy.round(resized)
        return _saturate_cast(resized, images.dtype, self.backend)

    def transform_segmentation_masks(self, segmentation_masks, transformation=None, training=True):
        return self.transform_images(segmentation_masks)

    def transform_labels(self, labels, transformation=None, training=True):
        return labels

    def get_random_transformation(self, data, training=True, seed=None):
        input_shape = self.backend.shape(data["images"] if isinstance(data, dict) else data)
        return input_shape[self.height_axis], input_shape[self.width_axis]

    def compute_output_shape(self, input_shape):
        return image_output_shape(self, input_shape)

    def get_config(self):
        config = {
            "height": self.height, "width": self.width, "interpolation": self.interpolation,
            "crop_to_aspect_ratio": self.crop_to_aspect_ratio, "pad_to_aspect_ratio": self.pad_to_aspect_ratio,
            "fill_mode": self.fill_mode, "fill_value": self.fill_value, "antialias": self.antialias,
            "data_format": self.data_format,
        }
        return {**super().get_config(), **config}
