"""keras.saving: the custom-object registry and object (de)serialization."""
from keras.src.saving.object_registration import (  # noqa: F401
    CustomObjectScope,
    custom_object_scope,
    get_custom_objects,
    get_registered_name,
    get_registered_object,
    register_keras_serializable,
)
from keras.src.saving.serialization_lib import deserialize_keras_object, serialize_keras_object  # noqa: F401
