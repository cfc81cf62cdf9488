"""AugMix (keras/src/layers/preprocessing/image_preprocessing/aug_mix.py): while training,
mixes `num_chains` chains of up to `chain_depth` augmentations (each step chosen with
Python's `random.choice`, None skipping a step) with Dirichlet(alpha) weights, then blends
the mix with the input by a Beta(alpha, alpha) weight. The Dirichlet and Beta samples come
from tf.random.stateless_gamma; at inference the images pass unchanged."""
import random as py_random

from keras.src.layers.preprocessing.image_preprocessing import augmentation_layers
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator
from keras.src.utils import backend_utils

AUGMENT_LAYERS_ALL = ["random_shear", "random_translation", "random_rotation", "random_posterization", "solarization",
                      "auto_contrast", "equalization", "random_brightness", "random_color_degeneration",
                      "random_contrast", "random_sharpness"]
AUGMENT_LAYERS = ["random_shear", "random_translation", "random_rotation", "random_posterization", "solarization",
                  "auto_contrast", "equalization"]
# Construction order in Keras (solarization before posterization), the colour layers only with all_ops.
_CONSTRUCTION_ORDER = ("random_shear", "random_translation", "random_rotation", "solarization",
                       "random_posterization", "auto_contrast", "equalization")


class AugMix(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (0, 1)
    _init_call_site = ("layers/preprocessing/image_preprocessing/aug_mix.py", 89,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, value_range=(0, 255), num_chains=3, chain_depth=3, factor=0.3, alpha=1.0, all_ops=True,
                 interpolation="bilinear", seed=None, data_format=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self.value_range = value_range
        self.num_chains = num_chains
        self.chain_depth = chain_depth
        self._set_factor(factor)
        self.alpha = alpha
        self.all_ops = all_ops
        self.interpolation = interpolation
        self.seed = seed
        self.generator = SeedGenerator(seed)
        self._augment_layers = AUGMENT_LAYERS_ALL if self.all_ops else AUGMENT_LAYERS
        names = _CONSTRUCTION_ORDER + (augmentation_layers.COLOR if self.all_ops else ())
        for name in names:
            setattr(self, name, augmentation_layers.make_layer(name, self, data_format, kwargs))

    def build(self, input_shape):
        for layer_name in self._augment_layers:
            getattr(self, layer_name).build(input_shape)

    def _sample_from_dirichlet(self, shape, alpha, seed):
        gamma_sample = self.backend.random.gamma(shape=shape, alpha=alpha, seed=seed)
        return gamma_sample / self.backend.numpy.sum(gamma_sample, axis=-1, keepdims=True)

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        if backend_utils.in_tf_graph():
            self.backend.set_backend("tensorflow")
            for layer_name in self._augment_layers:
                getattr(self, layer_name).backend.set_backend("tensorflow")
        seed = seed or self._get_seed_generator(self.backend._backend)
        chain_mixing_weights = self._sample_from_dirichlet([self.num_chains], self.alpha, seed)
        weight_sample = self.backend.random.beta(shape=(), alpha=self.alpha, beta=self.alpha, seed=seed)
        chain_transforms = []
        for _ in range(self.num_chains):
            depth_transforms = []
            for _ in range(self.chain_depth):
                layer_name = py_random.choice(self._augment_layers + [None])
                if layer_name is None:
                    continue
                augmentation_layer = getattr(self, layer_name)
                depth_transforms.append({
                    "layer_name": layer_name,
                    "transformation": augmentation_layer.get_random_transformation(
                        data, seed=self._get_seed_generator(self.backend._backend)),
                })
            chain_transforms.append(depth_transforms)
        return {"chain_mixing_weights": chain_mixing_weights, "weight_sample": weight_sample,
                "chain_transforms": chain_transforms}

    def transform_images(self, images, transformation, training=True):
        if training:
            images = self.backend.cast(images, self.compute_dtype)
            chain_mixing_weights = self.backend.cast(transformation["chain_mixing_weights"], dtype=self.compute_dtype)
            weight_sample = self.backend.cast(transformation["weight_sample"], dtype=self.compute_dtype)
            aug_images = self.backend.numpy.zeros_like(images)
            for idx, chain_transform in enumerate(transformation["chain_transforms"]):
                copied_images = self.backend.numpy.copy(images)
                for depth_transform in chain_transform:
                    augmentation_layer = getattr(self, depth_transform["layer_name"])
                    copied_images = augmentation_layer.transform_images(copied_images,
                                                                        depth_transform["transformation"])
                aug_images += copied_images * chain_mixing_weights[idx]
            images = weight_sample * images + (1 - weight_sample) * aug_images
            images = self.backend.numpy.clip(images, self.value_range[0], self.value_range[1])
        return self.backend.cast(images, self.compute_dtype)

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation, training=training)

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        # Keras swaps num_chains and chain_depth here; kept, since get_config output is observable.
        config = {"value_range": self.value_range, "num_chains": self.chain_depth, "chain_depth": self.num_chains,
                  "factor": self.factor, "alpha": self.alpha, "all_ops": self.all_ops,
                  "interpolation": self.interpolation, "seed": self.seed}
        return {**super().get_config(), **config}
