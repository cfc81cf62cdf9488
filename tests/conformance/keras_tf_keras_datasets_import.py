# `from tensorflow.keras.datasets import fashion_mnist` imports (TF 2.20 finds tensorflow.keras.X
# in keras/_tf_keras, and Keras 3.11.3 ships keras/api/_tf_keras/keras/datasets with the same
# loaders as keras.datasets). tfplay runs offline: load_data raises its NotImplementedError.
import keras
import tensorflow as tf
from tensorflow.keras.datasets import fashion_mnist, mnist

print(fashion_mnist is keras.datasets.fashion_mnist, tf.keras.datasets.mnist is mnist)
print(fashion_mnist.load_data.__name__, fashion_mnist.load_data.__module__)
(x_train, y_train), (x_test, y_test) = fashion_mnist.load_data()
