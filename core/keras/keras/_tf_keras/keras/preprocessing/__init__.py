"""tf.keras.preprocessing: keras.preprocessing's dataset helpers with the tf.keras view's own
image, sequence and text modules (keras/api/_tf_keras/keras/preprocessing)."""
from keras.src.utils.image_dataset_utils import image_dataset_from_directory  # noqa: F401
from keras.src.utils.text_dataset_utils import text_dataset_from_directory  # noqa: F401
from keras.src.utils.timeseries_dataset_utils import timeseries_dataset_from_array  # noqa: F401

# `from` form: while this package initializes, the attribute chain
# keras._tf_keras.keras.preprocessing still names keras.preprocessing (bound by the parent's
# star import), so `import keras._tf_keras.keras.preprocessing.image as image` would bind
# keras.preprocessing.image instead.
from keras._tf_keras.keras.preprocessing import image  # noqa: E402
from keras._tf_keras.keras.preprocessing import sequence  # noqa: E402
from keras._tf_keras.keras.preprocessing import text  # noqa: E402
