"""keras.utils.bounding_boxes: converting, clipping, cropping, padding and transforming boxes, anchor
deltas and IoU (keras/src/utils/bounding_boxes.py)."""
from keras.src.utils.bounding_boxes import (  # noqa: F401
    affine_transform,
    clip_to_image_size,
    compute_ciou,
    compute_iou,
    convert_format,
    crop,
    decode_deltas_to_boxes,
    encode_box_to_deltas,
    pad,
)
