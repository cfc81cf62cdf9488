# An Embedding whose input_dim is smaller than the largest index: Keras 3.11.3
# layers/core/embedding.py takes rows with ops.take, tf.gather on the TF backend, and TF 2.20's
# CPU GatherV2 kernel refuses the index (InvalidArgumentError, with the eager op's
# "{{function_node __wrapped__...}}" prefix). utils/traceback_utils.py re-raises the OpError as
# the same class with the "Exception encountered when calling Embedding.call()" context and the
# int64 indices Layer.__call__ converted from NumPy.
import numpy as np
import tensorflow as tf
import keras

embedding = keras.layers.Embedding(5, 2)
try:
    embedding(np.array([[1, 7]]))
except tf.errors.InvalidArgumentError as e:
    print(type(e).__name__)
    print(e)
print(embedding(np.array([[1, 4]])).shape)
