"""keras.ops linear algebra on the TensorFlow backend (keras/src/backend/tensorflow/linalg.py)."""
import tensorflow as tf


def qr(x, mode="reduced"):
    """tf.linalg.qr: (q, r) with q (..., M, min(M, N)) for "reduced", (..., M, M) for "complete"."""
    if mode not in {"reduced", "complete"}:
        raise ValueError(
            "`mode` argument value not supported. Expected one of {'reduced', 'complete'}. "
            f"Received: mode={mode}"
        )
    if mode == "reduced":
        return tf.linalg.qr(x)
    return tf.linalg.qr(x, full_matrices=True)
