from keras.src.datasets.cifar100 import load_data
