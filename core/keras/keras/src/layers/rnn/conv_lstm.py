"""ConvLSTMCell and ConvLSTM (keras/src/layers/rnn/conv_lstm.py): an LSTM whose input and
recurrent transformations are convolutions. Gates i, f, c, o come from
`conv(x, kernel) + bias + conv_same(h, recurrent_kernel)` (filters * 4 output channels, in
that order); `c_t = f * c_{t-1} + i * activation(c~)`, `h_t = o * activation(c_t)`. The
ConvLSTM1D/2D/3D layers run it over (batch, time, *spatial, channels) inputs."""
from keras.src import activations, backend, constraints, initializers, ops, regularizers, tree
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.rnn.dropout_rnn_cell import DropoutRNNCell
from keras.src.layers.rnn.rnn import RNN, cell_config, cell_properties, rnn_layer_config
from keras.src.ops import operation_utils
from keras.src.random.seed_generator import SeedGenerator
from keras.src.utils import argument_validation

# The cell arguments ConvLSTM exposes as properties and lists in get_config, in Keras's order.
_CELL_ARGUMENTS = (
    "filters", "kernel_size", "strides", "padding", "data_format", "dilation_rate", "activation",
    "recurrent_activation", "use_bias", "kernel_initializer", "recurrent_initializer", "bias_initializer",
    "unit_forget_bias", "kernel_regularizer", "recurrent_regularizer", "bias_regularizer", "kernel_constraint",
    "recurrent_constraint", "bias_constraint", "dropout", "recurrent_dropout",
)


class ConvLSTMCell(Layer, DropoutRNNCell):
    """One step over a (batch, *spatial, channels) input with states [h, c], each
    (batch, *conv_output_spatial, filters). Weights: kernel (*kernel_size, input_dim,
    filters * 4), recurrent_kernel (*kernel_size, filters, filters * 4), bias (filters * 4,)
    with the forget gate's quarter initialized to ones (`unit_forget_bias`). Its
    SeedGenerator is made before the initializers, so it draws its seed first. Raises
    ValueError for rank > 3 and, at build, for unknown spatial or channel sizes."""

    _init_call_site = ("layers/rnn/conv_lstm.py", 112, "super().__init__(**kwargs)")

    def __init__(self, rank, filters, kernel_size, strides=1, padding="valid", data_format=None, dilation_rate=1,
                 activation="tanh", recurrent_activation="sigmoid", use_bias=True, kernel_initializer="glorot_uniform",
                 recurrent_initializer="orthogonal", bias_initializer="zeros", unit_forget_bias=True,
                 kernel_regularizer=None, recurrent_regularizer=None, bias_regularizer=None, kernel_constraint=None,
                 recurrent_constraint=None, bias_constraint=None, dropout=0.0, recurrent_dropout=0.0, seed=None,
                 **kwargs):
        super().__init__(**kwargs)
        self.seed = seed
        self.seed_generator = SeedGenerator(seed=seed)
        self.rank = rank
        if self.rank > 3:
            raise ValueError(f"Rank {rank} convolutions are not currently implemented. Received: rank={rank}")
        self.filters = filters
        self.kernel_size = argument_validation.standardize_tuple(kernel_size, self.rank, "kernel_size")
        self.strides = argument_validation.standardize_tuple(strides, self.rank, "strides", allow_zero=True)
        self.padding = argument_validation.standardize_padding(padding)
        self.data_format = backend.standardize_data_format(data_format)
        self.dilation_rate = argument_validation.standardize_tuple(dilation_rate, self.rank, "dilation_rate")
        self.activation = activations.get(activation)
        self.recurrent_activation = activations.get(recurrent_activation)
        self.use_bias = use_bias
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.recurrent_initializer = initializers.get(recurrent_initializer)
        self.bias_initializer = initializers.get(bias_initializer)
        self.unit_forget_bias = unit_forget_bias
        self.kernel_regularizer = regularizers.get(kernel_regularizer)
        self.recurrent_regularizer = regularizers.get(recurrent_regularizer)
        self.bias_regularizer = regularizers.get(bias_regularizer)
        self.kernel_constraint = constraints.get(kernel_constraint)
        self.recurrent_constraint = constraints.get(recurrent_constraint)
        self.bias_constraint = constraints.get(bias_constraint)
        self.dropout = min(1.0, max(0.0, dropout))
        self.recurrent_dropout = min(1.0, max(0.0, recurrent_dropout))
        self.dropout_mask_count = 4
        self.input_spec = InputSpec(ndim=rank + 2)
        self.state_size = -1  # the states' shapes come from get_initial_state

    def build(self, inputs_shape, states_shape=None):
        if self.data_format == "channels_first":
            channel_axis = 1
            self.spatial_dims = inputs_shape[2:]
        else:
            channel_axis = -1
            self.spatial_dims = inputs_shape[1:-1]
        if None in self.spatial_dims:
            raise ValueError(
                "ConvLSTM layers only support static input shapes for the spatial dimension. Received invalid input "
                f"shape: input_shape={inputs_shape}"
            )
        if inputs_shape[channel_axis] is None:
            raise ValueError(
                "The channel dimension of the inputs (last axis) should be defined. Found None. Full input shape "
                f"received: input_shape={inputs_shape}"
            )
        self.input_spec = InputSpec(ndim=self.rank + 3, shape=(None,) + inputs_shape[1:])
        input_dim = inputs_shape[channel_axis]
        self.input_dim = input_dim
        self.kernel_shape = self.kernel_size + (input_dim, self.filters * 4)
        recurrent_kernel_shape = self.kernel_size + (self.filters, self.filters * 4)
        self.kernel = self.add_weight(shape=self.kernel_shape, initializer=self.kernel_initializer, name="kernel",
                                      regularizer=self.kernel_regularizer, constraint=self.kernel_constraint)
        self.recurrent_kernel = self.add_weight(shape=recurrent_kernel_shape, initializer=self.recurrent_initializer,
                                                name="recurrent_kernel", regularizer=self.recurrent_regularizer,
                                                constraint=self.recurrent_constraint)
        if self.use_bias:
            if self.unit_forget_bias:

                def bias_initializer(_, *args, **kwargs):
                    return ops.concatenate([
                        self.bias_initializer((self.filters,), *args, **kwargs),
                        initializers.get("ones")((self.filters,), *args, **kwargs),
                        self.bias_initializer((self.filters * 2,), *args, **kwargs),
                    ])
            else:
                bias_initializer = self.bias_initializer
            self.bias = self.add_weight(shape=(self.filters * 4,), name="bias", initializer=bias_initializer,
                                        regularizer=self.bias_regularizer, constraint=self.bias_constraint)
        else:
            self.bias = None

    def call(self, inputs, states, training=False):
        h_tm1 = states[0]  # previous memory state
        c_tm1 = states[1]  # previous carry state
        if training and 0.0 < self.dropout < 1.0:
            dp_mask = self.get_dropout_mask(inputs)
            inputs_i, inputs_f, inputs_c, inputs_o = (inputs * dp_mask[k] for k in range(4))
        else:
            inputs_i = inputs_f = inputs_c = inputs_o = inputs
        if training and 0.0 < self.recurrent_dropout < 1.0:
            rec_dp_mask = self.get_recurrent_dropout_mask(h_tm1)
            h_tm1_i, h_tm1_f, h_tm1_c, h_tm1_o = (h_tm1 * rec_dp_mask[k] for k in range(4))
        else:
            h_tm1_i = h_tm1_f = h_tm1_c = h_tm1_o = h_tm1
        kernel_i, kernel_f, kernel_c, kernel_o = ops.split(self.kernel, 4, axis=self.rank + 1)
        recurrent_i, recurrent_f, recurrent_c, recurrent_o = ops.split(self.recurrent_kernel, 4, axis=self.rank + 1)
        if self.use_bias:
            bias_i, bias_f, bias_c, bias_o = ops.split(self.bias, 4)
        else:
            bias_i = bias_f = bias_c = bias_o = None
        x_i = self.input_conv(inputs_i, kernel_i, bias_i, padding=self.padding)
        x_f = self.input_conv(inputs_f, kernel_f, bias_f, padding=self.padding)
        x_c = self.input_conv(inputs_c, kernel_c, bias_c, padding=self.padding)
        x_o = self.input_conv(inputs_o, kernel_o, bias_o, padding=self.padding)
        h_i = self.recurrent_conv(h_tm1_i, recurrent_i)
        h_f = self.recurrent_conv(h_tm1_f, recurrent_f)
        h_c = self.recurrent_conv(h_tm1_c, recurrent_c)
        h_o = self.recurrent_conv(h_tm1_o, recurrent_o)
        i = self.recurrent_activation(x_i + h_i)
        f = self.recurrent_activation(x_f + h_f)
        c = f * c_tm1 + i * self.activation(x_c + h_c)
        o = self.recurrent_activation(x_o + h_o)
        h = o * self.activation(c)
        return h, [h, c]

    def compute_output_shape(self, inputs_shape, states_shape=None):
        conv_output_shape = operation_utils.compute_conv_output_shape(
            inputs_shape, self.filters, self.kernel_size, strides=self.strides, padding=self.padding,
            data_format=self.data_format, dilation_rate=self.dilation_rate)
        return conv_output_shape, [conv_output_shape, conv_output_shape]

    def get_initial_state(self, batch_size=None):
        if self.data_format == "channels_last":
            input_shape = (batch_size,) + self.spatial_dims + (self.input_dim,)
        else:
            input_shape = (batch_size, self.input_dim) + self.spatial_dims
        state_shape = self.compute_output_shape(input_shape)[0]
        return [ops.zeros(state_shape, dtype=self.compute_dtype), ops.zeros(state_shape, dtype=self.compute_dtype)]

    def input_conv(self, x, w, b=None, padding="valid"):
        conv_out = ops.conv(x, w, strides=self.strides, padding=padding, data_format=self.data_format,
                            dilation_rate=self.dilation_rate)
        if b is not None:
            if self.data_format == "channels_last":
                bias_shape = (1,) * (self.rank + 1) + (self.filters,)
            else:
                bias_shape = (1, self.filters) + (1,) * self.rank
            conv_out += ops.reshape(b, bias_shape)
        return conv_out

    def recurrent_conv(self, x, w):
        strides = argument_validation.standardize_tuple(1, self.rank, "strides", allow_zero=True)
        return ops.conv(x, w, strides=strides, padding="same", data_format=self.data_format)

    def get_config(self):
        return cell_config(self, super().get_config(), _CELL_ARGUMENTS + ("seed",))


class ConvLSTM(RNN):
    """The N-D convolutional LSTM over (batch, time, *spatial, channels) inputs (channels
    after time with channels_first): the last h, or every step's with `return_sequences`,
    then [h, c] with `return_state`."""

    def __init__(self, rank, filters, kernel_size, strides=1, padding="valid", data_format=None, dilation_rate=1,
                 activation="tanh", recurrent_activation="sigmoid", use_bias=True, kernel_initializer="glorot_uniform",
                 recurrent_initializer="orthogonal", bias_initializer="zeros", unit_forget_bias=True,
                 kernel_regularizer=None, recurrent_regularizer=None, bias_regularizer=None, kernel_constraint=None,
                 recurrent_constraint=None, bias_constraint=None, dropout=0.0, recurrent_dropout=0.0, seed=None,
                 return_sequences=False, return_state=False, go_backwards=False, stateful=False, **kwargs):
        cell = ConvLSTMCell(rank=rank, filters=filters, kernel_size=kernel_size, strides=strides, padding=padding,
                            data_format=data_format, dilation_rate=dilation_rate, activation=activation,
                            recurrent_activation=recurrent_activation, use_bias=use_bias,
                            kernel_initializer=kernel_initializer, recurrent_initializer=recurrent_initializer,
                            bias_initializer=bias_initializer, unit_forget_bias=unit_forget_bias,
                            kernel_regularizer=kernel_regularizer, recurrent_regularizer=recurrent_regularizer,
                            bias_regularizer=bias_regularizer, kernel_constraint=kernel_constraint,
                            recurrent_constraint=recurrent_constraint, bias_constraint=bias_constraint,
                            dropout=dropout, recurrent_dropout=recurrent_dropout, seed=seed, name="conv_lstm_cell",
                            dtype=kwargs.get("dtype"))
        super().__init__(cell, return_sequences=return_sequences, return_state=return_state,
                         go_backwards=go_backwards, stateful=stateful, **kwargs)
        self.input_spec = InputSpec(ndim=rank + 3)

    def call(self, sequences, initial_state=None, mask=None, training=False):
        return super().call(sequences, initial_state=initial_state, mask=mask, training=training)

    def compute_output_shape(self, sequences_shape, initial_state_shape=None):
        batch_size = sequences_shape[0]
        steps = sequences_shape[1]
        step_shape = (batch_size,) + tuple(sequences_shape[2:])
        state_shape = self.cell.compute_output_shape(step_shape)[0][1:]
        if self.return_sequences:
            output_shape = (batch_size, steps) + state_shape
        else:
            output_shape = (batch_size,) + state_shape
        if self.return_state:
            batched_state_shape = (batch_size,) + state_shape
            return output_shape, batched_state_shape, batched_state_shape
        return output_shape

    def compute_mask(self, _, mask):
        mask = tree.flatten(mask)[0]
        output_mask = mask if self.return_sequences else None
        if self.return_state:
            return [output_mask, None, None]
        return output_mask

    def get_config(self):
        return rnn_layer_config(self, super().get_config(), _CELL_ARGUMENTS)

    @classmethod
    def from_config(cls, config):
        return cls(**config)


cell_properties(ConvLSTM, _CELL_ARGUMENTS)
