from keras.src.datasets.mnist import load_data
