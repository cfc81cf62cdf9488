"""GlobalAveragePooling1D (keras/src/layers/pooling/global_average_pooling1d.py): the mean
over the steps axis; a mask leaves masked steps out of the mean."""
from keras.src import backend, ops
from keras.src.layers.pooling.base_global_pooling import BaseGlobalPooling


class GlobalAveragePooling1D(BaseGlobalPooling):
    def __init__(self, data_format=None, keepdims=False, **kwargs):
        super().__init__(pool_dimensions=1, data_format=data_format, keepdims=keepdims, **kwargs)
        self.supports_masking = True

    def call(self, inputs, mask=None):
        steps_axis = 1 if self.data_format == "channels_last" else 2
        if mask is not None:
            mask = backend.cast(mask, inputs[0].dtype)
            mask = ops.expand_dims(mask, 2 if self.data_format == "channels_last" else 1)
            inputs *= mask
            return ops.sum(inputs, axis=steps_axis, keepdims=self.keepdims) / ops.sum(
                mask, axis=steps_axis, keepdims=self.keepdims)
        return ops.mean(inputs, axis=steps_axis, keepdims=self.keepdims)

    def compute_mask(self, inputs, mask=None):
        return None


GlobalAvgPool1D = GlobalAveragePooling1D
