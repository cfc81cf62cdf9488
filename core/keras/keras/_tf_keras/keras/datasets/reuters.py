from keras.src.datasets.reuters import load_data, get_word_index, get_label_names
