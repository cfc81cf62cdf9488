"""keras.applications.resnet50: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

from keras.applications.resnet import ResNet50  # noqa: F401 (the same function, as in Keras)
preprocess_input, decode_predictions = helpers("resnet50")
del application, helpers
