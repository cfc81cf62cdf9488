"""RandomZoom (keras/src/layers/preprocessing/image_preprocessing/random_zoom.py): while
training, zooms each image about its centre by 1 + a factor drawn uniformly (height first,
then width, or the height's for both), through `affine_transform`
(ImageProjectiveTransformV3)."""
from keras.src import backend
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.layers.preprocessing.image_preprocessing.random_translation import AffineFactors


class RandomZoom(AffineFactors, BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_VALIDATION_ERROR = (
        "The `height_factor` and `width_factor` arguments should be a number (or a list of two numbers) in the "
        "range [-1.0, 1.0]. "
    )
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_zoom.py", 119, "super().__init__(**kwargs)")

    def __init__(self, height_factor, width_factor=None, fill_mode="reflect", interpolation="bilinear", seed=None,
                 fill_value=0.0, data_format=None, **kwargs):
        super().__init__(**kwargs)
        self.height_factor = height_factor
        self.height_lower, self.height_upper = self._set_factor(height_factor, "height_factor")
        self.width_factor = width_factor
        if width_factor is not None:
            self.width_lower, self.width_upper = self._set_factor(width_factor, "width_factor")
        self._configure(fill_mode, interpolation, fill_value, seed)
        self.data_format = backend.standardize_data_format(data_format)

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        images_shape = self.backend.shape(images)
        zoom_factor_shape = (images_shape[0], 1) if len(images_shape) == 4 else (1, 1)
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        height_zoom = self.backend.random.uniform(minval=1.0 + self.height_lower, maxval=1.0 + self.height_upper,
                                                  shape=zoom_factor_shape, seed=seed)
        if self.width_factor is not None:
            width_zoom = self.backend.random.uniform(minval=1.0 + self.width_lower, maxval=1.0 + self.width_upper,
                                                     shape=zoom_factor_shape, seed=seed)
        else:
            width_zoom = height_zoom
        return {"height_zoom": height_zoom, "width_zoom": width_zoom, "input_shape": images_shape}

    def _zoom_inputs(self, inputs, transformation):
        if transformation is None:
            return inputs
        zooms = self.backend.cast(
            self.backend.numpy.concatenate([transformation["width_zoom"], transformation["height_zoom"]], axis=1),
            dtype="float32")
        shape = self.backend.shape(inputs)
        if self.data_format == "channels_first":
            height, width = shape[-2], shape[-1]
        else:
            height, width = shape[-3], shape[-2]
        return self._affine(inputs, self._get_zoom_matrix(zooms, height, width))

    _affine_inputs = _zoom_inputs

    def _get_zoom_matrix(self, zooms, image_height, image_width):
        num_zooms = self.backend.shape(zooms)[0]
        np_ = self.backend.numpy
        # The zoom matrix keeps the image's centre fixed.
        x_offset = (self.backend.cast(image_width, "float32") - 1.0) / 2.0 * (1.0 - zooms[:, 0:1])
        y_offset = (self.backend.cast(image_height, "float32") - 1.0) / 2.0 * (1.0 - zooms[:, 1:])
        return np_.concatenate([zooms[:, 0:1], np_.zeros((num_zooms, 1)), x_offset, np_.zeros((num_zooms, 1)),
                                zooms[:, 1:], y_offset, np_.zeros((num_zooms, 2))], axis=1)

    def get_config(self):
        config = {"height_factor": self.height_factor, "width_factor": self.width_factor, "fill_mode": self.fill_mode,
                  "interpolation": self.interpolation, "seed": self.seed, "fill_value": self.fill_value,
                  "data_format": self.data_format}
        return {**super().get_config(), **config}
