# keras.utils.bounding_boxes of Keras 3.11.3 (keras/src/layers/preprocessing/image_preprocessing/
# bounding_boxes/converters.py, bounding_box.py and iou.py) on the TensorFlow backend. The
# convert_format and clip_to_image_size outputs are those of their docstrings ([[10, 20, 20, 20],
# [50, 60, 20, 20]]; [[0.03333334, 0.1, 0.1, 0.2], [0.16666667, 0.3, 0.23333333, 0.4]]; the boxes
# clipped to 120 x 100); every format converts through xyxy and back (rel_center_xywh is left
# out: Keras scales its x by the height and its y by the width). A box clipped to no area gets
# label -1; crop shifts by (-left, -top) and clips to the window, pad shifts by (left, top), in
# the input's float64. IoU by hand: two 10 x 10 squares overlapping on 5 x 5 give 25 / 175, a box
# against itself 1 (up to the epsilon of the union); masking gives mask_val where a box is all
# negative. CIoU subtracts the squared centre distance over the squared convex diagonal
# (50 / 450) when the aspect ratios agree. Anchor deltas in center_yxhw: centre offsets over the
# anchor size (0.2, 0.2) then log size ratios (0, log 1.2), and decoding inverts them. An affine
# transform with angle 0 and scale 1 only translates: translate_x 0.1 of a 101-wide image moves
# boxes 10 px right. Error texts from the same files (a wrong format for crop is a bare
# NotImplementedError there).
import numpy as np
import keras
from keras.utils import bounding_boxes

boxes = np.array([[10, 20, 30, 40], [50, 60, 70, 80]])
print(bounding_boxes.convert_format(boxes, source="xyxy", target="xywh"))
print(bounding_boxes.convert_format(boxes, source="xyxy", target="rel_xyxy", height=200, width=300))
for target in ["yxyx", "center_xywh", "center_yxhw", "rel_yxyx", "rel_xywh", "XYWH"]:
    out = bounding_boxes.convert_format(boxes, source="xyxy", target=target, height=200, width=300)
    back = bounding_boxes.convert_format(out, source=target, target="xyxy", height=200, width=300)
    print(target, np.round(out.numpy(), 4).tolist(), np.round(back.numpy(), 3).tolist())
print(bounding_boxes.convert_format({"boxes": boxes, "labels": [1, 2]}, "xyxy", "yxyx", dtype="int32"))

labelled = {"boxes": np.array([[-10, -20, 150, 160], [50, 40, 70, 80]], "float32"), "labels": np.array([0, 1])}
print(bounding_boxes.clip_to_image_size(labelled, height=100, width=120))
print(bounding_boxes.clip_to_image_size({"boxes": np.array([[-10.0, -20.0, -5.0, 160.0]]), "labels": np.array([3])},
                                        height=100, width=120))
print(bounding_boxes.clip_to_image_size({"boxes": np.array([[-0.5, 0.2, 0.5, 1.5]], "float32"), "labels": np.array([7])},
                                        bounding_box_format="rel_xyxy"))
print(bounding_boxes.crop(np.array([[10.0, 20.0, 30.0, 40.0]]), top=25, left=5, height=10, width=100))
print(bounding_boxes.pad(np.array([[10.0, 20.0, 30.0, 40.0]]), top=5, left=1))

squares = np.array([[0.0, 0.0, 10.0, 10.0], [5.0, 5.0, 15.0, 15.0]], "float32")
print(bounding_boxes.compute_iou(squares, squares, "xyxy"))
print(bounding_boxes.compute_iou(squares, np.array([[-1.0, -1.0, -1.0, -1.0]], "float32"), "xyxy", use_masking=True))
print(bounding_boxes.compute_iou(squares[None], squares[None], "xyxy").shape)
print(bounding_boxes.compute_ciou(squares, squares[::-1], "xyxy"))
anchors = np.array([[0.0, 0.0, 10.0, 10.0]], "float32")
deltas = bounding_boxes.encode_box_to_deltas(anchors, np.array([[1.0, 2.0, 13.0, 12.0]], "float32"), "xyxy", "xyxy")
print(deltas)
print(bounding_boxes.decode_deltas_to_boxes(anchors, deltas, "xyxy", "xyxy"))
print(bounding_boxes.decode_deltas_to_boxes({"p3": anchors}, {"p3": deltas}, "xyxy", "xywh"))
f32 = lambda v: np.array(v, "float32")
print(bounding_boxes.affine_transform(f32([[[10.0, 10.0, 20.0, 20.0]]]), f32([0.0]), f32([0.0]), f32([0.0]), f32([1.0]),
                                      f32([0.0]), f32([0.0]), 101, 101))
print(bounding_boxes.affine_transform(f32([[[10.0, 10.0, 20.0, 20.0]]]), f32([0.0]), f32([0.1]), f32([0.0]), f32([1.0]),
                                      f32([0.0]), f32([0.0]), 101, 101))

attempts = [
    lambda: bounding_boxes.convert_format(np.ones((2, 3)), "xyxy", "xywh"),
    lambda: bounding_boxes.convert_format(boxes, "xyxy", "abc"),
    lambda: bounding_boxes.convert_format(boxes, "xyxy", "rel_xyxy"),
    lambda: bounding_boxes.crop(boxes, 0, 0, 1, 1, bounding_box_format="xywh"),
    lambda: bounding_boxes.compute_iou(np.ones(4), np.ones((1, 4)), "xyxy"),
    lambda: bounding_boxes.compute_iou(np.ones((1, 4)), np.ones((1, 4)), "rel_xyxy"),
    lambda: bounding_boxes.encode_box_to_deltas(anchors, anchors, "xyxy", "xyxy", variance=[1, 2]),
    lambda: bounding_boxes.encode_box_to_deltas(anchors, anchors, "xyxy", "xyxy", encoding_format="xyxy"),
    lambda: bounding_boxes.clip_to_image_size(labelled, bounding_box_format="xyxy"),
]
for attempt in attempts:
    try:
        print(attempt())
    except (ValueError, NotImplementedError) as e:
        print(type(e).__name__ + ":", e)
