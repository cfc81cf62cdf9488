"""MaxNumBoundingBoxes (keras/src/layers/preprocessing/image_preprocessing/
max_num_bounding_box.py): pads or truncates the "bounding_boxes" of a dict input to
`max_number` boxes; images, labels and masks pass unchanged. tfplay's Keras has no bounding
boxes yet, so a dict holding "bounding_boxes" raises NotImplementedError (the base layer);
`compute_output_shape` follows Keras."""
from keras.src.layers.preprocessing.image_preprocessing.base_image_preprocessing_layer import (
    BaseImagePreprocessingLayer,
)


class MaxNumBoundingBoxes(BaseImagePreprocessingLayer):
    _init_call_site = ("layers/preprocessing/image_preprocessing/max_num_bounding_box.py", 18,
                       "super().__init__(**kwargs)")

    def __init__(self, max_number, fill_value=-1, **kwargs):
        super().__init__(**kwargs)
        self.max_number = int(max_number)
        self.fill_value = int(fill_value)

    def transform_images(self, images, transformation=None, training=True):
        return images

    def transform_labels(self, labels, transformation=None, training=True):
        return labels

    def transform_segmentation_masks(self, segmentation_masks, transformation=None, training=True):
        return self.transform_images(segmentation_masks)

    def compute_output_shape(self, input_shape):
        if isinstance(input_shape, dict) and "bounding_boxes" in input_shape:
            extra_keys = set(input_shape["bounding_boxes"].keys()) - set(("boxes", "labels"))
            if extra_keys:
                raise KeyError(f"There are unsupported keys in `bounding_boxes`: {list(extra_keys)}. "
                               "Only `boxes` and `labels` are supported.")
            boxes_shape = list(input_shape["bounding_boxes"]["boxes"])
            boxes_shape[1] = self.max_number
            labels_shape = list(input_shape["bounding_boxes"]["labels"])
            labels_shape[1] = self.max_number
            input_shape["bounding_boxes"]["boxes"] = boxes_shape
            input_shape["bounding_boxes"]["labels"] = labels_shape
        return input_shape

    def get_config(self):
        config = super().get_config()
        config.update({"max_number": self.max_number})
        return config
