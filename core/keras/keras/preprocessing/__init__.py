"""keras.preprocessing: the image, sequence and time-series helpers and the directory datasets
(the image one raises NotImplementedError: tfplay does not decode images)."""
import keras.preprocessing.image as image
import keras.preprocessing.sequence as sequence
from keras.src.utils.image_dataset_utils import image_dataset_from_directory  # noqa: F401
from keras.src.utils.text_dataset_utils import text_dataset_from_directory  # noqa: F401
from keras.src.utils.timeseries_dataset_utils import timeseries_dataset_from_array  # noqa: F401
