"""Minimum (keras/src/layers/merging/minimum.py)."""
from keras.src import ops
from keras.src.layers.merging.base_merge import _reducing_merge

Minimum = _reducing_merge("Minimum", ops.minimum, __name__)


def minimum(inputs, **kwargs):
    return Minimum(**kwargs)(inputs)
