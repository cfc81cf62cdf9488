"""keras.applications.mobilenet_v2: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

MobileNetV2 = application("MobileNetV2", "mobilenet_v2")
preprocess_input, decode_predictions = helpers("mobilenet_v2")
del application, helpers
