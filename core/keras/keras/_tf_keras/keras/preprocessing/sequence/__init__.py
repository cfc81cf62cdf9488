"""tf.keras.preprocessing.sequence: pad_sequences and Keras 1's sequence utilities
(keras/api/_tf_keras/keras/preprocessing/sequence)."""
from keras.src.legacy.preprocessing.sequence import TimeseriesGenerator  # noqa: F401
from keras.src.legacy.preprocessing.sequence import make_sampling_table  # noqa: F401
from keras.src.legacy.preprocessing.sequence import skipgrams  # noqa: F401
from keras.src.utils.sequence_utils import pad_sequences  # noqa: F401
