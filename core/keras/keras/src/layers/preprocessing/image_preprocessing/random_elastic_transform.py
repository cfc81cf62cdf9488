"""RandomElasticTransform (keras/src/layers/preprocessing/image_preprocessing/
random_elastic_transform.py): while training, distorts each image by `elastic_transform`
with alpha = 0.1 * d * max(height, width) and sigma = 0.05 * d * min(height, width), d drawn
uniformly from `scale` (one scalar per call), for the images whose uniform threshold is below
their probability drawn from `factor`; clips to `value_range`. Draws nothing when the upper
scale or factor is 0."""
from keras.src.layers.preprocessing.image_preprocessing import box_masks
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomElasticTransform(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (0, 1)
    _SUPPORTED_INTERPOLATION = ("nearest", "bilinear")
    _SUPPORTED_FILL_MODES = {"constant", "nearest", "wrap", "mirror", "reflect"}
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_elastic_transform.py", 87,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, factor=1.0, scale=1.0, interpolation="bilinear", fill_mode="reflect", fill_value=0.0,
                 value_range=(0, 255), seed=None, data_format=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self._set_factor(factor)
        self.scale = self._set_factor_by_name(scale, "scale")
        self.interpolation = interpolation
        self.fill_mode = fill_mode
        self.fill_value = fill_value
        self.value_range = value_range
        self.seed = seed
        self.generator = SeedGenerator(seed)
        if interpolation not in self._SUPPORTED_INTERPOLATION:
            raise NotImplementedError(
                f"Unknown `interpolation` {interpolation}. Expected of one {self._SUPPORTED_INTERPOLATION}.")
        if fill_mode not in self._SUPPORTED_FILL_MODES:
            raise NotImplementedError(f"Unknown `fill_mode` {fill_mode}. Expected of one {self._SUPPORTED_FILL_MODES}.")
        box_masks.set_axes(self)

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        if (self.scale[1] == 0) or (self.factor[1] == 0):
            return None
        images = data["images"] if isinstance(data, dict) else data
        images_shape = self.backend.shape(images)
        batch_size = 1 if len(images_shape) == 3 else images_shape[0]
        seed = seed or self._get_seed_generator(self.backend._backend)
        transformation_probability = self.backend.random.uniform(shape=(batch_size,), minval=self.factor[0],
                                                                 maxval=self.factor[1], seed=seed)
        random_threshold = self.backend.random.uniform(shape=(batch_size,), minval=0.0, maxval=1.0, seed=seed)
        distortion_factor = self.backend.random.uniform(shape=(), minval=self.scale[0], maxval=self.scale[1],
                                                        seed=seed, dtype=self.compute_dtype)
        # The generator itself travels on: elastic_transform draws its noise seed from it later.
        return {"apply_transform": random_threshold < transformation_probability,
                "distortion_factor": distortion_factor, "seed": seed}

    def get_elastic_transform_params(self, height, width, factor):
        alpha = max(height, width) * (0.1 * factor)
        sigma = min(height, width) * (0.05 * factor)
        return alpha, sigma

    def transform_images(self, images, transformation, training=True):
        images = self.backend.cast(images, self.compute_dtype)
        if training and transformation is not None:
            height, width = images.shape[self.height_axis], images.shape[self.width_axis]
            alpha, sigma = self.get_elastic_transform_params(height, width, transformation["distortion_factor"])
            transformed_images = self.backend.image.elastic_transform(
                images, alpha=alpha, sigma=sigma, interpolation=self.interpolation, fill_mode=self.fill_mode,
                fill_value=self.fill_value, seed=transformation["seed"], data_format=self.data_format)
            apply_transform = transformation["apply_transform"]
            apply_transform = (apply_transform[:, None, None] if len(images.shape) == 3
                               else apply_transform[:, None, None, None])
            images = self.backend.numpy.where(apply_transform, transformed_images, images)
            images = self.backend.numpy.clip(images, self.value_range[0], self.value_range[1])
            images = self.backend.cast(images, self.compute_dtype)
        return images

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation, training=training)

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        config = {"factor": self.factor, "scale": self.scale, "interpolation": self.interpolation,
                  "fill_mode": self.fill_mode, "fill_value": self.fill_value, "value_range": self.value_range,
                  "seed": self.seed}
        return {**super().get_config(), **config}
