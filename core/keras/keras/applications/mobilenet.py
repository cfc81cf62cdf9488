"""keras.applications.mobilenet: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

MobileNet = application("MobileNet", "mobilenet")
preprocess_input, decode_predictions = helpers("mobilenet")
del application, helpers
