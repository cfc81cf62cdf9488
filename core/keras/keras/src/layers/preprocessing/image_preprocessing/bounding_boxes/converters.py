"""keras.utils.bounding_boxes's converters (Keras 3.11.3 keras/src/layers/preprocessing/
image_preprocessing/bounding_boxes/converters.py): format conversion, clipping, affine
transforms, crops and pads through BoundingBox, and anchor-box delta encoding and decoding."""
from keras.src import backend, ops
from keras.src.layers.preprocessing.image_preprocessing.bounding_boxes.bounding_box import BoundingBox


def convert_format(boxes, source, target, height=None, width=None, dtype="float32"):
    """Boxes (or a dict holding "boxes") from one format to another, e.g. "xyxy" ->
    "xywh"; relative formats ("rel_...") need height and width."""
    return BoundingBox().convert_format(boxes=boxes, source=source, target=target, height=height, width=width,
                                        dtype=dtype)


def clip_to_image_size(bounding_boxes, height=None, width=None, bounding_box_format="xyxy"):
    """{"boxes", "labels"} clipped to the image; labels of boxes left empty become -1."""
    return BoundingBox().clip_to_image_size(bounding_boxes, height=height, width=width,
                                            bounding_box_format=bounding_box_format)


def affine_transform(boxes, angle, translate_x, translate_y, scale, shear_x, shear_y, height, width, center_x=None,
                     center_y=None, bounding_box_format="xyxy"):
    """Batched xyxy boxes moved by per-image affine transforms (bare NotImplementedError for
    other formats, as in Keras)."""
    if bounding_box_format != "xyxy":
        raise NotImplementedError
    return BoundingBox().affine(boxes, angle, translate_x, translate_y, scale, shear_x, shear_y, height, width,
                                center_x=center_x, center_y=center_y)


def crop(boxes, top, left, height, width, bounding_box_format="xyxy"):
    """xyxy boxes shifted by (-left, -top) and clipped to the height x width window."""
    if bounding_box_format != "xyxy":
        raise NotImplementedError
    return BoundingBox().crop(boxes, top, left, height, width)


def pad(boxes, top, left, height=None, width=None, bounding_box_format="xyxy"):
    """xyxy boxes shifted by (left, top)."""
    if bounding_box_format != "xyxy":
        raise NotImplementedError
    return BoundingBox().pad(boxes, top, left)


def _check_variance(variance):
    if variance is not None:
        variance = ops.convert_to_tensor(variance, "float32")
        if variance.shape[-1] != 4:
            raise ValueError(f"`variance` must be length 4, got {variance}")
    return variance


def encode_box_to_deltas(anchors, boxes, anchor_format, box_format, encoding_format="center_yxhw", variance=None,
                         image_shape=None):
    """Deltas of `boxes` from `anchors`, both converted to `encoding_format` (center_xywh or
    center_yxhw): centre offsets over the anchor size, then log size ratios (sizes floored at
    epsilon), divided by `variance` if given."""
    variance = _check_variance(variance)
    if encoding_format not in ["center_xywh", "center_yxhw"]:
        raise ValueError(f"`encoding_format` should be one of 'center_xywh' or 'center_yxhw', got {encoding_format}")
    height, width = None, None
    if image_shape is not None:
        height, width, _ = image_shape
    encoded_anchors = convert_format(anchors, source=anchor_format, target=encoding_format, height=height, width=width)
    boxes = convert_format(boxes, source=box_format, target=encoding_format, height=height, width=width)
    anchor_dimensions = ops.maximum(encoded_anchors[..., 2:], backend.epsilon())
    box_dimensions = ops.maximum(boxes[..., 2:], backend.epsilon())
    boxes_delta = ops.concatenate([(boxes[..., :2] - encoded_anchors[..., :2]) / anchor_dimensions,
                                   ops.log(box_dimensions / anchor_dimensions)], axis=-1)
    if variance is not None:
        boxes_delta /= variance
    return boxes_delta


def decode_deltas_to_boxes(anchors, boxes_delta, anchor_format, box_format, encoded_format="center_yxhw",
                           variance=None, image_shape=None):
    """The inverse of encode_box_to_deltas, per level when anchors and deltas are dicts."""
    variance = _check_variance(variance)
    if encoded_format not in ["center_xywh", "center_yxhw"]:
        raise ValueError(f"`encoded_format` should be 'center_xywh' or 'center_yxhw', but got '{encoded_format}'.")
    height, width = None, None
    if image_shape is not None:
        height, width, _ = image_shape

    def decode_single_level(anchor, box_delta):
        encoded_anchor = convert_format(anchor, source=anchor_format, target=encoded_format, height=height,
                                        width=width)
        if variance is not None:
            box_delta = box_delta * variance
        box = ops.concatenate([box_delta[..., :2] * encoded_anchor[..., 2:] + encoded_anchor[..., :2],
                               ops.exp(box_delta[..., 2:]) * encoded_anchor[..., 2:]], axis=-1)
        return convert_format(box, source=encoded_format, target=box_format, height=height, width=width)

    if isinstance(anchors, dict) and isinstance(boxes_delta, dict):
        return {level: decode_single_level(anchor, boxes_delta[level]) for level, anchor in anchors.items()}
    return decode_single_level(anchors, boxes_delta)
