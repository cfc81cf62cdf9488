"""RandomFlip (keras/src/layers/preprocessing/image_preprocessing/random_flip.py): while
training (the default of a direct call), flips each image left-right and/or up-down when a
uniform draw from the layer's SeedGenerator is <= 0.5 (one draw per image, shared by both
directions)."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator

HORIZONTAL = "horizontal"
VERTICAL = "vertical"
HORIZONTAL_AND_VERTICAL = "horizontal_and_vertical"


class RandomFlip(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_flip.py", 60,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, mode=HORIZONTAL_AND_VERTICAL, seed=None, data_format=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self.seed = seed
        self.generator = SeedGenerator(seed)
        self.mode = mode
        self._convert_input_args = False
        self._allow_non_tensor_positional_args = True

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        shape = self.backend.core.shape(images)
        flips_shape = (1, 1, 1) if len(shape) == 3 else (shape[0], 1, 1, 1)
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        flips = self.backend.numpy.less_equal(self.backend.random.uniform(shape=flips_shape, seed=seed), 0.5)
        return {"flips": flips, "input_shape": shape}

    def transform_images(self, images, transformation, training=True):
        images = self.backend.cast(images, self.compute_dtype)
        if training:
            return self._flip_inputs(images, transformation)
        return images

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation, training=training)

    def _flip_inputs(self, inputs, transformation):
        if transformation is None:
            return inputs
        flips = transformation["flips"]
        unbatched = len(self.backend.shape(inputs)) == 3
        if unbatched:
            inputs = self.backend.numpy.expand_dims(inputs, axis=0)
        flipped_outputs = inputs
        if self.data_format == "channels_last":
            horizontal_axis, vertical_axis = -2, -3
        else:
            horizontal_axis, vertical_axis = -1, -2
        np_ = self.backend.numpy
        if self.mode == HORIZONTAL or self.mode == HORIZONTAL_AND_VERTICAL:
            flipped_outputs = np_.where(flips, np_.flip(flipped_outputs, axis=horizontal_axis), flipped_outputs)
        if self.mode == VERTICAL or self.mode == HORIZONTAL_AND_VERTICAL:
            flipped_outputs = np_.where(flips, np_.flip(flipped_outputs, axis=vertical_axis), flipped_outputs)
        if unbatched:
            flipped_outputs = np_.squeeze(flipped_outputs, axis=0)
        return flipped_outputs

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        return {**super().get_config(), "seed": self.seed, "mode": self.mode, "data_format": self.data_format}
