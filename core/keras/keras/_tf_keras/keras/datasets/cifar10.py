from keras.src.datasets.cifar10 import load_data
