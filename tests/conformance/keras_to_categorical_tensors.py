# keras.utils.to_categorical on tensors (keras/src/utils/numerical_utils.py, Keras 3.11): a
# backend tensor, eager or symbolic (a tf.data map, a tf.function), skips NumPy: a last axis of
# size 1 is reshaped away (backend.core.shape gives the static sizes) and the TensorFlow
# backend's one_hot returns a float32 tf.Tensor, so the labels of a dataset can be one-hot
# encoded inside `map`. Arrays and lists still give NumPy float64 arrays, num_classes defaulting
# to the largest label + 1.
import numpy as np
import tensorflow as tf
import keras

dataset = tf.data.Dataset.from_tensor_slices((np.ones((4, 2)), np.array([0, 2, 1, 2]))).batch(2)
dataset = dataset.map(lambda x, y: (x, keras.utils.to_categorical(y, num_classes=3)))
print(dataset.element_spec[1])
for _, labels in dataset.take(1):
    print(labels)

print(keras.utils.to_categorical(tf.constant([[1], [0]]), 2))


@tf.function
def encode(labels):
    return keras.utils.to_categorical(labels, 4)


print(encode(tf.constant([3, 1])))
print(repr(keras.utils.to_categorical([[1], [0]])))
