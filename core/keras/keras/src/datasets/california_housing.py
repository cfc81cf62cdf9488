"""keras.datasets.california_housing (keras/src/datasets/california_housing.py), with Keras's signatures."""
from keras.src.datasets import unavailable


def load_data(version="large", path="california_housing.npz", test_split=0.2, seed=113):
    unavailable("keras.datasets.california_housing.load_data", "California Housing")
