"""tf.keras.preprocessing.image: keras.preprocessing.image's helpers and Keras 1's augmentation
API (keras/api/_tf_keras/keras/preprocessing/image)."""
from keras.preprocessing.image import *  # noqa: F401,F403
from keras.src.legacy.preprocessing.image import DirectoryIterator  # noqa: F401
from keras.src.legacy.preprocessing.image import ImageDataGenerator  # noqa: F401
from keras.src.legacy.preprocessing.image import Iterator  # noqa: F401
from keras.src.legacy.preprocessing.image import NumpyArrayIterator  # noqa: F401
from keras.src.legacy.preprocessing.image import apply_affine_transform  # noqa: F401
from keras.src.legacy.preprocessing.image import apply_brightness_shift  # noqa: F401
from keras.src.legacy.preprocessing.image import apply_channel_shift  # noqa: F401
from keras.src.legacy.preprocessing.image import random_brightness  # noqa: F401
from keras.src.legacy.preprocessing.image import random_channel_shift  # noqa: F401
from keras.src.legacy.preprocessing.image import random_rotation  # noqa: F401
from keras.src.legacy.preprocessing.image import random_shear  # noqa: F401
from keras.src.legacy.preprocessing.image import random_shift  # noqa: F401
from keras.src.legacy.preprocessing.image import random_zoom  # noqa: F401
