"""keras.applications.efficientnet_v2: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

EfficientNetV2B0 = application("EfficientNetV2B0", "efficientnet_v2")
EfficientNetV2B1 = application("EfficientNetV2B1", "efficientnet_v2")
EfficientNetV2B2 = application("EfficientNetV2B2", "efficientnet_v2")
EfficientNetV2B3 = application("EfficientNetV2B3", "efficientnet_v2")
EfficientNetV2L = application("EfficientNetV2L", "efficientnet_v2")
EfficientNetV2M = application("EfficientNetV2M", "efficientnet_v2")
EfficientNetV2S = application("EfficientNetV2S", "efficientnet_v2")
preprocess_input, decode_predictions = helpers("efficientnet_v2")
del application, helpers
