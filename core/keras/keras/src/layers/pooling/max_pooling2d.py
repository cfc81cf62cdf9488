"""MaxPooling2D (keras/src/layers/pooling/max_pooling2d.py)."""
from keras.src.layers.pooling.base_pooling import BasePooling


class MaxPooling2D(BasePooling):
    def __init__(self, pool_size=(2, 2), strides=None, padding="valid", data_format=None, name=None, **kwargs):
        super().__init__(pool_size, strides, pool_dimensions=2, pool_mode="max", padding=padding,
                         data_format=data_format, name=name, **kwargs)


MaxPool2D = MaxPooling2D
