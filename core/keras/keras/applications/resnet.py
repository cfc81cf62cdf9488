"""keras.applications.resnet: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

ResNet50 = application("ResNet50", "resnet")
ResNet101 = application("ResNet101", "resnet")
ResNet152 = application("ResNet152", "resnet")
preprocess_input, decode_predictions = helpers("resnet")
del application, helpers
