"""TFOptimizer (keras/src/backend/tensorflow/optimizer.py): the TF backend's optimizer base,
a KerasAutoTrackable. Its TF-specific update code lives in BaseOptimizer here, which writes the
tf.Variables directly."""
from keras.src.backend.tensorflow.trackable import KerasAutoTrackable
from keras.src.optimizers import base_optimizer


class TFOptimizer(KerasAutoTrackable, base_optimizer.BaseOptimizer):
    pass
