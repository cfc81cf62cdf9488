"""MaxPooling1D (keras/src/layers/pooling/max_pooling1d.py)."""
from keras.src.layers.pooling.base_pooling import BasePooling


class MaxPooling1D(BasePooling):
    def __init__(self, pool_size=2, strides=None, padding="valid", data_format=None, name=None, **kwargs):
        super().__init__(pool_size, strides, pool_dimensions=1, pool_mode="max", padding=padding,
                         data_format=data_format, name=name, **kwargs)


MaxPool1D = MaxPooling1D
