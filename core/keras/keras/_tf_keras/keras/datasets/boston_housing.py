from keras.src.datasets.boston_housing import load_data
