# keras.quantizers, keras.visualization and the legacy serialization modules of Keras 3.11.3 on the
# TensorFlow backend. Values from keras/src/quantizers/quantizers.py: abs_max_quantize's scale is
# value_range[1] / (max |x| over the axis + 1e-7) in the input's float32 (127 / 2 = 63.5; 127 / 0.4
# rounds to 317.49994), the values round half to even (63.5 -> 64, 31.75 -> 32) and clip to
# [-127, 127] as int8, the same with to_numpy=True; pack_int4/unpack_int4 reproduce the docstring's
# examples ([[45, -121], [1, 0]] and [[125, 2], [24, 0]]); compute_float8_scale(2, 1, 448) is
# 1 / (448 / 2) and compute_float8_amax_history rolls [1, 2, 3] left and writes max |x| = 3 first.
# serialize names AbsMaxQuantizer by its public module keras.quantizers (registered_name None);
# get() on a class name calls the class with the kwargs dict. draw_segmentation_masks
# (keras/src/visualization/draw_segmentation_masks.py) paints class i in
# (i * [2**25 - 1, 2**15 - 1, 2**21 - 1]) % 255 ([1, 127, 31] and [2, 254, 62]), blends 0.8 of it
# over black and truncates to uint8, leaving ignore_index (-1) pixels alone. keras.legacy.saving
# and keras.utils.legacy are Keras 2's serialization (class_name and config, no module).
# tfplay cannot run the rest and says so: fake quantization needs tf.quantization.fake_quant_*,
# quantize_and_dequantize needs float8 tensors, the galleries need Matplotlib and draw_bounding_boxes
# OpenCV.
import numpy as np
import tensorflow as tf
import keras
from keras import quantizers

print(keras.quantizers.Quantizer is keras.Quantizer, tf.keras.Quantizer is keras.Quantizer)
quantizer = quantizers.AbsMaxQuantizer(axis=-1)
print(quantizer.get_config())
x = np.array([[1.0, -2.0, 0.5], [0.1, 0.2, -0.4]], dtype="float32")
values, scale = quantizer(x)
print(values, scale)
values, scale = quantizers.abs_max_quantize(x, axis=-1, to_numpy=True)
print(values, scale)

original_array = np.array([[-3, 7], [2, -8], [1, 0]], dtype=np.int8)
packed, packed_shape, orig_len = quantizers.pack_int4(original_array, axis=0)
print("Packed array:\n", packed)
unpacked = quantizers.unpack_int4(packed, orig_len, axis=0)
print("Unpacked array:\n", unpacked)
print(np.allclose(original_array, unpacked))
original_array = np.array([[-3, 7, 2], [-8, 1, 0]], dtype=np.int8)
packed, packed_shape, orig_len = quantizers.pack_int4(original_array, axis=1)
print("Packed array:\n", packed)
unpacked = quantizers.unpack_int4(packed, orig_len, axis=1)
print("Unpacked array:\n", unpacked)
print(packed_shape, orig_len)

config = quantizers.serialize(quantizer)
print(config)
print(quantizers.deserialize(config).axis, keras.saving.deserialize_keras_object(config).axis)
print(quantizers.get({"class_name": "AbsMaxQuantizer", "config": {"axis": [1]}}).axis)
print(type(quantizers.get("abs_max_quantizer")).__name__, quantizers.get("abs_max_quantizer").axis, quantizers.get(None))
print(quantizers.compute_float8_scale(tf.constant(2.0), tf.constant(1.0), 448.0))
print(quantizers.compute_float8_amax_history(tf.constant([1.0, -3.0]), tf.constant([1.0, 2.0, 3.0])))
print(quantizers.Quantizer()(3), quantizers.Quantizer().output_dtype)
symbolic = quantizers.fake_quant_with_min_max_vars(keras.Input((3,)), -1.0, 1.0)
print(symbolic.shape, symbolic.dtype)

images = np.zeros((1, 2, 2, 3), "float32")
masks = np.array([[[[0], [1]], [[2], [-1]]]], "int32")
print(keras.visualization.draw_segmentation_masks(images, masks, num_classes=3))
print(keras.legacy.saving.serialize_keras_object(keras.layers.Dense(2))["class_name"])
print(keras.utils.legacy.deserialize_keras_object({"class_name": "Dense", "config": {"units": 3}},
                                                   module_objects={"Dense": keras.layers.Dense}).units)

attempts = [
    lambda: quantizers.pack_int4(np.ones(2, "int32")),
    lambda: quantizers.unpack_int4(np.ones((2, 2), "int16"), 2),
    lambda: quantizers.get(3),
    lambda: keras.visualization.draw_segmentation_masks(images[0], masks[0]),
    lambda: keras.visualization.draw_segmentation_masks(images, masks.astype("float32")),
    lambda: quantizers.fake_quant_with_min_max_vars(x, -1.0, 1.0),
    lambda: quantizers.quantize_and_dequantize(x, 1.0, "float8_e4m3fn", "float32"),
    lambda: keras.visualization.plot_image_gallery(images),
    lambda: keras.visualization.draw_bounding_boxes(images, {}, "xyxy"),
]
for attempt in attempts:
    try:
        print(attempt())
    except Exception as e:
        print(type(e).__name__ + ":", e)
