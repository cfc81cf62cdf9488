# NumPy integer scalars as layer sizes and shape entries, as in the TF "Intro to Autoencoders"
# tutorial: Dense(tf.math.reduce_prod(shape).numpy()) gets a numpy.int32.
# Keras 3.11.3 keras/src/backend/common/variables.py standardize_shape accepts an entry when
# is_int_dtype(type(e)) (standardize_dtype(numpy.int32) is "int32"), so the kernel is built; a
# float or a bool entry is refused ("Cannot convert '...' to a shape. Found invalid entry ...",
# with the trailing space of its f-string), a negative one too. The entry stays a NumPy scalar
# in the standardized tuple, so a KerasTensor's shape (a plain tuple) shows its NumPy 2 repr,
# while the TF variable's shape is a tf.TensorShape.
import numpy as np
import tensorflow as tf
import keras

units = tf.math.reduce_prod((4, 4)).numpy()
print(type(units))
decoder = keras.Sequential([keras.layers.Dense(units, activation="sigmoid"), keras.layers.Reshape((4, 4))])
print(decoder(np.ones((2, 8), "float32")).shape)
print(decoder.layers[0].kernel.shape, decoder.layers[0].units)

inp = keras.Input(shape=(np.int64(3),))
print(inp.shape)
print(keras.layers.Conv2D(np.int32(2), 3)(np.ones((1, 5, 5, 1), "float32")).shape)
print(keras.layers.Reshape((np.int32(2), 2))(np.ones((1, 4), "float32")).shape)
print(keras.layers.Embedding(np.int64(10), np.int32(3))(np.array([[1, 2]])).shape)

layer = keras.layers.Layer()
for shape in [(2, 2.0), (2, True), (2, -1)]:
    try:
        layer.add_weight(shape=shape)
    except ValueError as e:
        print(repr(str(e)))
