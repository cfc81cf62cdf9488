"""keras.applications.convnext: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

ConvNeXtBase = application("ConvNeXtBase", "convnext")
ConvNeXtLarge = application("ConvNeXtLarge", "convnext")
ConvNeXtSmall = application("ConvNeXtSmall", "convnext")
ConvNeXtTiny = application("ConvNeXtTiny", "convnext")
ConvNeXtXLarge = application("ConvNeXtXLarge", "convnext")
preprocess_input, decode_predictions = helpers("convnext")
del application, helpers
