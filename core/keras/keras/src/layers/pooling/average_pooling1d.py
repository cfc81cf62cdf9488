"""AveragePooling1D (keras/src/layers/pooling/average_pooling1d.py)."""
from keras.src.layers.pooling.base_pooling import BasePooling


class AveragePooling1D(BasePooling):
    def __init__(self, pool_size=2, strides=None, padding="valid", data_format=None, name=None, **kwargs):
        super().__init__(pool_size, strides, pool_dimensions=1, pool_mode="average", padding=padding,
                         data_format=data_format, name=name, **kwargs)


AvgPool1D = AveragePooling1D
