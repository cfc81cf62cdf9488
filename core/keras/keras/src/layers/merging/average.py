"""Average (keras/src/layers/merging/average.py)."""
from keras.src import ops
from keras.src.layers.merging.base_merge import _reducing_merge

Average = _reducing_merge("Average", ops.add, __name__, lambda output, n: ops.divide(output, n))


def average(inputs, **kwargs):
    return Average(**kwargs)(inputs)
