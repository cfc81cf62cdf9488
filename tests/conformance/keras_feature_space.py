# keras.utils.FeatureSpace (keras/src/layers/preprocessing/feature_space.py), the structured-data
# tutorial's preprocessing: adapt() on a tf.data.Dataset of dicts, a call on one batch, eagerly
# and in a tf.data map, the functional model it feeds, dict output, errors, and a .keras round
# trip (Discretization.from_config re-sets the adapted bin_boundaries).
# Expected values worked out by hand from Keras's layers: Normalization's mean/variance over
# [10, 20, 30, 40] are 25 and 125 (population variance), so 30 -> 5/sqrt(125) = 0.4472136;
# StringLookup/IntegerLookup sort tokens by count then by token, descending (index_lookup.py,
# finalize_state), "[UNK]"/-1 first when num_oov_indices=1; one_hot features pass through a
# multi_hot CategoryEncoding of the vocabulary size, and "concat" joins the features in sorted
# name order. Discretization(num_bins=2) over [1, 2, 3, 4] learns bin_boundaries [2.0]
# (compress_summary's np.interp at the 0.5 quantile). Error texts are FeatureSpace's own.
import numpy as np
import tensorflow as tf
import keras
from keras.utils import FeatureSpace

data = {
    "age": np.array([10.0, 20.0, 30.0, 40.0]),
    "city": np.array(["rome", "oslo", "rome", "lima"]),
    "rooms": np.array([3, 1, 3, 2]),
}
labels = np.array([1, 0, 1, 0])
fs = FeatureSpace(
    features={
        "age": FeatureSpace.float_normalized(),
        "city": FeatureSpace.string_categorical(),
        "rooms": FeatureSpace.integer_categorical(num_oov_indices=0),
    },
    output_mode="concat",
)
print(sorted(fs.preprocessors), [fs.preprocessors[k].name for k in sorted(fs.preprocessors)])
ds = tf.data.Dataset.from_tensor_slices((data, labels)).batch(2)
fs.adapt(ds.map(lambda x, y: x))
print(fs.preprocessors["city"].get_vocabulary())
print(fs.preprocessors["rooms"].get_vocabulary())
inputs = fs.get_inputs()
print({k: (v.shape, v.dtype) for k, v in inputs.items()})
encoded = fs.get_encoded_features()
print(encoded.shape, encoded.dtype)
print(fs({"age": [30.0], "city": ["oslo"], "rooms": [2]}))
print(fs({"age": 30.0, "city": "paris", "rooms": 3}).shape)

mapped = ds.map(lambda x, y: (fs(x), y))
for x, y in mapped.take(1):
    print(x.shape, x.dtype, y.numpy())

model = keras.Model(inputs=encoded, outputs=keras.layers.Dense(1, kernel_initializer="zeros")(encoded))
model.compile(optimizer="sgd", loss="mse")
print(model.evaluate(mapped, verbose=0))

fs2 = FeatureSpace(
    features={"x": FeatureSpace.float_discretized(num_bins=2), "y": FeatureSpace.float_rescaled(scale=0.5),
              "z": "float"},
    output_mode="dict",
)
fs2.adapt(tf.data.Dataset.from_tensor_slices({"x": [1.0, 2.0, 3.0, 4.0], "y": [0.0] * 4, "z": [0.0] * 4}))
print(fs2.preprocessors["x"].bin_boundaries)
out = fs2({"x": [1.5, 3.5], "y": [4.0, 6.0], "z": [7.0, 8.0]})
for name, value in out.items():
    print(name, value.numpy().tolist())
fs2.save("fs2.keras")
restored = keras.models.load_model("fs2.keras")
print(type(restored).__name__, restored.preprocessors["x"].bin_boundaries)
print(restored({"x": [1.5, 3.5], "y": [4.0, 6.0], "z": [7.0, 8.0]})["x"].numpy().tolist())

cross = FeatureSpace.cross(("a", "b"), crossing_dim=16)
print(cross.name, cross.get_config())
for make in [
    lambda: FeatureSpace({}),
    lambda: FeatureSpace({"a": "bogus"}),
    lambda: FeatureSpace({"a": "float"}, output_mode="list"),
    lambda: FeatureSpace({"a": "float"}, crosses=[("a", "b")]),
    lambda: FeatureSpace({"a": "float_normalized"})({"a": [1.0]}),
    lambda: fs([1.0]),
    lambda: FeatureSpace.feature("float32", keras.layers.Rescaling(1.0), "multi_hot"),
]:
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
