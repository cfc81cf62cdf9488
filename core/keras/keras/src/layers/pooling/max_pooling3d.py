"""MaxPooling3D (keras/src/layers/pooling/max_pooling3d.py): inputs (batch, depth, height,
width, channels); runs TF's MaxPool3D op through ops.max_pool."""
from keras.src.layers.pooling.base_pooling import BasePooling


class MaxPooling3D(BasePooling):
    def __init__(self, pool_size=(2, 2, 2), strides=None, padding="valid", data_format=None, name=None, **kwargs):
        super().__init__(pool_size, strides, pool_dimensions=3, pool_mode="max", padding=padding,
                         data_format=data_format, name=name, **kwargs)


MaxPool3D = MaxPooling3D
