"""keras.utils.bounding_boxes (keras/src/layers/preprocessing/image_preprocessing/bounding_boxes/
converters.py and iou.py in Keras 3.11.3): format conversion, clipping, affine transforms,
crops, pads, anchor deltas and IoU of bounding boxes. tfplay has no bounding-box support yet
(its image preprocessing layers refuse "bounding_boxes" inputs too): each function has Keras's
signature and raises NotImplementedError naming itself."""
from keras.src.utils.unavailable import unavailable

_WHY = "bounding-box support, which tfplay does not emulate yet"


def _not_in_tfplay(name):
    raise NotImplementedError(f"keras.utils.bounding_boxes.{name} needs {_WHY}")


@unavailable(_WHY)
def convert_format(boxes, source, target, height=None, width=None, dtype="float32"):
    _not_in_tfplay("convert_format")


@unavailable(_WHY)
def clip_to_image_size(bounding_boxes, height=None, width=None, bounding_box_format="xyxy"):
    _not_in_tfplay("clip_to_image_size")


@unavailable(_WHY)
def affine_transform(boxes, angle, translate_x, translate_y, scale, shear_x, shear_y, height, width, center_x=None,
                     center_y=None, bounding_box_format="xyxy"):
    _not_in_tfplay("affine_transform")


@unavailable(_WHY)
def crop(boxes, top, left, height, width, bounding_box_format="xyxy"):
    _not_in_tfplay("crop")


@unavailable(_WHY)
def pad(boxes, top, left, height=None, width=None, bounding_box_format="xyxy"):
    _not_in_tfplay("pad")


@unavailable(_WHY)
def encode_box_to_deltas(anchors, boxes, anchor_format, box_format, encoding_format="center_yxhw", variance=None,
                         image_shape=None):
    _not_in_tfplay("encode_box_to_deltas")


@unavailable(_WHY)
def decode_deltas_to_boxes(anchors, boxes_delta, anchor_format, box_format, encoded_format="center_yxhw",
                           variance=None, image_shape=None):
    _not_in_tfplay("decode_deltas_to_boxes")


@unavailable(_WHY)
def compute_iou(boxes1, boxes2, bounding_box_format, use_masking=False, mask_val=-1, image_shape=None):
    _not_in_tfplay("compute_iou")


@unavailable(_WHY)
def compute_ciou(boxes1, boxes2, bounding_box_format, image_shape=None):
    _not_in_tfplay("compute_ciou")
