"""GlobalMaxPooling1D (keras/src/layers/pooling/global_max_pooling1d.py): the max over the
steps axis."""
from keras.src import ops
from keras.src.layers.pooling.base_global_pooling import BaseGlobalPooling


class GlobalMaxPooling1D(BaseGlobalPooling):
    def __init__(self, data_format=None, keepdims=False, **kwargs):
        super().__init__(pool_dimensions=1, data_format=data_format, keepdims=keepdims, **kwargs)

    def call(self, inputs):
        steps_axis = 1 if self.data_format == "channels_last" else 2
        return ops.max(inputs, axis=steps_axis, keepdims=self.keepdims)


GlobalMaxPool1D = GlobalMaxPooling1D
