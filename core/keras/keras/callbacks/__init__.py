"""keras.callbacks (its rarely used callbacks imported on first use, as keras.src.callbacks's)."""
import keras.src.callbacks as _callbacks
from keras.src.callbacks import Callback, CallbackList, History, ProgbarLogger  # noqa: F401
from keras.src.utils.public_api import export_lazily as _export_lazily

# Keras 3.11.3's public names in keras.callbacks (tests/keras-api/keras-3.11.3.tsv): these four
# and the lazily imported ones but MonitorCallback (a base class keras.src.callbacks has and
# keras.callbacks does not export).
_export_lazily(globals(), {k: v for k, v in _callbacks._lazy_exports.items() if k != "MonitorCallback"})
del _callbacks
