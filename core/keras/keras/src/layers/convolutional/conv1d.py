"""Conv1D (keras/src/layers/convolutional/conv1d.py): inputs (batch, steps, channels); padding
"causal" left-pads the steps by dilation_rate * (kernel_size - 1) and convolves "valid"."""
from keras.src import ops
from keras.src.layers.convolutional.base_conv import BaseConv, add_bias_and_activate


class Conv1D(BaseConv):
    def __init__(self, filters, kernel_size, strides=1, padding="valid", data_format=None, dilation_rate=1, groups=1,
                 activation=None, use_bias=True, kernel_initializer="glorot_uniform", bias_initializer="zeros",
                 kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None, kernel_constraint=None,
                 bias_constraint=None, **kwargs):
        super().__init__(rank=1, filters=filters, kernel_size=kernel_size, strides=strides, padding=padding,
                         data_format=data_format, dilation_rate=dilation_rate, groups=groups, activation=activation,
                         use_bias=use_bias, kernel_initializer=kernel_initializer, bias_initializer=bias_initializer,
                         kernel_regularizer=kernel_regularizer, bias_regularizer=bias_regularizer,
                         activity_regularizer=activity_regularizer, kernel_constraint=kernel_constraint,
                         bias_constraint=bias_constraint, **kwargs)

    def _compute_causal_padding(self):
        left_pad = self.dilation_rate[0] * (self.kernel_size[0] - 1)
        if self.data_format == "channels_last":
            return [[0, 0], [left_pad, 0], [0, 0]]
        return [[0, 0], [0, 0], [left_pad, 0]]

    def call(self, inputs):
        padding = self.padding
        if self.padding == "causal":
            inputs = ops.pad(inputs, self._compute_causal_padding())
            padding = "valid"
        outputs = ops.conv(inputs, self.kernel, strides=list(self.strides), padding=padding,
                           dilation_rate=self.dilation_rate, data_format=self.data_format)
        return add_bias_and_activate(self, outputs)


Convolution1D = Conv1D
