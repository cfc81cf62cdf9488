"""keras.models."""
from keras.src.models import *  # noqa: F401,F403
from keras.src.saving.saving_api import load_model, save_model  # noqa: F401
