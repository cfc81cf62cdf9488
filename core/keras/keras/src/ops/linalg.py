"""keras.ops linear algebra (keras/src/ops/linalg.py)."""
from keras.src.backend.tensorflow import linalg as _backend
from keras.src.ops.symbolic import export_ops

export_ops(globals(), _backend, [("qr", "Qr")], __name__)
