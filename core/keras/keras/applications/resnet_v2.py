"""keras.applications.resnet_v2: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

ResNet50V2 = application("ResNet50V2", "resnet_v2")
ResNet101V2 = application("ResNet101V2", "resnet_v2")
ResNet152V2 = application("ResNet152V2", "resnet_v2")
preprocess_input, decode_predictions = helpers("resnet_v2")
del application, helpers
