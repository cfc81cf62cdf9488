"""RandomTranslation (keras/src/layers/preprocessing/image_preprocessing/random_translation.py):
while training, shifts each image by fractions of its height and width drawn uniformly from
the factors (the layer's SeedGenerator: heights first, then widths), through
`affine_transform` (ImageProjectiveTransformV3)."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator

_SUPPORTED_FILL_MODE = ("reflect", "wrap", "constant", "nearest")
_SUPPORTED_INTERPOLATION = ("nearest", "bilinear")


class AffineFactors:
    """RandomTranslation's and RandomZoom's factor and fill/interpolation checks."""

    _SUPPORTED_FILL_MODE = _SUPPORTED_FILL_MODE
    _SUPPORTED_INTERPOLATION = _SUPPORTED_INTERPOLATION

    def _set_factor(self, factor, factor_name):
        if isinstance(factor, (tuple, list)):
            if len(factor) != 2:
                raise ValueError(self._FACTOR_VALIDATION_ERROR + f"Received: {factor_name}={factor}")
            self._check_factor_range(factor[0])
            self._check_factor_range(factor[1])
            lower, upper = sorted(factor)
        elif isinstance(factor, (int, float)):
            self._check_factor_range(factor)
            factor = abs(factor)
            lower, upper = [-factor, factor]
        else:
            raise ValueError(self._FACTOR_VALIDATION_ERROR + f"Received: {factor_name}={factor}")
        return lower, upper

    def _check_factor_range(self, input_number):
        if input_number > 1.0 or input_number < -1.0:
            raise ValueError(self._FACTOR_VALIDATION_ERROR + f"Received: input_number={input_number}")

    def _configure(self, fill_mode, interpolation, fill_value, seed):
        """Checks and sets the fill and interpolation, and makes the layer's SeedGenerator."""
        self._check_fill_and_interpolation(fill_mode, interpolation)
        self.fill_mode = fill_mode
        self.fill_value = fill_value
        self.interpolation = interpolation
        self.seed = seed
        self.generator = SeedGenerator(seed)
        self.supports_jit = False

    def _check_fill_and_interpolation(self, fill_mode, interpolation):
        if fill_mode not in self._SUPPORTED_FILL_MODE:
            raise NotImplementedError(
                f"Unknown `fill_mode` {fill_mode}. Expected of one {self._SUPPORTED_FILL_MODE}."
            )
        if interpolation not in self._SUPPORTED_INTERPOLATION:
            raise NotImplementedError(
                f"Unknown `interpolation` {interpolation}. Expected of one {self._SUPPORTED_INTERPOLATION}."
            )

    def _affine(self, inputs, transform):
        """`affine_transform` of a batch or of one image (a unit batch axis added and removed)."""
        unbatched = len(self.backend.shape(inputs)) == 3
        if unbatched:
            inputs = self.backend.numpy.expand_dims(inputs, axis=0)
        outputs = self.backend.image.affine_transform(inputs, transform=transform, interpolation=self.interpolation,
                                                      fill_mode=self.fill_mode, fill_value=self.fill_value,
                                                      data_format=self.data_format)
        if unbatched:
            outputs = self.backend.numpy.squeeze(outputs, axis=0)
        return outputs

    def transform_images(self, images, transformation, training=True):
        images = self.backend.cast(images, self.compute_dtype)
        if training:
            return self._affine_inputs(images, transformation)
        return images

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation, training=training)

    def compute_output_shape(self, input_shape):
        return input_shape


class RandomTranslation(AffineFactors, BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_VALIDATION_ERROR = (
        "The `factor` argument should be a number (or a list of two numbers) in the range [-1.0, 1.0]. "
    )
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_translation.py", 111,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, height_factor, width_factor, fill_mode="reflect", interpolation="bilinear", seed=None,
                 fill_value=0.0, data_format=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self.height_factor = height_factor
        self.height_lower, self.height_upper = self._set_factor(height_factor, "height_factor")
        self.width_factor = width_factor
        self.width_lower, self.width_upper = self._set_factor(width_factor, "width_factor")
        self._configure(fill_mode, interpolation, fill_value, seed)

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        images_shape = self.backend.shape(images)
        batch_size = 1 if len(images_shape) == 3 else images_shape[0]
        if self.data_format == "channels_first":
            height, width = images_shape[-2], images_shape[-1]
        else:
            height, width = images_shape[-3], images_shape[-2]
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        height_translate = self.backend.random.uniform(minval=self.height_lower, maxval=self.height_upper,
                                                       shape=[batch_size, 1], seed=seed)
        height_translate = self.backend.numpy.multiply(height_translate, height)
        width_translate = self.backend.random.uniform(minval=self.width_lower, maxval=self.width_upper,
                                                      shape=[batch_size, 1], seed=seed)
        width_translate = self.backend.numpy.multiply(width_translate, width)
        translations = self.backend.cast(self.backend.numpy.concatenate([width_translate, height_translate], axis=1),
                                         dtype="float32")
        return {"translations": translations, "input_shape": images_shape}

    def _translate_inputs(self, inputs, transformation):
        if transformation is None:
            return inputs
        return self._affine(inputs, self._get_translation_matrix(transformation["translations"]))

    _affine_inputs = _translate_inputs

    def _get_translation_matrix(self, translations):
        n = self.backend.shape(translations)[0]
        np_ = self.backend.numpy
        return np_.concatenate([np_.ones((n, 1)), np_.zeros((n, 1)), -translations[:, 0:1], np_.zeros((n, 1)),
                                np_.ones((n, 1)), -translations[:, 1:], np_.zeros((n, 2))], axis=1)

    def get_config(self):
        config = {"height_factor": self.height_factor, "width_factor": self.width_factor, "fill_mode": self.fill_mode,
                  "interpolation": self.interpolation, "seed": self.seed, "fill_value": self.fill_value,
                  "data_format": self.data_format}
        return {**super().get_config(), **config}
