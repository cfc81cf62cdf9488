"""tf.keras: the same Keras objects as `import keras` (keras/_tf_keras/keras in the pip package)."""
from keras import *  # noqa: F401,F403
from keras import __version__  # noqa: F401
