"""keras.applications.imagenet_utils: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

preprocess_input, decode_predictions = helpers("imagenet_utils")
del application, helpers
