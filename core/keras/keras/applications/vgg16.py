"""keras.applications.vgg16: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

VGG16 = application("VGG16", "vgg16")
preprocess_input, decode_predictions = helpers("vgg16")
del application, helpers
