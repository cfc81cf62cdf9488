"""keras.src.saving: object registration and saving and loading models and weights (saving_api, saving_lib)."""
from keras.src.utils.public_api import export_lazily as _export_lazily  # noqa: E402

_export_lazily(globals(), {
    "CustomObjectScope": "keras.src.saving.object_registration",
    "custom_object_scope": "keras.src.saving.object_registration",
    "get_custom_objects": "keras.src.saving.object_registration",
    "get_registered_name": "keras.src.saving.object_registration",
    "get_registered_object": "keras.src.saving.object_registration",
    "register_keras_serializable": "keras.src.saving.object_registration",
    "load_model": "keras.src.saving.saving_api",
    "deserialize_keras_object": "keras.src.saving.serialization_lib",
    "serialize_keras_object": "keras.src.saving.serialization_lib",
})
