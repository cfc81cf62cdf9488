"""keras.legacy.saving: Keras 2's serialize_keras_object and deserialize_keras_object
(keras/src/legacy/saving/serialization.py)."""
from keras.src.legacy.saving.serialization import deserialize_keras_object, serialize_keras_object  # noqa: F401
