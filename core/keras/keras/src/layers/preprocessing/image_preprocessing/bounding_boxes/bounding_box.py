"""Keras 3.11.3's BoundingBox helper (keras/src/layers/preprocessing/image_preprocessing/
bounding_boxes/bounding_box.py): box format conversion through "xyxy", clipping to the image,
crops, pads and affine transforms, written over the backend's numpy functions (Keras picks the
backend dynamically; tfplay has TensorFlow's only)."""
import math

from keras.src import backend

SUPPORTED_FORMATS = ("xyxy", "yxyx", "xywh", "center_xywh", "center_yxhw", "rel_xyxy", "rel_yxyx", "rel_xywh",
                     "rel_center_xywh")


class BoundingBox:
    def __init__(self):
        self.backend = backend

    def convert_format(self, boxes, source, target, height=None, width=None, dtype="float32"):
        """`boxes` (..., 4) (or a dict whose "boxes" is converted in place) from `source` to
        `target` (case-insensitive names of SUPPORTED_FORMATS), cast to `dtype`. ValueError for
        a last axis other than 4, an unknown format, or a relative format without height and
        width."""
        if isinstance(boxes, dict):
            boxes["boxes"] = self.convert_format(boxes["boxes"], source=source, target=target, height=height,
                                                 width=width, dtype=dtype)
            return boxes
        to_xyxy = {"xyxy": self._xyxy_to_xyxy, "yxyx": self._yxyx_to_xyxy, "xywh": self._xywh_to_xyxy,
                   "center_xywh": self._center_xywh_to_xyxy, "center_yxhw": self._center_yxhw_to_xyxy,
                   "rel_xyxy": self._rel_xyxy_to_xyxy, "rel_yxyx": self._rel_yxyx_to_xyxy,
                   "rel_xywh": self._rel_xywh_to_xyxy, "rel_center_xywh": self._rel_center_xywh_to_xyxy}
        from_xyxy = {"xyxy": self._xyxy_to_xyxy, "yxyx": self._xyxy_to_yxyx, "xywh": self._xyxy_to_xywh,
                     "center_xywh": self._xyxy_to_center_xywh, "center_yxhw": self._xyxy_to_center_yxhw,
                     "rel_xyxy": self._xyxy_to_rel_xyxy, "rel_yxyx": self._xyxy_to_rel_yxyx,
                     "rel_xywh": self._xyxy_to_rel_xywh, "rel_center_xywh": self._xyxy_to_rel_center_xywh}
        ops = self.backend
        boxes_shape = ops.shape(boxes)
        if boxes_shape[-1] != 4:
            raise ValueError(f"`boxes` must be a tensor with the last dimension of 4. Received: boxes.shape={boxes_shape}")
        source = source.lower()
        target = target.lower()
        if source not in SUPPORTED_FORMATS or target not in SUPPORTED_FORMATS:
            raise ValueError(f"Invalid source or target format. Supported formats: {SUPPORTED_FORMATS}")
        if (source.startswith("rel_") or target.startswith("rel_")) and (width is None or height is None):
            raise ValueError("convert_format() must receive `height` and `width` transforming between relative and "
                             f"absolute formats.convert_format() received source=`{source}`, target=`{target}, "
                             f"but height={height} and width={width}.")
        boxes = ops.cast(boxes, dtype)
        if source == target:
            return boxes
        if width is not None:
            width = ops.cast(width, dtype)
        if height is not None:
            height = ops.cast(height, dtype)
        if source.startswith("rel_") and target.startswith("rel_"):
            source = source.replace("rel_", "", 1)
            target = target.replace("rel_", "", 1)
        return from_xyxy[target](to_xyxy[source](boxes, height, width), height, width)

    def clip_to_image_size(self, bounding_boxes, height=None, width=None, bounding_box_format="xyxy"):
        """A copy of the {"boxes", "labels"} dict with the boxes clipped to [0, width] x
        [0, height] ([0, 1] for rel_xyxy) and the labels of boxes left with no area set to -1.
        NotImplementedError (bare, as in Keras) for other formats."""
        if bounding_box_format not in ("xyxy", "rel_xyxy"):
            raise NotImplementedError
        if bounding_box_format == "xyxy" and (height is None or width is None):
            raise ValueError("`height` and `width` must be set if `format='xyxy'`.")
        ops = self.backend
        boxes, labels = bounding_boxes["boxes"], bounding_boxes["labels"]
        if width is not None:
            width = ops.cast(width, boxes.dtype)
        if height is not None:
            height = ops.cast(height, boxes.dtype)
        high_x, high_y = (width, height) if bounding_box_format == "xyxy" else (1.0, 1.0)
        low = 0 if bounding_box_format == "xyxy" else 0.0
        x1, y1, x2, y2 = ops.numpy.split(boxes, 4, axis=-1)
        boxes = ops.numpy.concatenate([ops.numpy.clip(x1, low, high_x), ops.numpy.clip(y1, low, high_y),
                                       ops.numpy.clip(x2, low, high_x), ops.numpy.clip(y2, low, high_y)], axis=-1)
        areas = ops.numpy.squeeze(self._compute_area(boxes), axis=-1)
        labels = ops.numpy.where(areas > 0, labels, -1)
        result = bounding_boxes.copy()
        result["boxes"] = boxes
        result["labels"] = labels
        return result

    def affine(self, boxes, angle, translate_x, translate_y, scale, shear_x, shear_y, height, width, center_x=None,
               center_y=None):
        """Boxes (batch, n, 4) in xyxy moved by the inverse affine matrix of the per-image
        transform: each box's four corners are mapped and the result is their bounding box."""
        ops = self.backend
        boxes_shape = ops.shape(boxes)
        batch_size, n_boxes = boxes_shape[0], boxes_shape[1]
        matrix = self._compute_inverse_affine_matrix(0.5 if center_x is None else center_x,
                                                     0.5 if center_y is None else center_y, angle, translate_x,
                                                     translate_y, scale, shear_x, shear_y, height, width)
        boxes = ops.cast(boxes, dtype=matrix.dtype)
        transposed_matrix = ops.numpy.transpose(matrix[:, :2, :], [0, 2, 1])
        p = boxes
        points = ops.numpy.stack([p[..., 0], p[..., 1], p[..., 2], p[..., 1], p[..., 2], p[..., 3], p[..., 0],
                                  p[..., 3]], axis=-1)
        points = ops.numpy.reshape(points, [batch_size, n_boxes, 4, 2])
        points = ops.numpy.concatenate([points, ops.numpy.ones([batch_size, n_boxes, 4, 1], points.dtype)], axis=-1)
        transformed = ops.numpy.einsum("bnxy,byz->bnxz", points, transposed_matrix)
        return ops.numpy.concatenate([ops.numpy.amin(transformed, axis=2), ops.numpy.amax(transformed, axis=2)],
                                     axis=-1)

    def crop(self, boxes, top, left, height, width):
        ops = self.backend
        x1, y1, x2, y2 = ops.numpy.split(boxes, 4, axis=-1)
        return ops.numpy.concatenate([ops.numpy.clip(x1 - left, 0, width), ops.numpy.clip(y1 - top, 0, height),
                                      ops.numpy.clip(x2 - left, 0, width), ops.numpy.clip(y2 - top, 0, height)],
                                     axis=-1)

    def pad(self, boxes, top, left):
        ops = self.backend
        x1, y1, x2, y2 = ops.numpy.split(boxes, 4, axis=-1)
        return ops.numpy.concatenate([x1 + left, y1 + top, x2 + left, y2 + top], axis=-1)

    # Converters, each through xyxy.

    def _split(self, boxes):
        return self.backend.numpy.split(boxes, 4, axis=-1)

    def _join(self, parts):
        return self.backend.numpy.concatenate(parts, axis=-1)

    def _xyxy_to_xyxy(self, boxes, height=None, width=None):
        return boxes

    def _yxyx_to_xyxy(self, boxes, height=None, width=None):
        y1, x1, y2, x2 = self._split(boxes)
        return self._join([x1, y1, x2, y2])

    def _xywh_to_xyxy(self, boxes, height=None, width=None):
        x1, y1, w, h = self._split(boxes)
        return self._join([x1, y1, x1 + w, y1 + h])

    def _center_xywh_to_xyxy(self, boxes, height=None, width=None):
        cx, cy, w, h = self._split(boxes)
        half_w, half_h = w / 2.0, h / 2.0
        return self._join([cx - half_w, cy - half_h, cx + half_w, cy + half_h])

    def _center_yxhw_to_xyxy(self, boxes, height=None, width=None):
        cy, cx, h, w = self._split(boxes)
        half_w, half_h = w / 2.0, h / 2.0
        return self._join([cx - half_w, cy - half_h, cx + half_w, cy + half_h])

    def _rel_xyxy_to_xyxy(self, boxes, height=None, width=None):
        x1, y1, x2, y2 = self._split(boxes)
        return self._join([x1 * width, y1 * height, x2 * width, y2 * height])

    def _rel_yxyx_to_xyxy(self, boxes, height=None, width=None):
        y1, x1, y2, x2 = self._split(boxes)
        return self._join([x1 * width, y1 * height, x2 * width, y2 * height])

    def _rel_xywh_to_xyxy(self, boxes, height=None, width=None):
        x1, y1, w, h = self._split(boxes)
        return self._join([x1 * width, y1 * height, (x1 + w) * width, (y1 + h) * height])

    def _rel_center_xywh_to_xyxy(self, boxes, height=None, width=None):
        # As in Keras 3.11.3: x is scaled by the height and y by the width.
        cx, cy, w, h = self._split(boxes)
        half_w, half_h = w / 2.0, h / 2.0
        return self._join([(cx - half_w) * height, (cy - half_h) * width, (cx + half_w) * height,
                           (cy + half_h) * width])

    def _xyxy_to_yxyx(self, boxes, height=None, width=None):
        x1, y1, x2, y2 = self._split(boxes)
        return self._join([y1, x1, y2, x2])

    def _xyxy_to_xywh(self, boxes, height=None, width=None):
        x1, y1, x2, y2 = self._split(boxes)
        return self._join([x1, y1, x2 - x1, y2 - y1])

    def _xyxy_to_center_xywh(self, boxes, height=None, width=None):
        x1, y1, x2, y2 = self._split(boxes)
        return self._join([x1 + ((x2 - x1) / 2.0), y1 + ((y2 - y1) / 2.0), x2 - x1, y2 - y1])

    def _xyxy_to_center_yxhw(self, boxes, height=None, width=None):
        x1, y1, x2, y2 = self._split(boxes)
        return self._join([y1 + ((y2 - y1) / 2.0), x1 + ((x2 - x1) / 2.0), y2 - y1, x2 - x1])

    def _xyxy_to_rel_xyxy(self, boxes, height=None, width=None):
        divide = self.backend.numpy.divide
        x1, y1, x2, y2 = self._split(boxes)
        return self._join([divide(x1, width), divide(y1, height), divide(x2, width), divide(y2, height)])

    def _xyxy_to_rel_yxyx(self, boxes, height=None, width=None):
        divide = self.backend.numpy.divide
        x1, y1, x2, y2 = self._split(boxes)
        return self._join([divide(y1, height), divide(x1, width), divide(y2, height), divide(x2, width)])

    def _xyxy_to_rel_xywh(self, boxes, height=None, width=None):
        x1, y1, x2, y2 = self._split(boxes)
        return self._join([x1 / width, y1 / height, (x2 - x1) / width, (y2 - y1) / height])

    def _xyxy_to_rel_center_xywh(self, boxes, height=None, width=None):
        x1, y1, x2, y2 = self._split(boxes)
        return self._join([(x1 + ((x2 - x1) / 2.0)) / width, (y1 + ((y2 - y1) / 2.0)) / height, (x2 - x1) / width,
                           (y2 - y1) / height])

    def _compute_area(self, boxes, format="xyxy"):
        if format not in ("xyxy", "rel_xyxy"):
            raise NotImplementedError
        x1, y1, x2, y2 = self._split(boxes)
        return (x2 - x1) * (y2 - y1)

    def _compute_inverse_affine_matrix(self, center_x, center_y, angle, translate_x, translate_y, scale, shear_x,
                                       shear_y, height, width):
        """(batch, 3, 3): the inverse of rotation by `angle` degrees, scale, shear (degrees) and
        translation (fractions of the image) about the centre (TF's _get_inverse_affine_matrix)."""
        ops = self.backend
        np_ = ops.numpy
        batch_size = ops.shape(angle)[0]
        dtype = angle.dtype
        angle, shear_x, shear_y = -angle, -shear_x, -shear_y
        cx = np_.multiply(center_x, (width - 1))
        cy = np_.multiply(center_y, (height - 1))
        rot = np_.multiply(angle, 1.0 / 180.0 * math.pi)
        tx = np_.multiply(-translate_x, (width - 1))
        ty = np_.multiply(-translate_y, (height - 1))
        sx = np_.multiply(shear_x, 1.0 / 180.0 * math.pi)
        sy = np_.multiply(shear_y, 1.0 / 180.0 * math.pi)
        cos_sy = np_.cos(sy)
        tan_sx = np_.tan(sx)
        rot_minus_sy = rot - sy
        cx_plus_tx = cx + tx
        cy_plus_ty = cy + ty
        a = np_.cos(rot_minus_sy) / cos_sy
        b = a * tan_sx + np_.sin(rot)
        c = -np_.sin(rot_minus_sy) / cos_sy
        d = np_.cos(rot) - c * tan_sx
        a0 = np_.multiply(d, scale)
        a1 = np_.multiply(-b, scale)
        b0 = np_.multiply(-c, scale)
        b1 = np_.multiply(a, scale)
        a2 = cx - a0 * cx_plus_tx - a1 * cy_plus_ty
        b2 = cy - b0 * cx_plus_tx - b1 * cy_plus_ty
        matrix = np_.stack([a0, a1, a2, b0, b1, b2, np_.zeros([batch_size], dtype), np_.zeros([batch_size], dtype),
                            np_.ones([batch_size], dtype)], axis=-1)
        return np_.reshape(matrix, [batch_size, 3, 3])
