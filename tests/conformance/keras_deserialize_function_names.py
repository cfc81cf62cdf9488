# keras.losses/metrics/activations.deserialize of a plain name (keras/src/saving/
# serialization_lib.py deserialize_keras_object with module_objects): a function found in the
# module's objects is re-serialized under its canonical name, the first path of its
# keras_export (api_export.register_internal_serializable keeps path[0]:
# "keras.metrics.mean_squared_error" before "keras.losses.mean_squared_error"), and looked up
# as <that module>.<the name given>. A full name resolves; an alias such as "mse" becomes
# "keras.metrics.mse", which no module exports: "not a KerasSaveable subclass". Names of
# classes ("mae" is MeanAbsoluteError among the metrics) resolve to instances.
import keras

for deserialize, name in [(keras.losses.deserialize, "mean_squared_error"),
                          (keras.losses.deserialize, "sparse_categorical_crossentropy"),
                          (keras.losses.deserialize, "huber"),
                          (keras.losses.deserialize, "mse"),
                          (keras.losses.deserialize, "MAE"),
                          (keras.metrics.deserialize, "binary_accuracy"),
                          (keras.metrics.deserialize, "mae"),
                          (keras.activations.deserialize, "relu")]:
    try:
        obj = deserialize(name)
        print(name, "->", getattr(obj, "__name__", None) or type(obj).__name__)
    except Exception as e:
        print(name, "->", type(e).__name__ + ":", e)
