# tf.keras in TF 2.20 is a KerasLazyLoader (tensorflow/python/util/lazy_loader.py), which
# tensorflow/__init__.py sets with `setattr(_current_module, "keras", _KerasLazyLoader(globals()))`.
# Its __repr__ is "<KerasLazyLoader>" until it is initialized; its first attribute lookup
# (__getattr__: _initialize routes Keras 3 to "keras._tf_keras.keras", then LazyLoader._load)
# imports that module and puts it in tensorflow's globals as `keras`, so tf.keras is the module
# from then on, while a reference to the loader itself reprs as
# "<KerasLazyLoader (keras_3) keras._tf_keras.keras as keras mode=None>" (its __repr__ after
# _initialize).
import tensorflow as tf

print(tf.keras)
print(type(tf.keras).__module__, type(tf.keras).__name__)
from tensorflow import keras  # noqa: E402

print(keras)
layer = keras.layers.Dense(2)
print(keras)
print(tf.keras)
print(keras.__name__, tf.keras is keras, type(layer).__name__)
# tensorflow/__init__.py's Keras module aliases: KerasLazyLoader(globals(), submodule="losses",
# name="losses") and the same for metrics, optimizers and initializers.
print(tf.losses, tf.optimizers)
print(tf.losses.MeanSquaredError.__name__)
print(tf.losses)
optimizers = tf.optimizers
print(optimizers.SGD.__name__, optimizers)
