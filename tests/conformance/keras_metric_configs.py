# Keras 3.11 metric configs (keras/src/metrics/): MeanMetricWrapper.get_config
# (reduction_metrics.py) is Metric.get_config's name and dtype, then "fn" as
# serialize_keras_object gives it for a function (saving/serialization_lib.py
# serialize_with_public_class of the class `function`: module "builtins", class_name and
# registered_name "function", config the function's registered name, for Keras's own
# binary_crossentropy too) and then the wrapper's keyword arguments; from_config deserializes the whole
# dict, so a custom function is found through custom_object_scope. A plain function given to
# compile is wrapped this way (trainers/compile_utils.py get_metric, named after the function);
# "mae" maps to the MeanAbsoluteError class (metrics/__init__.py ALL_OBJECTS_DICT), named "mae".
# The built-in wrapper classes replace get_config with their own constructor arguments: name/dtype for Accuracy, SparseCategoricalAccuracy,
# MeanSquaredError, KLDivergence; from_logits/label_smoothing/axis for the crossentropy metrics
# (metrics/probabilistic_metrics.py).
import numpy as np
import keras


def gap(y_true, y_pred):
    return keras.ops.mean(y_true - y_pred, axis=-1)


wrapper = keras.metrics.MeanMetricWrapper(fn=gap, name="mean_gap")
print(wrapper.get_config())
with keras.saving.custom_object_scope({"gap": gap}):
    again = keras.metrics.MeanMetricWrapper.from_config(wrapper.get_config())
print(type(again).__name__, again.name, again._fn is gap)
again.update_state(np.array([[3.0], [5.0]]), np.array([[1.0], [1.0]]))
print(float(again.result()))

bce = keras.metrics.MeanMetricWrapper(keras.losses.binary_crossentropy, name="bce", from_logits=True)
print(bce.get_config())

model = keras.Sequential([keras.Input((1,)), keras.layers.Dense(1)])
model.compile("sgd", "mse", metrics=["mae", gap])
model.fit(np.ones((2, 1)), np.ones((2, 1)), verbose=0)
for metric in model.metrics[1].metrics:
    print(type(metric).__name__, metric.get_config())

for metric in [keras.metrics.Accuracy(), keras.metrics.SparseCategoricalAccuracy(), keras.metrics.MeanSquaredError(),
               keras.metrics.KLDivergence(), keras.metrics.BinaryCrossentropy(from_logits=True),
               keras.metrics.CategoricalCrossentropy(label_smoothing=0.1),
               keras.metrics.SparseCategoricalCrossentropy(axis=1)]:
    print(type(metric).__name__, metric.get_config())
