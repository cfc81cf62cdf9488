# The shapes keras.ops give KerasTensors come from each Operation's compute_output_spec in Keras
# 3.11.3 (keras/src/ops/numpy.py), not from TensorFlow's shape inference: Tile multiplies each
# known size by its repeat, Repeat multiplies the size on `axis` (an unknown size stays
# unknown; axis=None flattens), Sort and Argsort keep the input's shape (Argsort as int32),
# Squeeze drops every size-1 dimension (an unknown one stays), and where(condition) alone is one
# tensor of the condition's shape with dtype result_type("int", "int"), int64 with TensorFlow.
# Median and Quantile use operation_utils.reduce_shape (Quantile adds a leading dimension only
# for a `q` with a shape: not for a Python list), Trace drops axis1 and axis2 whatever their
# sizes and widens the dtype to at least int32 (result_type(dtype, "int32")).
# keras.ops.image.crop_images (ops/image.py CropImages) puts the target size (given, or the
# known size less both croppings) in place of the image's; extract_sequences (ops/math.py)
# splits the last axis into (1 + (size - length) // stride, length); histogram (numpy.py) gives
# counts of shape (bins,) and edges of shape (bins + 1,).
# A Dense layer after them is built from those sizes, so the model summary shows them.
import keras
from keras import ops

x = keras.Input((1, 3))
results = {
    "tile": ops.tile(x, (1, 2, 1)),
    "tile short reps": ops.tile(x, 2),
    "repeat axis 1": ops.repeat(x, 2, axis=1),
    "repeat list": ops.repeat(x, [1, 2, 3], axis=2),
    "repeat flat": ops.repeat(keras.Input((2, 3), batch_size=4), 2),
    "repeat flat unknown": ops.repeat(x, 2),
    "sort": ops.sort(x),
    "argsort": ops.argsort(x),
    "squeeze": ops.squeeze(x),
    "squeeze axis": ops.squeeze(x, axis=-2),
    "where": ops.where(x > 0),
    "median": ops.median(x, axis=2),
    "median keepdims": ops.median(x, axis=1, keepdims=True),
    "median all": ops.median(x),
    "quantile list": ops.quantile(x, [0.5, 0.9], axis=2),
    "quantile tensor": ops.quantile(x, ops.convert_to_tensor([0.5, 0.9]), axis=2),
    "trace": ops.trace(x, axis1=1, axis2=2),
    "trace int": ops.trace(keras.Input((2, 2), dtype="int32")),
    "crop_images": ops.image.crop_images(keras.Input((8, 8, 3)), 1, 2, 3, 1),
    "crop_images target": ops.image.crop_images(keras.Input((8, 8, 3)), 1, 1, target_height=4, target_width=5),
    "crop_images unknown": ops.image.crop_images(keras.Input((None, None, 3)), 0, 0, target_height=2, target_width=3),
    "extract_sequences": ops.extract_sequences(keras.Input((10,)), 4, 2),
    "extract_sequences unknown": ops.extract_sequences(keras.Input((None,)), 4, 2),
}
for name, out in results.items():
    print(name, out.shape, out.dtype)

counts, edges = ops.histogram(keras.Input((10,)), bins=5)
print("histogram", counts.shape, edges.shape, counts.dtype)

for attempt in (lambda: ops.repeat(x, [1, 2], axis=2),
                lambda: ops.image.crop_images(keras.Input((None, 8, 3)), 1, 1, 1, 1)):
    try:
        attempt()
    except ValueError as e:
        print("ValueError:", e)

outputs = keras.layers.Dense(4)(ops.sort(ops.tile(x, (1, 2, 1))))
model = keras.Model(x, outputs)
print(model.output_shape, model.count_params())
