"""keras.datasets.reuters (keras/src/datasets/reuters.py), with Keras's signatures."""
from keras.src.datasets import unavailable


def load_data(path="reuters.npz", num_words=None, skip_top=0, maxlen=None, test_split=0.2, seed=113,
              start_char=1, oov_char=2, index_from=3):
    unavailable("keras.datasets.reuters.load_data", "Reuters")


def get_word_index(path="reuters_word_index.json"):
    unavailable("keras.datasets.reuters.get_word_index", "Reuters")


def get_label_names():
    """The 46 Reuters topic names, indexed by the labels `load_data` gives (a tuple of str)."""
    return ("cocoa", "grain", "veg-oil", "earn", "acq", "wheat", "copper", "housing", "money-supply", "coffee",
            "sugar", "trade", "reserves", "ship", "cotton", "carcass", "crude", "nat-gas", "cpi", "money-fx",
            "interest", "gnp", "meal-feed", "alum", "oilseed", "gold", "tin", "strategic-metal", "livestock",
            "retail", "ipi", "iron-steel", "rubber", "heat", "jobs", "lei", "bop", "zinc", "orange", "pet-chem",
            "dlr", "gas", "silver", "wpi", "hog", "lead")
