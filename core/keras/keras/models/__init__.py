"""keras.models (Functional is not public in Keras: a Functional model serializes under its
source module, keras.src.models.functional). clone_model and saving are imported on first use."""
from keras.src.models.model import Model, model_from_json  # noqa: F401
from keras.src.models.sequential import Sequential  # noqa: F401
from keras.src.utils.public_api import export_lazily as _export_lazily

_export_lazily(globals(), {
    "clone_model": "keras.src.models.cloning",
    "load_model": "keras.src.saving.saving_api",
    "save_model": "keras.src.saving.saving_api",
})
