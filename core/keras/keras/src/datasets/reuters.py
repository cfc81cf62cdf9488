"""keras.datasets.reuters (keras/src/datasets/reuters.py), with Keras's signatures."""
from keras.src.datasets import unavailable


def load_data(path="reuters.npz", num_words=None, skip_top=0, maxlen=None, test_split=0.2, seed=113,
              start_char=1, oov_char=2, index_from=3):
    unavailable("keras.datasets.reuters.load_data", "Reuters")


def get_word_index(path="reuters_word_index.json"):
    unavailable("keras.datasets.reuters.get_word_index", "Reuters")
