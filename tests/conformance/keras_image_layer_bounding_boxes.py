# Keras 3.11.3's augmentation layers all have transform_bounding_boxes and
# transform_single_bounding_box (keras/src/layers/preprocessing/image_preprocessing/
# base_image_preprocessing_layer.py, overridden by RandomFlip, RandomZoom, ...; its tests call
# them directly, e.g. random_flip_test.py test_random_flip_bounding_boxes). tfplay does not
# emulate bounding boxes: the methods exist and raise the NotImplementedError that naming
# "bounding_boxes" in a call raises. The single-value helpers for labels and masks work.
import keras
import numpy as np

layer = keras.layers.RandomFlip("horizontal", data_format="channels_last")
print(hasattr(layer, "transform_bounding_boxes"), hasattr(layer, "transform_single_bounding_box"))
boxes = {"boxes": np.array([[[2.0, 1.0, 4.0, 3.0]]]), "labels": np.array([[1]])}
for call in (lambda: layer.transform_bounding_boxes(boxes, {"flips": np.array([[True]])}, training=True),
             lambda: layer.transform_single_bounding_box(boxes, None)):
    try:
        call()
    except NotImplementedError as e:
        print("NotImplementedError:", e)

mask = np.arange(6, dtype="float32").reshape(2, 3, 1)
t = layer.get_random_transformation(mask[None], training=False)
print(layer.transform_single_segmentation_mask(mask, t, training=False).shape)
