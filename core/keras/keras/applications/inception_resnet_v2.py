"""keras.applications.inception_resnet_v2: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

InceptionResNetV2 = application("InceptionResNetV2", "inception_resnet_v2")
preprocess_input, decode_predictions = helpers("inception_resnet_v2")
del application, helpers
