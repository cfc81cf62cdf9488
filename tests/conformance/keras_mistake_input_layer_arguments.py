# Keras 2 habits with inputs: InputLayer(input_shape=...) still works in Keras 3.11.3 but warns
# (layers/core/input_layer.py, warnings.warn without stacklevel: its own line 27); a Dense layer
# given an integer tensor keeps it integer (dtype_policies convert_input only casts floats) and
# the TF backend's matmul promotes to float32.
import tensorflow as tf
import keras

layer = keras.layers.InputLayer(input_shape=(3,))
print(layer.batch_shape, layer.output.shape)
dense = keras.layers.Dense(2)
print(dense(tf.constant([[1, 2, 3]])).dtype, dense.kernel.dtype)
