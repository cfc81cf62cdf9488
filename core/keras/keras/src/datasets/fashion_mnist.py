"""keras.datasets.fashion_mnist (keras/src/datasets/fashion_mnist.py), with Keras's signatures."""
from keras.src.datasets import unavailable


def load_data():
    unavailable("keras.datasets.fashion_mnist.load_data", "Fashion-MNIST")
