# tf.Module's bases in TF 2.20: tensorflow/python/module/module.py declares
# `class Module(autotrackable.AutoTrackable)`, AutoTrackable (trackable/autotrackable.py)
# subclasses base.Trackable (trackable/base.py); so a module and its subclasses are AutoTrackables,
# while a Keras layer is an AutoTrackable that is not a tf.Module.
import tensorflow as tf
import keras


class Scale(tf.Module):
    def __init__(self):
        super().__init__()
        self.w = tf.Variable(2.0)


s = Scale()
print(tf.Module.__mro__)
print([c.__name__ for c in Scale.__mro__])
print(isinstance(s, tf.__internal__.tracking.AutoTrackable), isinstance(s, tf.__internal__.tracking.Trackable))
print(issubclass(tf.Module, tf.__internal__.tracking.AutoTrackable))
print(isinstance(keras.layers.Dense(1), tf.Module), isinstance(keras.layers.Dense(1), tf.__internal__.tracking.AutoTrackable))
print(s.trainable_variables)
