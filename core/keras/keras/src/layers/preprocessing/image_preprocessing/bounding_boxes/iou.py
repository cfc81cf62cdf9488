"""keras.utils.bounding_boxes.compute_iou and compute_ciou (Keras 3.11.3 keras/src/layers/
preprocessing/image_preprocessing/bounding_boxes/iou.py)."""
import math

from keras.src import backend, ops
from keras.src.layers.preprocessing.image_preprocessing.bounding_boxes import converters


def _compute_area(box):
    y_min, x_min, y_max, x_max = ops.split(box[..., :4], 4, axis=-1)
    return ops.squeeze((y_max - y_min) * (x_max - x_min), axis=-1)


def _compute_intersection(boxes1, boxes2):
    y_min1, x_min1, y_max1, x_max1 = ops.split(boxes1[..., :4], 4, axis=-1)
    y_min2, x_min2, y_max2, x_max2 = ops.split(boxes2[..., :4], 4, axis=-1)
    perm = [1, 0] if len(boxes2.shape) == 2 else [0, 2, 1]
    height = ops.minimum(y_max1, ops.transpose(y_max2, perm)) - ops.maximum(y_min1, ops.transpose(y_min2, perm))
    width = ops.minimum(x_max1, ops.transpose(x_max2, perm)) - ops.maximum(x_min1, ops.transpose(x_min2, perm))
    zero = ops.cast(0, height.dtype)
    return ops.maximum(zero, height) * ops.maximum(zero, width)


def compute_iou(boxes1, boxes2, bounding_box_format, use_masking=False, mask_val=-1, image_shape=None):
    """Pairwise IoU of boxes1 (N, 4) or (batch, N, 4) and boxes2 (M, 4) or (batch, M, 4):
    (N, M) or (batch, N, M), intersection / (union + epsilon). With use_masking, pairs where
    either box has all coordinates negative get mask_val."""
    boxes1_rank = len(ops.shape(boxes1))
    boxes2_rank = len(ops.shape(boxes2))
    for name, rank in (("boxes1", boxes1_rank), ("boxes2", boxes2_rank)):
        if rank not in [2, 3]:
            raise ValueError(f"compute_iou() expects {name} to be batched, or to be unbatched. Received "
                             f"len(boxes1.shape)={boxes1_rank}, len(boxes2.shape)={boxes2_rank}. Expected either "
                             f"len({name}.shape)=2 AND or len({name}.shape)=3.")
    if "rel" in bounding_box_format and image_shape is None:
        raise ValueError("When using relative bounding box formats (e.g. `rel_yxyx`) the `image_shape` argument must "
                         f"be provided.Received `image_shape`: {image_shape}")
    height, width = None, None
    if image_shape is not None:
        height, width, _ = image_shape
    boxes1 = converters.convert_format(boxes1, source=bounding_box_format, target="yxyx", height=height, width=width)
    boxes2 = converters.convert_format(boxes2, source=bounding_box_format, target="yxyx", height=height, width=width)
    intersect_area = _compute_intersection(boxes1, boxes2)
    boxes1_area = ops.expand_dims(_compute_area(boxes1), axis=-1)
    boxes2_area = _compute_area(boxes2)
    boxes2_area = ops.expand_dims(boxes2_area, axis=1 if len(boxes2_area.shape) == 2 else 0)
    union_area = boxes1_area + boxes2_area - intersect_area
    res = ops.divide(intersect_area, union_area + backend.epsilon())
    perm = [1, 0] if boxes1_rank == 2 else [0, 2, 1]
    if not use_masking:
        return res
    mask_val_t = ops.cast(mask_val, res.dtype) * ops.ones_like(res)
    boxes1_mask = ops.less(ops.max(boxes1, axis=-1, keepdims=True), 0.0)
    boxes2_mask = ops.less(ops.max(boxes2, axis=-1, keepdims=True), 0.0)
    background_mask = ops.logical_or(boxes1_mask, ops.transpose(boxes2_mask, perm))
    return ops.where(background_mask, mask_val_t, res)


def compute_ciou(boxes1, boxes2, bounding_box_format, image_shape=None):
    """Complete IoU of matching boxes (..., 4): IoU minus the normalised centre distance and the
    aspect-ratio term v * alpha. Relative formats raise ValueError (as in Keras, whatever the
    image_shape)."""
    if "rel" in bounding_box_format:
        raise ValueError("When using relative bounding box formats (e.g. `rel_yxyx`) the `image_shape` argument must "
                         f"be provided.Received `image_shape`: {image_shape}")
    height, width = None, None
    if image_shape is not None:
        height, width, _ = image_shape
    boxes1 = converters.convert_format(boxes1, source=bounding_box_format, target="xyxy", height=height, width=width)
    boxes2 = converters.convert_format(boxes2, source=bounding_box_format, target="xyxy", height=height, width=width)
    eps = backend.epsilon()
    x_min1, y_min1, x_max1, y_max1 = ops.split(boxes1[..., :4], 4, axis=-1)
    x_min2, y_min2, x_max2, y_max2 = ops.split(boxes2[..., :4], 4, axis=-1)
    width_1 = x_max1 - x_min1
    height_1 = y_max1 - y_min1 + eps
    width_2 = x_max2 - x_min2
    height_2 = y_max2 - y_min2 + eps
    intersection_area = (ops.maximum(ops.minimum(x_max1, x_max2) - ops.maximum(x_min1, x_min2), 0)
                         * ops.maximum(ops.minimum(y_max1, y_max2) - ops.maximum(y_min1, y_min2), 0))
    union_area = width_1 * height_1 + width_2 * height_2 - intersection_area + eps
    iou = ops.squeeze(ops.divide(intersection_area, union_area + eps), axis=-1)
    convex_width = ops.maximum(x_max1, x_max2) - ops.minimum(x_min1, x_min2)
    convex_height = ops.maximum(y_max1, y_max2) - ops.minimum(y_min1, y_min2)
    convex_diagonal_squared = ops.squeeze(convex_width**2 + convex_height**2 + eps, axis=-1)
    centers_distance_squared = ops.squeeze(((x_min1 + x_max1) / 2 - (x_min2 + x_max2) / 2) ** 2
                                           + ((y_min1 + y_max1) / 2 - (y_min2 + y_max2) / 2) ** 2, axis=-1)
    v = ops.squeeze((4 / math.pi**2) * ops.power((ops.arctan(width_2 / height_2) - ops.arctan(width_1 / height_1)), 2),
                    axis=-1)
    alpha = v / (v - iou + (1 + eps))
    return iou - (centers_distance_squared / convex_diagonal_squared + v * alpha)
