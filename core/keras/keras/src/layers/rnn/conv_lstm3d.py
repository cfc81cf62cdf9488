"""ConvLSTM3D (keras/src/layers/rnn/conv_lstm3d.py): the 3-D convolutional LSTM over
(batch, time, dim1, dim2, dim3, channels) inputs."""
from keras.src.layers.rnn.conv_lstm import ConvLSTM


class ConvLSTM3D(ConvLSTM):
    def __init__(self, filters, kernel_size, strides=1, padding="valid", data_format=None, dilation_rate=1,
                 activation="tanh", recurrent_activation="sigmoid", use_bias=True, kernel_initializer="glorot_uniform",
                 recurrent_initializer="orthogonal", bias_initializer="zeros", unit_forget_bias=True,
                 kernel_regularizer=None, recurrent_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, recurrent_constraint=None, bias_constraint=None, dropout=0.0,
                 recurrent_dropout=0.0, seed=None, return_sequences=False, return_state=False, go_backwards=False,
                 stateful=False, **kwargs):
        super().__init__(rank=3, filters=filters, kernel_size=kernel_size, strides=strides, padding=padding,
                         data_format=data_format, dilation_rate=dilation_rate, activation=activation,
                         recurrent_activation=recurrent_activation, use_bias=use_bias,
                         kernel_initializer=kernel_initializer, recurrent_initializer=recurrent_initializer,
                         bias_initializer=bias_initializer, unit_forget_bias=unit_forget_bias,
                         kernel_regularizer=kernel_regularizer, recurrent_regularizer=recurrent_regularizer,
                         bias_regularizer=bias_regularizer, activity_regularizer=activity_regularizer,
                         kernel_constraint=kernel_constraint, recurrent_constraint=recurrent_constraint,
                         bias_constraint=bias_constraint, return_sequences=return_sequences, return_state=return_state,
                         go_backwards=go_backwards, stateful=stateful, dropout=dropout,
                         recurrent_dropout=recurrent_dropout, seed=seed, **kwargs)
