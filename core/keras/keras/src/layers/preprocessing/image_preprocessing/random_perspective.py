"""RandomPerspective (keras/src/layers/preprocessing/image_preprocessing/random_perspective.py):
while training, moves each image's four corners by (start * u), u drawn uniformly in
[-scale/2, scale/2] (shape (batch, 4, 2)), through `perspective_transform`, for the images
whose uniform threshold is below their probability drawn from `factor`. Bounding boxes are
not emulated."""
from keras.src.layers.preprocessing.image_preprocessing import box_masks
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomPerspective(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (0, 1)
    _SUPPORTED_INTERPOLATION = ("nearest", "bilinear")
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_perspective.py", 59,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, factor=1.0, scale=1.0, interpolation="bilinear", fill_value=0.0, seed=None, data_format=None,
                 **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self._set_factor(factor)
        self.scale = scale
        self.fill_value = fill_value
        self.interpolation = interpolation
        self.seed = seed
        self.generator = SeedGenerator(seed)
        self.supports_jit = False
        if scale < 0.0 or scale > 1.0:
            raise ValueError(f"The `scale` argument should be a number in the range [0,1]. Received: scale={scale}")
        if interpolation not in self._SUPPORTED_INTERPOLATION:
            raise NotImplementedError(
                f"Unknown `interpolation` {interpolation}. Expected of one {self._SUPPORTED_INTERPOLATION}.")
        box_masks.set_axes(self)

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        images_shape = self.backend.shape(images)
        batch_size = 1 if len(images_shape) == 3 else images_shape[0]
        height, width = images.shape[self.height_axis], images.shape[self.width_axis]
        seed = seed or self._get_seed_generator(self.backend._backend)
        transformation_probability = self.backend.random.uniform(shape=(batch_size,), minval=self.factor[0],
                                                                 maxval=self.factor[1], seed=seed)
        random_threshold = self.backend.random.uniform(shape=(batch_size,), minval=0.0, maxval=1.0, seed=seed)
        perspective_factor = self.backend.random.uniform(shape=(batch_size, 4, 2), minval=-0.5 * self.scale,
                                                         maxval=0.5 * self.scale, seed=seed, dtype=self.compute_dtype)
        start_points = self.backend.convert_to_tensor(
            [[[0.0, 0.0], [width - 1, 0.0], [0.0, height - 1], [width - 1, height - 1]]], dtype=self.compute_dtype)
        start_points = self.backend.numpy.repeat(start_points, batch_size, axis=0)
        return {"apply_perspective": random_threshold < transformation_probability, "start_points": start_points,
                "end_points": start_points + start_points * perspective_factor, "input_shape": images_shape}

    def transform_images(self, images, transformation, training=True):
        images = self.backend.cast(images, self.compute_dtype)
        if training and transformation is not None:
            images = self.backend.cast(self._perspective_inputs(images, transformation), self.compute_dtype)
        return images

    def _perspective_inputs(self, inputs, transformation):
        unbatched = len(self.backend.shape(inputs)) == 3
        if unbatched:
            inputs = self.backend.numpy.expand_dims(inputs, axis=0)
        outputs = self.backend.image.perspective_transform(
            inputs, transformation["start_points"], transformation["end_points"], interpolation=self.interpolation,
            fill_value=self.fill_value, data_format=self.data_format)
        outputs = self.backend.numpy.where(transformation["apply_perspective"][:, None, None, None], outputs, inputs)
        if unbatched:
            outputs = self.backend.numpy.squeeze(outputs, axis=0)
        return outputs

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation, training=training)

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        config = {"factor": self.factor, "scale": self.scale, "interpolation": self.interpolation,
                  "fill_value": self.fill_value, "seed": self.seed}
        return {**super().get_config(), **config}
