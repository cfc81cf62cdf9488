"""Maximum (keras/src/layers/merging/maximum.py): the elementwise maximum of the inputs; masked
steps take the other inputs' values (Merge._apply_merge_op_and_or_mask)."""
from keras.src import ops
from keras.src.layers.merging.base_merge import Merge


class Maximum(Merge):
    def _merge_function(self, inputs):
        return self._apply_merge_op_and_or_mask(ops.maximum, inputs)


def maximum(inputs, **kwargs):
    return Maximum(**kwargs)(inputs)
