"""RandomRotation (keras/src/layers/preprocessing/image_preprocessing/random_rotation.py):
while training, rotates each image about its centre by an angle drawn uniformly from
`factor * 360` degrees (the layer's SeedGenerator), through `affine_transform`
(ImageProjectiveTransformV3), filling as `fill_mode` says."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


def image_size(layer, shape):
    """(batch_size, height, width) of a rank-4 batch, or (1, height, width) of one image."""
    if len(shape) == 4:
        if layer.data_format == "channels_last":
            return shape[0], shape[1], shape[2]
        return shape[0], shape[2], shape[3]
    if layer.data_format == "channels_last":
        return 1, shape[0], shape[1]
    return 1, shape[1], shape[2]


class RandomRotation(BaseImagePreprocessingLayer):
    _SUPPORTED_FILL_MODE = ("reflect", "wrap", "constant", "nearest")
    _SUPPORTED_INTERPOLATION = ("nearest", "bilinear")
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_rotation.py", 93,
                       "super().__init__(factor=factor, data_format=data_format, **kwargs)")

    def __init__(self, factor, fill_mode="reflect", interpolation="bilinear", seed=None, fill_value=0.0,
                 data_format=None, **kwargs):
        super().__init__(factor=factor, data_format=data_format, **kwargs)
        self.seed = seed
        self.generator = SeedGenerator(seed)
        self.fill_mode = fill_mode
        self.interpolation = interpolation
        self.fill_value = fill_value
        self.supports_jit = False
        if self.fill_mode not in self._SUPPORTED_FILL_MODE:
            raise NotImplementedError(
                f"Unknown `fill_mode` {fill_mode}. Expected of one {self._SUPPORTED_FILL_MODE}."
            )
        if self.interpolation not in self._SUPPORTED_INTERPOLATION:
            raise NotImplementedError(
                f"Unknown `interpolation` {interpolation}. Expected of one {self._SUPPORTED_INTERPOLATION}."
            )

    def transform_images(self, images, transformation, training=True):
        images = self.backend.cast(images, self.compute_dtype)
        if training:
            return self.backend.image.affine_transform(
                images=images, transform=transformation["rotation_matrix"], interpolation=self.interpolation,
                fill_mode=self.fill_mode, fill_value=self.fill_value, data_format=self.data_format)
        return images

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation, training=training)

    def get_random_transformation(self, data, training=True, seed=None):
        ops = self.backend
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        shape = ops.core.shape(images)
        batch_size, image_height, image_width = image_size(self, shape)
        if seed is None:
            seed = self._get_seed_generator(ops._backend)
        lower = self.factor[0] * 360.0
        upper = self.factor[1] * 360.0
        angle = ops.random.uniform(shape=(batch_size,), minval=lower, maxval=upper, seed=seed)
        zeros = ops.numpy.zeros([batch_size])
        rotation_matrix = self._compute_affine_matrix(
            center_x=0.5, center_y=0.5, angle=angle, translate_x=zeros, translate_y=ops.numpy.zeros([batch_size]),
            scale=ops.numpy.ones([batch_size]), shear_x=ops.numpy.zeros([batch_size]),
            shear_y=ops.numpy.zeros([batch_size]), height=image_height, width=image_width)
        if len(shape) == 3:
            rotation_matrix = self.backend.numpy.squeeze(rotation_matrix, axis=0)
        return {"angle": angle, "rotation_matrix": rotation_matrix, "image_height": image_height,
                "image_width": image_width, "batch_size": batch_size}

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        config = {"factor": self.factor, "data_format": self.data_format, "fill_mode": self.fill_mode,
                  "fill_value": self.fill_value, "interpolation": self.interpolation, "seed": self.seed}
        return {**super().get_config(), **config}
