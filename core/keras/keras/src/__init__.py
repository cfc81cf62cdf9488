"""Keras 3.11 internals (keras/src), written for tfplay over its tensorflow module."""
from keras.src.utils.public_api import export_lazily as _export_lazily  # noqa: E402

# keras/src/__init__.py's names, imported on first use (their modules are what `import keras`
# already loads or what a program asks for).
_export_lazily(globals(), {
    "KerasTensor": "keras.src.backend",
    "Input": "keras.src.layers",
    "Layer": "keras.src.layers",
    "Functional": "keras.src.models",
    "Model": "keras.src.models",
    "Sequential": "keras.src.models",
    "__version__": "keras",
}, submodules=("activations", "applications", "backend", "constraints", "datasets", "initializers", "layers",
               "models", "ops", "optimizers", "regularizers", "utils", "visualization"))
