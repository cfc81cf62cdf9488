"""Conv3D (keras/src/layers/convolutional/conv3d.py): inputs (batch, depth, height, width,
channels), a (kd, kh, kw, channels, filters) kernel; runs TF's Conv3D op."""
from keras.src.layers.convolutional.base_conv import BaseConv


class Conv3D(BaseConv):
    def __init__(self, filters, kernel_size, strides=(1, 1, 1), padding="valid", data_format=None,
                 dilation_rate=(1, 1, 1), groups=1, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, bias_constraint=None, **kwargs):
        super().__init__(rank=3, filters=filters, kernel_size=kernel_size, strides=strides, padding=padding,
                         data_format=data_format, dilation_rate=dilation_rate, groups=groups, activation=activation,
                         use_bias=use_bias, kernel_initializer=kernel_initializer, bias_initializer=bias_initializer,
                         kernel_regularizer=kernel_regularizer, bias_regularizer=bias_regularizer,
                         activity_regularizer=activity_regularizer, kernel_constraint=kernel_constraint,
                         bias_constraint=bias_constraint, **kwargs)


Convolution3D = Conv3D
