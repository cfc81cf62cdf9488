"""TFLayer (keras/src/backend/tensorflow/layer.py): the TF backend's base of keras Layer
(`class Layer(BackendLayer, Operation)`), making every layer an AutoTrackable and no tf.Module."""
from keras.src.backend.tensorflow.trackable import KerasAutoTrackable


class TFLayer(KerasAutoTrackable):
    pass
