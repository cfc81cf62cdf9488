"""keras.applications.efficientnet: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

EfficientNetB0 = application("EfficientNetB0", "efficientnet")
EfficientNetB1 = application("EfficientNetB1", "efficientnet")
EfficientNetB2 = application("EfficientNetB2", "efficientnet")
EfficientNetB3 = application("EfficientNetB3", "efficientnet")
EfficientNetB4 = application("EfficientNetB4", "efficientnet")
EfficientNetB5 = application("EfficientNetB5", "efficientnet")
EfficientNetB6 = application("EfficientNetB6", "efficientnet")
EfficientNetB7 = application("EfficientNetB7", "efficientnet")
preprocess_input, decode_predictions = helpers("efficientnet")
del application, helpers
