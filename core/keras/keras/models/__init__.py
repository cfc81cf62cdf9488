"""keras.models (Functional is not public in Keras: a Functional model serializes under its
source module, keras.src.models.functional)."""
from keras.src.models.cloning import clone_model  # noqa: F401
from keras.src.models.model import Model, model_from_json  # noqa: F401
from keras.src.models.sequential import Sequential  # noqa: F401
from keras.src.saving.saving_api import load_model, save_model  # noqa: F401
