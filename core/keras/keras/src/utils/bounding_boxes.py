"""keras.utils.bounding_boxes: the functions of Keras 3.11.3's bounding_boxes/converters.py and
iou.py (keras/src/layers/preprocessing/image_preprocessing/bounding_boxes/)."""
from keras.src.layers.preprocessing.image_preprocessing.bounding_boxes.converters import (  # noqa: F401
    affine_transform,
    clip_to_image_size,
    convert_format,
    crop,
    decode_deltas_to_boxes,
    encode_box_to_deltas,
    pad,
)
from keras.src.layers.preprocessing.image_preprocessing.bounding_boxes.iou import compute_ciou, compute_iou  # noqa: F401
