"""keras.saving: the custom-object registry, object (de)serialization, and saving and loading\nmodels and weights."""
from keras.src.saving.object_registration import (  # noqa: F401
    CustomObjectScope,
    custom_object_scope,
    get_custom_objects,
    get_registered_name,
    get_registered_object,
    register_keras_serializable,
)
from keras.src.saving.serialization_lib import deserialize_keras_object, serialize_keras_object  # noqa: F401
from keras.src.utils.public_api import export_lazily as _export_lazily

# Saving and loading are imported on first use: most programs never save a model, and their
# modules (saving_api, saving_lib, file_editor) are needed only then.
_export_lazily(globals(), {
    "load_model": "keras.src.saving.saving_api",
    "load_weights": "keras.src.saving.saving_api",
    "save_model": "keras.src.saving.saving_api",
    "save_weights": "keras.src.saving.saving_api",
    "KerasFileEditor": "keras.src.saving.file_editor",
})
