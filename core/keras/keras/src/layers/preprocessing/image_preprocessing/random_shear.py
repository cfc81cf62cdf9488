"""RandomShear (keras/src/layers/preprocessing/image_preprocessing/random_shear.py): while
training, shears each image through `affine_transform` with the matrix
[[1, s_x, 0], [s_y, 1, 0], [0, 0, 1]]; three draws of shape (batch, 1): a sign (-1 when a
uniform draw exceeds 0.5), then s_y from `y_factor`, then s_x from `x_factor`, both scaled
by the sign. Bounding boxes are not emulated."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomShear(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (0, 1)
    _FACTOR_VALIDATION_ERROR = "The `factor` argument should be a number (or a list of two numbers) in the range [0, 1.0]. "
    _SUPPORTED_FILL_MODE = ("reflect", "wrap", "constant", "nearest")
    _SUPPORTED_INTERPOLATION = ("nearest", "bilinear")
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_shear.py", 83,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, x_factor=0.0, y_factor=0.0, interpolation="bilinear", fill_mode="reflect", fill_value=0.0,
                 data_format=None, seed=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self.x_factor = self._set_factor_with_name(x_factor, "x_factor")
        self.y_factor = self._set_factor_with_name(y_factor, "y_factor")
        if fill_mode not in self._SUPPORTED_FILL_MODE:
            raise NotImplementedError(f"Unknown `fill_mode` {fill_mode}. Expected of one {self._SUPPORTED_FILL_MODE}.")
        if interpolation not in self._SUPPORTED_INTERPOLATION:
            raise NotImplementedError(
                f"Unknown `interpolation` {interpolation}. Expected of one {self._SUPPORTED_INTERPOLATION}.")
        self.fill_mode = fill_mode
        self.fill_value = fill_value
        self.interpolation = interpolation
        self.seed = seed
        self.generator = SeedGenerator(seed)
        self.supports_jit = False

    def _set_factor_with_name(self, factor, factor_name):
        """(lower, upper): a number f gives (-f, f); ValueError outside [0, 1]."""
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
        if input_number > 1.0 or input_number < 0.0:
            raise ValueError(self._FACTOR_VALIDATION_ERROR + f"Received: input_number={input_number}")

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        images_shape = self.backend.shape(images)
        batch_size = 1 if len(images_shape) == 3 else images_shape[0]
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        np_ = self.backend.numpy
        invert = self.backend.random.uniform(minval=0, maxval=1, shape=[batch_size, 1], seed=seed,
                                             dtype=self.compute_dtype)
        invert = np_.where(invert > 0.5, -np_.ones_like(invert), np_.ones_like(invert))
        shear_y = self.backend.random.uniform(minval=self.y_factor[0], maxval=self.y_factor[1],
                                              shape=[batch_size, 1], seed=seed, dtype=self.compute_dtype)
        shear_x = self.backend.random.uniform(minval=self.x_factor[0], maxval=self.x_factor[1],
                                              shape=[batch_size, 1], seed=seed, dtype=self.compute_dtype)
        shear_factor = self.backend.cast(np_.concatenate([shear_x, shear_y], axis=1), dtype=self.compute_dtype)
        return {"shear_factor": shear_factor * invert, "input_shape": images_shape}

    def transform_images(self, images, transformation, training=True):
        images = self.backend.cast(images, self.compute_dtype)
        if training:
            return self._shear_inputs(images, transformation)
        return images

    def _shear_inputs(self, inputs, transformation):
        if transformation is None:
            return inputs
        unbatched = len(self.backend.shape(inputs)) == 3
        if unbatched:
            inputs = self.backend.numpy.expand_dims(inputs, axis=0)
        outputs = self.backend.image.affine_transform(
            inputs, transform=self._get_shear_matrix(transformation["shear_factor"]),
            interpolation=self.interpolation, fill_mode=self.fill_mode, fill_value=self.fill_value,
            data_format=self.data_format)
        if unbatched:
            outputs = self.backend.numpy.squeeze(outputs, axis=0)
        return outputs

    def _get_shear_matrix(self, shear_factors):
        """(n, 8) transforms [1, s_x, 0, s_y, 1, 0, 0, 0] from (n, 2) factors [s_x, s_y]."""
        np_ = self.backend.numpy
        n = self.backend.shape(shear_factors)[0]
        return np_.stack([np_.ones((n,)), shear_factors[:, 0], np_.zeros((n,)), shear_factors[:, 1], np_.ones((n,)),
                          np_.zeros((n,)), np_.zeros((n,)), np_.zeros((n,))], axis=1)

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation, training=training)

    def get_config(self):
        config = {"x_factor": self.x_factor, "y_factor": self.y_factor, "fill_mode": self.fill_mode,
                  "interpolation": self.interpolation, "seed": self.seed, "fill_value": self.fill_value,
                  "data_format": self.data_format}
        return {**super().get_config(), **config}

    def compute_output_shape(self, input_shape):
        return input_shape
