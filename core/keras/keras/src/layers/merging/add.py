"""Add (keras/src/layers/merging/add.py)."""
from keras.src import ops
from keras.src.layers.merging.base_merge import _reducing_merge

Add = _reducing_merge("Add", ops.add, __name__)


def add(inputs, **kwargs):
    return Add(**kwargs)(inputs)
