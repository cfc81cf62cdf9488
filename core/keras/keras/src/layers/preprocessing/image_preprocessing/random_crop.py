"""RandomCrop (keras/src/layers/preprocessing/image_preprocessing/random_crop.py): while
training and when the image is larger than (height, width), a window at a random offset (two
uniform draws from the layer's SeedGenerator, one batch-wide); otherwise the central window of
the target aspect ratio, resized to (height, width)."""
from keras.src import backend
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
    set_height_width_axes,
)
from keras.src.random.seed_generator import SeedGenerator


class RandomCrop(BaseImagePreprocessingLayer):
    _init_call_site = ("layers/preprocessing/image_preprocessing/random_crop.py", 55,
                       "super().__init__(name=name, **kwargs)")

    def __init__(self, height, width, seed=None, data_format=None, name=None, **kwargs):
        super().__init__(name=name, **kwargs)
        self.height = height
        self.width = width
        # Keras draws a default seed for the config and another for the SeedGenerator.
        self.seed = seed if seed is not None else backend.random.make_default_seed()
        self.generator = SeedGenerator(seed)
        self.data_format = backend.standardize_data_format(data_format)
        set_height_width_axes(self)
        self.supports_masking = False
        self.supports_jit = False
        self._convert_input_args = False
        self._allow_non_tensor_positional_args = True

    def get_random_transformation(self, data, training=True, seed=None):
        if seed is None:
            seed = self._get_seed_generator(self.backend._backend)
        input_shape = self.backend.shape(data["images"] if isinstance(data, dict) else data)
        input_height, input_width = input_shape[self.height_axis], input_shape[self.width_axis]
        if input_height is None or input_width is None:
            raise ValueError(
                "RandomCrop requires the input to have a fully defined height and width. "
                f"Received: images.shape={input_shape}"
            )
        if training and input_height > self.height and input_width > self.width:
            h_start = self.backend.cast(
                self.backend.random.uniform((), 0, maxval=float(input_height - self.height + 1), seed=seed), "int32")
            w_start = self.backend.cast(
                self.backend.random.uniform((), 0, maxval=float(input_width - self.width + 1), seed=seed), "int32")
        else:
            crop_height = int(float(input_width * self.height) / self.width)
            crop_height = max(min(input_height, crop_height), 1)
            crop_width = int(float(input_height * self.width) / self.height)
            crop_width = max(min(input_width, crop_width), 1)
            h_start = int(float(input_height - crop_height) / 2)
            w_start = int(float(input_width - crop_width) / 2)
        return h_start, w_start

    def transform_images(self, images, transformation, training=True):
        if training:
            images = self.backend.cast(images, self.compute_dtype)
            h, w = transformation
            if self.data_format == "channels_last":
                if len(images.shape) == 4:
                    images = images[:, h:h + self.height, w:w + self.width, :]
                else:
                    images = images[h:h + self.height, w:w + self.width, :]
            elif len(images.shape) == 4:
                images = images[:, :, h:h + self.height, w:w + self.width]
            else:
                images = images[:, h:h + self.height, w:w + self.width]
            shape = self.backend.shape(images)
            new_height = shape[self.height_axis]
            new_width = shape[self.width_axis]
            if (not isinstance(new_height, int) or not isinstance(new_width, int) or new_height != self.height
                    or new_width != self.width):
                # Resize images if size mismatch or if size mismatch cannot be determined (in the case of a TF
                # dynamic shape).
                images = self.backend.image.resize(images, size=(self.height, self.width),
                                                   data_format=self.data_format)
                # Resize may have upcasted the outputs
                images = self.backend.cast(images, self.compute_dtype)
        return images

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation)

    def compute_output_shape(self, input_shape, *args, **kwargs):
        input_shape = list(input_shape)
        input_shape[self.height_axis] = self.height
        input_shape[self.width_axis] = self.width
        return tuple(input_shape)

    def get_config(self):
        config = {"height": self.height, "width": self.width, "seed": self.seed, "data_format": self.data_format}
        return {**super().get_config(), **config}
