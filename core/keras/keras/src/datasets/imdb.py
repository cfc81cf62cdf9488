"""keras.datasets.imdb (keras/src/datasets/imdb.py), with Keras's signatures."""
from keras.src.datasets import unavailable


def load_data(path="imdb.npz", num_words=None, skip_top=0, maxlen=None, seed=113, start_char=1, oov_char=2,
              index_from=3, **kwargs):
    unavailable("keras.datasets.imdb.load_data", "IMDB")


def get_word_index(path="imdb_word_index.json"):
    unavailable("keras.datasets.imdb.get_word_index", "IMDB")
