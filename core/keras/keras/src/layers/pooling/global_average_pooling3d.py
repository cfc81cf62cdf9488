"""GlobalAveragePooling3D (keras/src/layers/pooling/global_average_pooling3d.py): the mean over depth, height and width."""
from keras.src import ops
from keras.src.layers.pooling.base_global_pooling import BaseGlobalPooling


class GlobalAveragePooling3D(BaseGlobalPooling):
    def __init__(self, data_format=None, keepdims=False, **kwargs):
        super().__init__(pool_dimensions=3, data_format=data_format, keepdims=keepdims, **kwargs)

    def call(self, inputs):
        if self.data_format == "channels_last":
            return ops.mean(inputs, axis=[1, 2, 3], keepdims=self.keepdims)
        return ops.mean(inputs, axis=[2, 3, 4], keepdims=self.keepdims)


GlobalAvgPool3D = GlobalAveragePooling3D
