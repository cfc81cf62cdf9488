"""RandomErasing (keras/src/layers/preprocessing/image_preprocessing/random_erasing.py): while
training, fills a random rectangle of each image (side fractions sqrt of a (batch, 2) draw
from `scale`; x then y positions drawn uniformly) with `fill_value` (or, when it is None,
normal noise times value_range[1], clipped to `value_range`), for the images whose uniform
threshold is below their erase probability drawn from `factor`."""
from keras.src.layers.preprocessing.image_preprocessing import box_masks
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomErasing(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _FACTOR_BOUNDS = (0, 1)
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_erasing.py", 56,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, factor=1.0, scale=(0.02, 0.33), fill_value=None, value_range=(0, 255), seed=None,
                 data_format=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self._set_factor(factor)
        self.scale = self._set_factor_by_name(scale, "scale")
        self.fill_value = fill_value
        self.value_range = value_range
        self.seed = seed
        self.generator = SeedGenerator(seed)
        box_masks.set_axes(self)

    def _get_fill_value(self, images, images_shape, seed):
        fill_value = self.fill_value
        if fill_value is None:
            fill_value = self.backend.random.normal(images_shape, dtype=self.compute_dtype, seed=seed) \
                * self.value_range[1]
        else:
            error_msg = "The `fill_value` argument should be a number (or a list of three numbers) "
            if isinstance(fill_value, (tuple, list)):
                if len(fill_value) != 3:
                    raise ValueError(error_msg)
                fill_value = self.backend.numpy.full_like(images, fill_value, dtype=self.compute_dtype)
            elif isinstance(fill_value, (int, float)):
                fill_value = self.backend.numpy.ones(images_shape, dtype=self.compute_dtype) * fill_value
            else:
                raise ValueError(error_msg)
        return self.backend.numpy.clip(fill_value, self.value_range[0], self.value_range[1])

    def get_random_transformation(self, data, training=True, seed=None):
        if not training:
            return None
        images = data["images"] if isinstance(data, dict) else data
        images_shape, batch_size = self._images_batch_size(images)
        image_height = images_shape[self.height_axis]
        image_width = images_shape[self.width_axis]
        seed = seed or self._get_seed_generator(self.backend._backend)
        mix_weight = self.backend.random.uniform(shape=(batch_size, 2), minval=self.scale[0], maxval=self.scale[1],
                                                 dtype=self.compute_dtype, seed=seed)
        mix_weight = self.backend.numpy.sqrt(mix_weight)
        x0, x1 = box_masks.compute_crop_bounds(self, batch_size, image_width, mix_weight[:, 0], seed)
        y0, y1 = box_masks.compute_crop_bounds(self, batch_size, image_height, mix_weight[:, 1], seed)
        batch_masks, _ = box_masks.batch_box_masks(self, images_shape, (x0, x1, y0, y1))
        erase_probability = self.backend.random.uniform(shape=(batch_size,), minval=self.factor[0],
                                                        maxval=self.factor[1], seed=seed)
        random_threshold = self.backend.random.uniform(shape=(batch_size,), minval=0.0, maxval=1.0, seed=seed)
        return {"apply_erasing": random_threshold < erase_probability, "batch_masks": batch_masks,
                "fill_value": self._get_fill_value(images, images_shape, seed)}

    def transform_images(self, images, transformation=None, training=True):
        if training:
            images = self.backend.cast(images, self.compute_dtype)
            erased_images = self.backend.numpy.where(transformation["batch_masks"], transformation["fill_value"],
                                                     images)
            images = self.backend.numpy.where(transformation["apply_erasing"][:, None, None, None], erased_images,
                                              images)
        return self.backend.cast(images, self.compute_dtype)

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return segmentation_masks

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        config = {"factor": self.factor, "scale": self.scale, "fill_value": self.fill_value,
                  "value_range": self.value_range, "seed": self.seed}
        return {**super().get_config(), **config}
