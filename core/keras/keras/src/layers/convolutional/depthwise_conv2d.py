"""DepthwiseConv2D (keras/src/layers/convolutional/depthwise_conv2d.py): inputs (batch, height, width, channels), a
(kh, kw, channels, depth_multiplier) kernel."""
from keras.src.layers.convolutional.base_depthwise_conv import BaseDepthwiseConv


class DepthwiseConv2D(BaseDepthwiseConv):
    def __init__(self, kernel_size, strides=(1, 1), padding="valid", depth_multiplier=1, data_format=None,
                 dilation_rate=(1, 1), activation=None, use_bias=True, depthwise_initializer="glorot_uniform",
                 bias_initializer="zeros", depthwise_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 depthwise_constraint=None, bias_constraint=None, **kwargs):
        super().__init__(rank=2, depth_multiplier=depth_multiplier, kernel_size=kernel_size, strides=strides,
                         padding=padding, data_format=data_format, dilation_rate=dilation_rate, activation=activation,
                         use_bias=use_bias, depthwise_initializer=depthwise_initializer,
                         bias_initializer=bias_initializer, depthwise_regularizer=depthwise_regularizer,
                         bias_regularizer=bias_regularizer, activity_regularizer=activity_regularizer,
                         depthwise_constraint=depthwise_constraint, bias_constraint=bias_constraint, **kwargs)
