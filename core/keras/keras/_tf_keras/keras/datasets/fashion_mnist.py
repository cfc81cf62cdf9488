from keras.src.datasets.fashion_mnist import load_data
