"""keras.applications.xception: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

Xception = application("Xception", "xception")
preprocess_input, decode_predictions = helpers("xception")
del application, helpers
