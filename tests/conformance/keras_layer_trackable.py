# On the TF backend a Keras 3.11 layer is a TF AutoTrackable but not a tf.Module: Layer's bases
# are (BackendLayer, Operation) (keras/src/layers/layer.py), BackendLayer is TFLayer
# (keras/src/backend/tensorflow/layer.py), TFLayer subclasses KerasAutoTrackable
# (keras/src/backend/tensorflow/trackable.py), a tf.__internal__.tracking.AutoTrackable
# (tensorflow/python/trackable/autotrackable.py, whose base is trackable/base.py's Trackable), and
# Operation subclasses KerasSaveable (keras/src/saving/keras_saveable.py). The MROs below follow
# from these bases by C3 linearization; Model's bases are (TensorFlowTrainer, Trainer, Layer) and
# Functional's (Function, Model) (keras/src/models/model.py, functional.py). An optimizer is an
# AutoTrackable too: Optimizer's bases are (TFOptimizer, BaseOptimizer)
# (keras/src/optimizers/optimizer.py), TFOptimizer's (KerasAutoTrackable, BaseOptimizer)
# (keras/src/backend/tensorflow/optimizer.py); Metric and Loss are KerasSaveables only
# (keras/src/metrics/metric.py, losses/loss.py).
import tensorflow as tf

import keras

dense = keras.layers.Dense(2)
print(isinstance(dense, tf.Module))
print(isinstance(dense, tf.__internal__.tracking.AutoTrackable))
print(isinstance(dense, tf.__internal__.tracking.Trackable))
for cls in type(dense).__mro__:
    print(cls)
print([c.__name__ for c in keras.Sequential.__mro__])
inputs = keras.Input((3,))
model = keras.Model(inputs, keras.layers.Dense(1)(inputs))
print([c.__name__ for c in type(model).__mro__])
print(isinstance(model, tf.Module), isinstance(model, tf.__internal__.tracking.AutoTrackable))
print(isinstance(keras.layers.Layer(), tf.__internal__.tracking.AutoTrackable))
print(issubclass(keras.Layer, keras.Operation))

adam = keras.optimizers.Adam()
print([c.__module__ + "." + c.__name__ for c in type(adam).__mro__])
print(isinstance(adam, tf.__internal__.tracking.AutoTrackable), isinstance(adam, tf.Module))
print([c.__name__ for c in keras.metrics.Metric.__mro__], [c.__name__ for c in keras.losses.Loss.__mro__])
print(isinstance(keras.metrics.Mean(), tf.__internal__.tracking.Trackable))
