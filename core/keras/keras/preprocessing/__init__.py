"""keras.preprocessing: the sequence and time-series helpers (the image ones are not emulated)."""
import keras.preprocessing.sequence as sequence
from keras.src.utils.timeseries_dataset_utils import timeseries_dataset_from_array  # noqa: F401
