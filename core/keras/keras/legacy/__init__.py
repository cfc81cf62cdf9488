"""keras.legacy: Keras 2's object (de)serialization, kept for reading legacy files."""
from keras.legacy import saving  # noqa: F401
