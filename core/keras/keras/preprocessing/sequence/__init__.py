"""keras.preprocessing.sequence."""
from keras.src.utils.sequence_utils import pad_sequences  # noqa: F401
