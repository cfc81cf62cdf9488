"""RandAugment (keras/src/layers/preprocessing/image_preprocessing/rand_augment.py): while
training, picks `num_ops` of eleven augmentations (a randint of shape (num_ops,)), draws every
augmentation's own transformation from this layer's SeedGenerator (in `_AUGMENT_LAYERS`
order), and applies the picked ones in turn to the whole batch."""
from keras.src.layers.preprocessing.image_preprocessing import augmentation_layers
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator
from keras.src.utils import backend_utils

# The order Keras constructs the sub-layers in (each unseeded one draws a Python-random seed).
_CONSTRUCTION_ORDER = ("random_shear", "random_translation", "random_rotation", "random_brightness",
                       "random_color_degeneration", "random_contrast", "random_sharpness", "solarization",
                       "random_posterization", "auto_contrast", "equalization")


class RandAugment(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (0, 1)
    _AUGMENT_LAYERS = ["random_shear", "random_translation", "random_rotation", "random_brightness",
                       "random_color_degeneration", "random_contrast", "random_sharpness", "random_posterization",
                       "solarization", "auto_contrast", "equalization"]
    _init_call_site = ("layers/preprocessing/image_preprocessing/rand_augment.py", 62,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, value_range=(0, 255), num_ops=2, factor=0.5, interpolation="bilinear", seed=None,
                 data_format=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self.value_range = value_range
        self.num_ops = num_ops
        self._set_factor(factor)
        self.interpolation = interpolation
        self.seed = seed
        self.generator = SeedGenerator(seed)
        for name in _CONSTRUCTION_ORDER:
            setattr(self, name, augmentation_layers.make_layer(name, self, data_format, kwargs))

    def build(self, input_shape):
        for layer_name in self._AUGMENT_LAYERS:
            getattr(self, layer_name).build(input_shape)

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        if backend_utils.in_tf_graph():
            self.backend.set_backend("tensorflow")
            for layer_name in self._AUGMENT_LAYERS:
                getattr(self, layer_name).backend.set_backend("tensorflow")
        layer_idxes = self.backend.random.randint((self.num_ops,), 0, len(self._AUGMENT_LAYERS),
                                                  seed=self._get_seed_generator(self.backend._backend))
        transformation = {}
        for layer_name in self._AUGMENT_LAYERS:
            transformation[layer_name] = getattr(self, layer_name).get_random_transformation(
                data, training=training, seed=self._get_seed_generator(self.backend._backend))
        return {"transforms": transformation, "layer_idxes": layer_idxes}

    def transform_images(self, images, transformation, training=True):
        if training:
            images = self.backend.cast(images, self.compute_dtype)
            layer_idxes = transformation["layer_idxes"]
            transforms = transformation["transforms"]
            for i in range(self.num_ops):
                for idx, (key, value) in enumerate(transforms.items()):
                    augmentation_layer = getattr(self, key)
                    images = self.backend.numpy.where(layer_idxes[i] == idx,
                                                      augmentation_layer.transform_images(images, value), images)
        return self.backend.cast(images, self.compute_dtype)

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation, training=training)

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        config = {"value_range": self.value_range, "num_ops": self.num_ops, "factor": self.factor,
                  "interpolation": self.interpolation, "seed": self.seed}
        return {**super().get_config(), **config}
