"""Maximum (keras/src/layers/merging/maximum.py)."""
from keras.src import ops
from keras.src.layers.merging.base_merge import _reducing_merge

Maximum = _reducing_merge("Maximum", ops.maximum, __name__)


def maximum(inputs, **kwargs):
    return Maximum(**kwargs)(inputs)
