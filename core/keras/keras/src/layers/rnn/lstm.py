"""LSTMCell and LSTM (keras/src/layers/rnn/lstm.py): gates i, f, c, o from
`x @ kernel + h @ recurrent_kernel + bias` (units * 4 columns, in that order);
`c_t = f * c_{t-1} + i * activation(c~)`, `h_t = o * activation(c_t)`."""
from keras.src import backend, initializers, ops, tree
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.rnn.dropout_rnn_cell import DropoutRNNCell, check_units, configure_cell, configure_gated_cell
from keras.src.layers.rnn.rnn import _COMMON_CELL_ATTRIBUTES, RNN, cell_config, cell_properties, rnn_layer_config


def set_up_cudnn(layer, use_cudnn):
    """The end of LSTM's and GRU's __init__: their input spec, the `use_cudnn` check, and no
    XLA when cuDNN could run the layer (never in tfplay, which has no GPU)."""
    layer.input_spec = InputSpec(ndim=3)
    if use_cudnn not in ("auto", True, False):
        raise ValueError(
            "Invalid valid received for argument `use_cudnn`. Expected one of {'auto', True, False}. "
            f"Received: use_cudnn={use_cudnn}"
        )
    layer.use_cudnn = use_cudnn
    cell = layer.cell
    reset_after = getattr(cell, "reset_after", None)
    if backend.cudnn_ok(cell.activation, cell.recurrent_activation, layer.unroll, cell.use_bias,
                        reset_after=reset_after) and use_cudnn in (True, "auto"):
        layer.supports_jit = False


def cudnn_fallback(layer, run_cudnn, sequences, initial_state, mask, training):
    """LSTM/GRU inner_loop: try the backend's cuDNN kernel (its dropout applied to the
    sequences first), and run the generic loop when it raises NotImplementedError."""
    if layer.use_cudnn in ("auto", True) and not layer.recurrent_dropout:
        try:
            if training and layer.dropout:
                dp_mask = layer.cell.get_dropout_mask(sequences[:, 0, :])
                dp_mask = ops.expand_dims(dp_mask, axis=1)
                dp_mask = ops.broadcast_to(dp_mask, ops.shape(sequences))
                dp_sequences = sequences * dp_mask
            else:
                dp_sequences = sequences
            out = run_cudnn(dp_sequences)
            layer.supports_jit = False
            return out
        except NotImplementedError:
            pass
    if layer.use_cudnn is True:
        raise ValueError(
            "use_cudnn=True was specified, but cuDNN is not supported for this layer configuration with this "
            "backend. Pass use_cudnn='auto' to fallback to a non-cuDNN implementation."
        )
    return RNN.inner_loop(layer, sequences, initial_state, mask=mask, training=training)


class LSTMCell(Layer, DropoutRNNCell):
    """Weights: kernel (input_dim, 4 * units), recurrent_kernel (units, 4 * units), bias
    (4 * units,) with the forget gate's quarter initialized to ones (`unit_forget_bias`).
    Raises ValueError for units <= 0."""

    _init_call_site = ("layers/rnn/lstm.py", 115, "super().__init__(**kwargs)")

    def __init__(self, units, activation="tanh", recurrent_activation="sigmoid", use_bias=True,
                 kernel_initializer="glorot_uniform", recurrent_initializer="orthogonal", bias_initializer="zeros",
                 unit_forget_bias=True, kernel_regularizer=None, recurrent_regularizer=None, bias_regularizer=None,
                 kernel_constraint=None, recurrent_constraint=None, bias_constraint=None, dropout=0.0,
                 recurrent_dropout=0.0, seed=None, **kwargs):
        check_units(units)
        implementation = kwargs.pop("implementation", 2)
        super().__init__(**kwargs)
        self.implementation = implementation
        configure_cell(self, units, activation, use_bias, dropout, recurrent_dropout, recurrent_activation,
                       kernel=(kernel_initializer, kernel_regularizer, kernel_constraint),
                       recurrent=(recurrent_initializer, recurrent_regularizer, recurrent_constraint),
                       bias=(bias_initializer, bias_regularizer, bias_constraint))
        configure_gated_cell(self, 4, seed)
        self.unit_forget_bias = unit_forget_bias
        self.state_size = [self.units, self.units]
        self.output_size = self.units

    def build(self, input_shape):
        super().build(input_shape)
        input_dim = input_shape[-1]
        self.kernel = self.add_weight(shape=(input_dim, self.units * 4), name="kernel",
                                      initializer=self.kernel_initializer, regularizer=self.kernel_regularizer,
                                      constraint=self.kernel_constraint)
        self.recurrent_kernel = self.add_weight(shape=(self.units, self.units * 4), name="recurrent_kernel",
                                                initializer=self.recurrent_initializer,
                                                regularizer=self.recurrent_regularizer,
                                                constraint=self.recurrent_constraint)
        if self.use_bias:
            if self.unit_forget_bias:

                def bias_initializer(_, *args, **kwargs):
                    return ops.concatenate([
                        self.bias_initializer((self.units,), *args, **kwargs),
                        initializers.get("ones")((self.units,), *args, **kwargs),
                        self.bias_initializer((self.units * 2,), *args, **kwargs),
                    ])
            else:
                bias_initializer = self.bias_initializer
            self.bias = self.add_weight(shape=(self.units * 4,), name="bias", initializer=bias_initializer,
                                        regularizer=self.bias_regularizer, constraint=self.bias_constraint)
        else:
            self.bias = None

    def _compute_carry_and_output(self, x, h_tm1, c_tm1):
        x_i, x_f, x_c, x_o = x
        h_tm1_i, h_tm1_f, h_tm1_c, h_tm1_o = h_tm1
        i = self.recurrent_activation(x_i + ops.matmul(h_tm1_i, self.recurrent_kernel[:, : self.units]))
        f = self.recurrent_activation(
            x_f + ops.matmul(h_tm1_f, self.recurrent_kernel[:, self.units : self.units * 2]))
        c = f * c_tm1 + i * self.activation(
            x_c + ops.matmul(h_tm1_c, self.recurrent_kernel[:, self.units * 2 : self.units * 3]))
        o = self.recurrent_activation(x_o + ops.matmul(h_tm1_o, self.recurrent_kernel[:, self.units * 3 :]))
        return c, o

    def _compute_carry_and_output_fused(self, z, c_tm1):
        z0, z1, z2, z3 = z
        i = self.recurrent_activation(z0)
        f = self.recurrent_activation(z1)
        c = f * c_tm1 + i * self.activation(z2)
        o = self.recurrent_activation(z3)
        return c, o

    def call(self, inputs, states, training=False):
        h_tm1 = states[0]
        c_tm1 = states[1]
        if self.implementation == 1:
            if training and 0.0 < self.dropout < 1.0:
                dp_mask = self.get_dropout_mask(inputs)
                inputs_i, inputs_f, inputs_c, inputs_o = (inputs * dp_mask[k] for k in range(4))
            else:
                inputs_i = inputs_f = inputs_c = inputs_o = inputs
            k_i, k_f, k_c, k_o = ops.split(self.kernel, 4, axis=1)
            x_i = ops.matmul(inputs_i, k_i)
            x_f = ops.matmul(inputs_f, k_f)
            x_c = ops.matmul(inputs_c, k_c)
            x_o = ops.matmul(inputs_o, k_o)
            if self.use_bias:
                b_i, b_f, b_c, b_o = ops.split(self.bias, 4, axis=0)
                x_i += b_i
                x_f += b_f
                x_c += b_c
                x_o += b_o
            if training and 0.0 < self.recurrent_dropout < 1.0:
                rec_dp_mask = self.get_recurrent_dropout_mask(h_tm1)
                h_tm1_i, h_tm1_f, h_tm1_c, h_tm1_o = (h_tm1 * rec_dp_mask[k] for k in range(4))
            else:
                h_tm1_i = h_tm1_f = h_tm1_c = h_tm1_o = h_tm1
            c, o = self._compute_carry_and_output((x_i, x_f, x_c, x_o), (h_tm1_i, h_tm1_f, h_tm1_c, h_tm1_o), c_tm1)
        else:
            if training and 0.0 < self.dropout < 1.0:
                dp_mask = self.get_dropout_mask(inputs)
                inputs = inputs * dp_mask
            z = ops.matmul(inputs, self.kernel)
            z += ops.matmul(h_tm1, self.recurrent_kernel)
            if self.use_bias:
                z += self.bias
            z = ops.split(z, 4, axis=1)
            c, o = self._compute_carry_and_output_fused(z, c_tm1)
        h = o * self.activation(c)
        return h, [h, c]

    def get_initial_state(self, batch_size=None):
        return [ops.zeros((batch_size, d), dtype=self.compute_dtype) for d in self.state_size]

    def get_config(self):
        return cell_config(self, super().get_config(), (
            "units", "activation", "recurrent_activation", "use_bias", "unit_forget_bias", "kernel_initializer",
            "recurrent_initializer", "bias_initializer", "kernel_regularizer", "recurrent_regularizer",
            "bias_regularizer", "kernel_constraint", "recurrent_constraint", "bias_constraint", "dropout",
            "recurrent_dropout", "seed"))


class LSTM(RNN):
    """Long Short-Term Memory over (batch, time, features) inputs; its states are [h, c]."""

    def __init__(self, units, activation="tanh", recurrent_activation="sigmoid", use_bias=True,
                 kernel_initializer="glorot_uniform", recurrent_initializer="orthogonal", bias_initializer="zeros",
                 unit_forget_bias=True, kernel_regularizer=None, recurrent_regularizer=None, bias_regularizer=None,
                 activity_regularizer=None, kernel_constraint=None, recurrent_constraint=None, bias_constraint=None,
                 dropout=0.0, recurrent_dropout=0.0, seed=None, return_sequences=False, return_state=False,
                 go_backwards=False, stateful=False, unroll=False, use_cudnn="auto", **kwargs):
        cell = LSTMCell(units, activation=activation, recurrent_activation=recurrent_activation, use_bias=use_bias,
                        kernel_initializer=kernel_initializer, unit_forget_bias=unit_forget_bias,
                        recurrent_initializer=recurrent_initializer, bias_initializer=bias_initializer,
                        kernel_regularizer=kernel_regularizer, recurrent_regularizer=recurrent_regularizer,
                        bias_regularizer=bias_regularizer, kernel_constraint=kernel_constraint,
                        recurrent_constraint=recurrent_constraint, bias_constraint=bias_constraint, dropout=dropout,
                        recurrent_dropout=recurrent_dropout, dtype=kwargs.get("dtype", None),
                        trainable=kwargs.get("trainable", True), name="lstm_cell", seed=seed,
                        implementation=kwargs.pop("implementation", 2))
        super().__init__(cell, return_sequences=return_sequences, return_state=return_state,
                         go_backwards=go_backwards, stateful=stateful, unroll=unroll,
                         activity_regularizer=activity_regularizer, **kwargs)
        set_up_cudnn(self, use_cudnn)

    def inner_loop(self, sequences, initial_state, mask, training=False):
        if tree.is_nested(mask):
            mask = mask[0]

        def run_cudnn(dp_sequences):
            return backend.lstm(dp_sequences, initial_state[0], initial_state[1], mask, kernel=self.cell.kernel,
                                recurrent_kernel=self.cell.recurrent_kernel, bias=self.cell.bias,
                                activation=self.cell.activation, recurrent_activation=self.cell.recurrent_activation,
                                return_sequences=self.return_sequences, go_backwards=self.go_backwards,
                                unroll=self.unroll)

        return cudnn_fallback(self, run_cudnn, sequences, initial_state, mask, training)

    def call(self, sequences, initial_state=None, mask=None, training=False):
        return super().call(sequences, mask=mask, training=training, initial_state=initial_state)


    def get_config(self):
        return rnn_layer_config(self, super().get_config(), ('units', 'activation', 'recurrent_activation', 'use_bias', 'kernel_initializer', 'recurrent_initializer', 'bias_initializer', 'unit_forget_bias', 'kernel_regularizer', 'recurrent_regularizer', 'bias_regularizer', 'kernel_constraint', 'recurrent_constraint', 'bias_constraint', 'dropout', 'recurrent_dropout'))

    @classmethod
    def from_config(cls, config):
        # The config holds the cell's arguments, not a cell (get_config drops RNN's "cell").
        return cls(**config)


cell_properties(LSTM, _COMMON_CELL_ATTRIBUTES + ("recurrent_activation", "unit_forget_bias", "implementation"))
