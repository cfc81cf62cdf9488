from keras.src.datasets.imdb import load_data, get_word_index
