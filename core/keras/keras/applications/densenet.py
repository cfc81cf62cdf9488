"""keras.applications.densenet: stubs (keras/src/applications/unavailable.py)."""
from keras.src.applications.unavailable import application, helpers

DenseNet121 = application("DenseNet121", "densenet")
DenseNet169 = application("DenseNet169", "densenet")
DenseNet201 = application("DenseNet201", "densenet")
preprocess_input, decode_predictions = helpers("densenet")
del application, helpers
