"""tf.keras.datasets: the same loaders as keras.datasets (Keras 3.11.3's
keras/api/_tf_keras/keras/datasets imports them from keras.datasets)."""
from keras.datasets import boston_housing as boston_housing
from keras.datasets import california_housing as california_housing
from keras.datasets import cifar10 as cifar10
from keras.datasets import cifar100 as cifar100
from keras.datasets import fashion_mnist as fashion_mnist
from keras.datasets import imdb as imdb
from keras.datasets import mnist as mnist
from keras.datasets import reuters as reuters
