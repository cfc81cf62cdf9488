"""AveragePooling2D (keras/src/layers/pooling/average_pooling2d.py)."""
from keras.src.layers.pooling.base_pooling import BasePooling


class AveragePooling2D(BasePooling):
    def __init__(self, pool_size=(2, 2), strides=None, padding="valid", data_format=None, name=None, **kwargs):
        super().__init__(pool_size, strides, pool_dimensions=2, pool_mode="average", padding=padding,
                         data_format=data_format, name=name, **kwargs)


AvgPool2D = AveragePooling2D
