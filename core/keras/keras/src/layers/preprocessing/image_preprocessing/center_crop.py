"""CenterCrop (keras/src/layers/preprocessing/image_preprocessing/center_crop.py): the central
(height, width) window of each image, cast to the compute dtype. Images smaller than the
target are center-cropped to its aspect ratio and resized to it (`keras.utils.smart_resize`)."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
    image_output_shape,
)
from keras.src.utils import image_utils


class CenterCrop(BaseImagePreprocessingLayer):
    _USE_BASE_FACTOR = False
    _init_call_site = ("layers/preprocessing/image_preprocessing/center_crop.py", 58,
                       "super().__init__(data_format=data_format, **kwargs)")

    def __init__(self, height, width, data_format=None, **kwargs):
        super().__init__(data_format=data_format, **kwargs)
        self.height = height
        self.width = width

    def get_random_transformation(self, data, training=True, seed=None):
        images = data["images"] if isinstance(data, dict) else data
        return {"input_shape": self.backend.core.shape(images)}

    def transform_labels(self, labels, transformation, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation, training=True):
        return self.transform_images(segmentation_masks, transformation, training=training)

    def transform_images(self, images, transformation=None, training=True):
        inputs = self.backend.cast(images, self.compute_dtype)
        if self.data_format == "channels_first":
            init_height = inputs.shape[-2]
            init_width = inputs.shape[-1]
        else:
            init_height = inputs.shape[-3]
            init_width = inputs.shape[-2]
        if init_height is None or init_width is None:
            # Dynamic size case. TODO.
            raise ValueError(
                "At this time, CenterCrop can only process images with a static spatial shape. "
                f"Received: inputs.shape={inputs.shape}"
            )
        h_diff = init_height - self.height
        w_diff = init_width - self.width
        h_start = int(h_diff / 2)
        w_start = int(w_diff / 2)
        if h_diff >= 0 and w_diff >= 0:
            if len(inputs.shape) == 4:
                if self.data_format == "channels_first":
                    return inputs[:, :, h_start:h_start + self.height, w_start:w_start + self.width]
                return inputs[:, h_start:h_start + self.height, w_start:w_start + self.width, :]
            elif len(inputs.shape) == 3:
                if self.data_format == "channels_first":
                    return inputs[:, h_start:h_start + self.height, w_start:w_start + self.width]
                return inputs[h_start:h_start + self.height, w_start:w_start + self.width, :]
        return image_utils.smart_resize(inputs, [self.height, self.width], data_format=self.data_format,
                                        backend_module=self.backend)

    def compute_output_shape(self, input_shape):
        input_shape = list(input_shape)
        if isinstance(input_shape[0], (list, tuple)) or len(input_shape) not in (3, 4):
            raise ValueError(
                "`input_shape` must be a non-nested tuple or list of rank-1 with size 3 (unbatched) or 4 (batched). "
            )
        return image_output_shape(self, input_shape)

    def get_config(self):
        return {**super().get_config(), "height": self.height, "width": self.width, "data_format": self.data_format}
