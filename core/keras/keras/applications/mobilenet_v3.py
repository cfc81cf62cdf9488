"""keras.applications.mobilenet_v3: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

preprocess_input, decode_predictions = helpers("mobilenet_v3")
del application, helpers
