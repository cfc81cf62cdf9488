"""keras.datasets.cifar10 (keras/src/datasets/cifar10.py), with Keras's signatures."""
from keras.src.datasets import unavailable


def load_data():
    unavailable("keras.datasets.cifar10.load_data", "CIFAR-10")
