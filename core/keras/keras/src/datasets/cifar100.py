"""keras.datasets.cifar100 (keras/src/datasets/cifar100.py), with Keras's signatures."""
from keras.src.datasets import unavailable


def load_data(label_mode="fine"):
    unavailable("keras.datasets.cifar100.load_data", "CIFAR-100")
