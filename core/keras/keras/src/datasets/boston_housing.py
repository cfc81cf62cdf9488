"""keras.datasets.boston_housing (keras/src/datasets/boston_housing.py), with Keras's signatures."""
from keras.src.datasets import unavailable


def load_data(path="boston_housing.npz", test_split=0.2, seed=113):
    unavailable("keras.datasets.boston_housing.load_data", "Boston Housing")
