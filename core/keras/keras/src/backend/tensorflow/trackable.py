"""KerasAutoTrackable (keras/src/backend/tensorflow/trackable.py): on the TF backend every Keras
layer is a tf.__internal__.tracking.AutoTrackable, so TF's tracking (tf.train.Checkpoint,
tf.saved_model) sees it; tfplay's checkpoint and SavedModel code read Keras layers' attributes
themselves, so the class only places AutoTrackable in a layer's MRO."""
import tensorflow as tf


class KerasAutoTrackable(tf.__internal__.tracking.AutoTrackable):
    """Manages dependencies on other objects with Keras tracking."""
