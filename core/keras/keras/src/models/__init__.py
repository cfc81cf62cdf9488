"""keras.models."""
from keras.src.models.functional import Functional
from keras.src.models.model import Model, model_from_json
from keras.src.models.sequential import Sequential
from keras.src.utils.public_api import export_lazily as _export_lazily

# clone_model on first use (its module is needed only then).
_export_lazily(globals(), {"clone_model": "keras.src.models.cloning"})
