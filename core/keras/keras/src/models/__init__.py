"""keras.models."""
from keras.src.models.functional import Functional
from keras.src.models.model import Model, model_from_json
from keras.src.models.sequential import Sequential
from keras.src.models.cloning import clone_model
