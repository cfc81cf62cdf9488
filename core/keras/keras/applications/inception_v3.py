"""keras.applications.inception_v3: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

InceptionV3 = application("InceptionV3", "inception_v3")
preprocess_input, decode_predictions = helpers("inception_v3")
del application, helpers
