from keras.src.datasets.california_housing import load_data
