"""SeparableConv2D (keras/src/layers/convolutional/separable_conv2d.py): inputs (batch, height, width, channels),
a (kh, kw, channels, depth_multiplier) depthwise kernel and a (1, 1, channels * depth_multiplier, filters) pointwise kernel."""
from keras.src.layers.convolutional.base_separable_conv import BaseSeparableConv


class SeparableConv2D(BaseSeparableConv):
    def __init__(self, filters, kernel_size, strides=(1, 1), padding="valid", data_format=None, dilation_rate=(1, 1),
                 depth_multiplier=1, activation=None, use_bias=True, depthwise_initializer="glorot_uniform",
                 pointwise_initializer="glorot_uniform", bias_initializer="zeros", depthwise_regularizer=None,
                 pointwise_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 depthwise_constraint=None, pointwise_constraint=None, bias_constraint=None, **kwargs):
        super().__init__(rank=2, depth_multiplier=depth_multiplier, filters=filters, kernel_size=kernel_size,
                         strides=strides, padding=padding, data_format=data_format, dilation_rate=dilation_rate,
                         activation=activation, use_bias=use_bias, depthwise_initializer=depthwise_initializer,
                         pointwise_initializer=pointwise_initializer, bias_initializer=bias_initializer,
                         depthwise_regularizer=depthwise_regularizer, pointwise_regularizer=pointwise_regularizer,
                         bias_regularizer=bias_regularizer, activity_regularizer=activity_regularizer,
                         depthwise_constraint=depthwise_constraint, pointwise_constraint=pointwise_constraint,
                         bias_constraint=bias_constraint, **kwargs)


SeparableConvolution2D = SeparableConv2D
