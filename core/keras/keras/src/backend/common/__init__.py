"""keras.src.backend.common (keras/src/backend/common/__init__.py): its names, imported on first use."""
from keras.src.utils.public_api import export_lazily as _export_lazily

_export_lazily(globals(), {
    "result_type": "keras.src.backend.common.dtypes",
    "AutocastScope": "keras.src.backend.common.variables",
    "KerasVariable": "keras.src.backend.common.variables:Variable",
    "get_autocast_scope": "keras.src.backend.common.variables",
    "is_float_dtype": "keras.src.backend.common.variables",
    "is_int_dtype": "keras.src.backend.common.variables",
    "standardize_dtype": "keras.src.backend.common.variables",
    "standardize_shape": "keras.src.backend.common.variables",
}, submodules=("backend_utils",))
