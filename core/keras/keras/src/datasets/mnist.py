"""keras.datasets.mnist (keras/src/datasets/mnist.py), with Keras's signatures."""
from keras.src.datasets import unavailable


def load_data(path="mnist.npz"):
    unavailable("keras.datasets.mnist.load_data", "MNIST")
