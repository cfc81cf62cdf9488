"""Minimum (keras/src/layers/merging/minimum.py): the elementwise minimum of the inputs; masked
steps take the other inputs' values (Merge._apply_merge_op_and_or_mask)."""
from keras.src import ops
from keras.src.layers.merging.base_merge import Merge


class Minimum(Merge):
    def _merge_function(self, inputs):
        return self._apply_merge_op_and_or_mask(ops.minimum, inputs)


def minimum(inputs, **kwargs):
    return Minimum(**kwargs)(inputs)
