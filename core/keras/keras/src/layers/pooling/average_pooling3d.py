"""AveragePooling3D (keras/src/layers/pooling/average_pooling3d.py): inputs (batch, depth,
height, width, channels); runs TF's AvgPool3D op through ops.average_pool. `pool_size` has
no default, as in Keras."""
from keras.src.layers.pooling.base_pooling import BasePooling


class AveragePooling3D(BasePooling):
    def __init__(self, pool_size, strides=None, padding="valid", data_format=None, name=None, **kwargs):
        super().__init__(pool_size, strides, pool_dimensions=3, pool_mode="average", padding=padding,
                         data_format=data_format, name=name, **kwargs)


AvgPool3D = AveragePooling3D
