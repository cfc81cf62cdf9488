"""tf.keras.optimizers.legacy."""
from keras.optimizers.legacy import *  # noqa: F401,F403
