"""CutMix (keras/src/layers/preprocessing/image_preprocessing/cut_mix.py): while training on
a batch, pastes into each image a rectangle of another image of the batch (a seeded shuffle)
and mixes the labels by the pasted area; the rectangle's side ratio is sqrt(1 - w),
w ~ Beta(a, a) with a drawn uniformly from `factor`. A single image passes unchanged. Beta
samples come from tf.random.stateless_gamma."""
from keras.src.layers.preprocessing.image_preprocessing import box_masks
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class CutMix(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (0, 1)
    _init_call_site = ("layers/preprocessing/image_preprocessing/cut_mix.py", 35,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, factor=1.0, seed=None, data_format=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self._set_factor(factor)
        self.seed = seed
        self.generator = SeedGenerator(seed)
        box_masks.set_axes(self)

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        images_shape = self.backend.shape(images)
        if len(images_shape) == 3:
            return None
        batch_size = images_shape[0]
        image_height = images_shape[self.height_axis]
        image_width = images_shape[self.width_axis]
        seed = seed or self._get_seed_generator(self.backend._backend)
        mix_weight = self._generate_mix_weight(batch_size, seed)
        ratio = self.backend.numpy.sqrt(1.0 - mix_weight)
        x0, x1 = box_masks.compute_crop_bounds(self, batch_size, image_width, ratio, seed)
        y0, y1 = box_masks.compute_crop_bounds(self, batch_size, image_height, ratio, seed)
        batch_masks, (x0, x1, y0, y1) = box_masks.batch_box_masks(self, images_shape, (x0, x1, y0, y1))
        mix_weight = 1.0 - (x1 - x0) * (y1 - y0) / (image_width * image_height)
        permutation_order = self.backend.random.shuffle(self.backend.numpy.arange(0, batch_size, dtype="int32"),
                                                        seed=seed)
        return {"permutation_order": permutation_order, "batch_masks": batch_masks, "mix_weight": mix_weight}

    def _generate_mix_weight(self, batch_size, seed):
        alpha = self.backend.random.uniform(shape=(), minval=self.factor[0], maxval=self.factor[1],
                                            dtype=self.compute_dtype, seed=seed) + 1e-6
        return self.backend.random.beta((batch_size,), alpha, alpha, seed=seed, dtype=self.compute_dtype)

    def transform_images(self, images, transformation=None, training=True):
        if training and transformation is not None:
            images = self.backend.cast(images, self.compute_dtype)
            images = self.backend.numpy.where(
                transformation["batch_masks"],
                self.backend.numpy.take(images, transformation["permutation_order"], axis=0), images)
        return self.backend.cast(images, self.compute_dtype)

    def transform_labels(self, labels, transformation, training=True):
        if training and transformation is not None:
            cutout_labels = self.backend.numpy.take(labels, transformation["permutation_order"], axis=0)
            mix_weight = self.backend.numpy.reshape(transformation["mix_weight"], [-1, 1])
            labels = mix_weight * labels + (1.0 - mix_weight) * cutout_labels
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation, training)

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        return {**super().get_config(), "factor": self.factor, "seed": self.seed}
