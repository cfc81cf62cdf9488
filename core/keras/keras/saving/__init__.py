"""keras.saving: the custom-object registry."""
from keras.src.saving.object_registration import (  # noqa: F401
    CustomObjectScope,
    custom_object_scope,
    get_custom_objects,
    get_registered_name,
    get_registered_object,
    register_keras_serializable,
)
