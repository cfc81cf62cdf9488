"""keras.applications.nasnet: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

NASNetLarge = application("NASNetLarge", "nasnet")
NASNetMobile = application("NASNetMobile", "nasnet")
preprocess_input, decode_predictions = helpers("nasnet")
del application, helpers
