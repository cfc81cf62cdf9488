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
from keras.src.saving.saving_api import load_model, load_weights, save_model, save_weights  # noqa: F401
from keras.src.saving.file_editor import KerasFileEditor  # noqa: F401
