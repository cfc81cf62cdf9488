"""keras.applications.vgg19: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

VGG19 = application("VGG19", "vgg19")
preprocess_input, decode_predictions = helpers("vgg19")
del application, helpers
