"""Multiply (keras/src/layers/merging/multiply.py)."""
from keras.src import ops
from keras.src.layers.merging.base_merge import _reducing_merge

Multiply = _reducing_merge("Multiply", ops.multiply, __name__)


def multiply(inputs, **kwargs):
    return Multiply(**kwargs)(inputs)
