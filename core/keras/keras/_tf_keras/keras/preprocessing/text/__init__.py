"""tf.keras.preprocessing.text: Keras 1's text utilities (keras/api/_tf_keras/keras/preprocessing/text)."""
from keras.src.legacy.preprocessing.text import Tokenizer  # noqa: F401
from keras.src.legacy.preprocessing.text import hashing_trick  # noqa: F401
from keras.src.legacy.preprocessing.text import one_hot  # noqa: F401
from keras.src.legacy.preprocessing.text import text_to_word_sequence  # noqa: F401
from keras.src.legacy.preprocessing.text import tokenizer_from_json  # noqa: F401
