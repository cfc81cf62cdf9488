"""MixUp (keras/src/layers/preprocessing/image_preprocessing/mix_up.py): while training,
mixes each image (and label) with another of the batch, w * x + (1 - w) * x[perm], perm a
seeded shuffle of the batch indices and w ~ Beta(alpha, alpha) per image. The draws are made
at inference too (the SeedGenerator advances). Beta samples come from
tf.random.stateless_gamma."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class MixUp(BaseImagePreprocessingLayer):
    _init_call_site = ("layers/preprocessing/image_preprocessing/mix_up.py", 36,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, alpha=0.2, data_format=None, seed=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self.alpha = alpha
        self.seed = seed
        self.generator = SeedGenerator(seed)

    def get_random_transformation(self, data, training=True, seed=None):
        images = data["images"] if isinstance(data, dict) else data
        images_shape = self.backend.shape(images)
        batch_size = 1 if len(images_shape) == 3 else self.backend.shape(images)[0]
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        permutation_order = self.backend.random.shuffle(self.backend.numpy.arange(0, batch_size, dtype="int64"),
                                                        seed=seed)
        mix_weight = self.backend.random.beta((batch_size,), self.alpha, self.alpha, seed=seed)
        return {"mix_weight": mix_weight, "permutation_order": permutation_order}

    def transform_images(self, images, transformation=None, training=True):
        if training:
            images = self.backend.cast(images, self.compute_dtype)
            mix_weight = self.backend.cast(self.backend.numpy.reshape(transformation["mix_weight"], [-1, 1, 1, 1]),
                                           dtype=self.compute_dtype)
            mix_up_images = self.backend.cast(
                self.backend.numpy.take(images, transformation["permutation_order"], axis=0),
                dtype=self.compute_dtype)
            images = mix_weight * images + (1.0 - mix_weight) * mix_up_images
        return images

    def transform_labels(self, labels, transformation, training=True):
        if training:
            labels_for_mix_up = self.backend.numpy.take(labels, transformation["permutation_order"], axis=0)
            mix_weight = self.backend.numpy.reshape(transformation["mix_weight"], [-1, 1])
            labels = mix_weight * labels + (1.0 - mix_weight) * labels_for_mix_up
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        if training:
            mix_weight = self.backend.numpy.reshape(transformation["mix_weight"], [-1, 1, 1, 1])
            # As in Keras: take without an axis gathers from the flattened masks.
            masks_for_mix_up = self.backend.numpy.take(segmentation_masks, transformation["permutation_order"])
            segmentation_masks = mix_weight * segmentation_masks + (1.0 - mix_weight) * masks_for_mix_up
        return segmentation_masks

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        return {**super().get_config(), "alpha": self.alpha, "seed": self.seed}
