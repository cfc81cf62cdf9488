"""keras.models."""
from keras.src.models import *  # noqa: F401,F403
