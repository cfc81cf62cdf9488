"""GRUCell and GRU (keras/src/layers/rnn/gru.py): update gate z, reset gate r and candidate
hh (units * 3 kernel columns, in that order); `h_t = z * h_{t-1} + (1 - z) * hh`. With
`reset_after` (Keras 3's default) r multiplies `h @ recurrent_kernel + recurrent_bias`, and
the bias is (2, 3 * units): input and recurrent biases."""
from keras.src import backend, ops, tree
from keras.src.layers.layer import Layer
from keras.src.layers.rnn.dropout_rnn_cell import DropoutRNNCell, check_units, configure_cell, configure_gated_cell
from keras.src.layers.rnn.lstm import cudnn_fallback, set_up_cudnn
from keras.src.layers.rnn.rnn import _COMMON_CELL_ATTRIBUTES, RNN, cell_config, cell_properties, rnn_layer_config


class GRUCell(Layer, DropoutRNNCell):
    """Weights: kernel (input_dim, 3 * units), recurrent_kernel (units, 3 * units), bias
    (2, 3 * units) with `reset_after`, else (3 * units,). Raises ValueError for units <= 0."""

    _init_call_site = ("layers/rnn/gru.py", 113, "super().__init__(**kwargs)")

    def __init__(self, units, activation="tanh", recurrent_activation="sigmoid", use_bias=True,
                 kernel_initializer="glorot_uniform", recurrent_initializer="orthogonal", bias_initializer="zeros",
                 kernel_regularizer=None, recurrent_regularizer=None, bias_regularizer=None, kernel_constraint=None,
                 recurrent_constraint=None, bias_constraint=None, dropout=0.0, recurrent_dropout=0.0,
                 reset_after=True, seed=None, **kwargs):
        check_units(units)
        implementation = kwargs.pop("implementation", 2)
        super().__init__(**kwargs)
        self.implementation = implementation
        configure_cell(self, units, activation, use_bias, dropout, recurrent_dropout, recurrent_activation,
                       kernel=(kernel_initializer, kernel_regularizer, kernel_constraint),
                       recurrent=(recurrent_initializer, recurrent_regularizer, recurrent_constraint),
                       bias=(bias_initializer, bias_regularizer, bias_constraint))
        configure_gated_cell(self, 3, seed)
        self.reset_after = reset_after
        self.state_size = self.units
        self.output_size = self.units

    def build(self, input_shape):
        super().build(input_shape)
        input_dim = input_shape[-1]
        self.kernel = self.add_weight(shape=(input_dim, self.units * 3), name="kernel",
                                      initializer=self.kernel_initializer, regularizer=self.kernel_regularizer,
                                      constraint=self.kernel_constraint)
        self.recurrent_kernel = self.add_weight(shape=(self.units, self.units * 3), name="recurrent_kernel",
                                                initializer=self.recurrent_initializer,
                                                regularizer=self.recurrent_regularizer,
                                                constraint=self.recurrent_constraint)
        if self.use_bias:
            bias_shape = (3 * self.units,) if not self.reset_after else (2, 3 * self.units)
            self.bias = self.add_weight(shape=bias_shape, name="bias", initializer=self.bias_initializer,
                                        regularizer=self.bias_regularizer, constraint=self.bias_constraint)
        else:
            self.bias = None

    def call(self, inputs, states, training=False):
        h_tm1 = states[0] if tree.is_nested(states) else states
        if self.use_bias:
            if not self.reset_after:
                input_bias, recurrent_bias = self.bias, None
            else:
                input_bias, recurrent_bias = (ops.squeeze(e, axis=0)
                                              for e in ops.split(self.bias, self.bias.shape[0], axis=0))
        if self.implementation == 1:
            if training and 0.0 < self.dropout < 1.0:
                dp_mask = self.get_dropout_mask(inputs)
                inputs_z, inputs_r, inputs_h = (inputs * dp_mask[k] for k in range(3))
            else:
                inputs_z = inputs_r = inputs_h = inputs
            x_z = ops.matmul(inputs_z, self.kernel[:, : self.units])
            x_r = ops.matmul(inputs_r, self.kernel[:, self.units : self.units * 2])
            x_h = ops.matmul(inputs_h, self.kernel[:, self.units * 2 :])
            if self.use_bias:
                x_z += input_bias[: self.units]
                x_r += input_bias[self.units : self.units * 2]
                x_h += input_bias[self.units * 2 :]
            if training and 0.0 < self.recurrent_dropout < 1.0:
                rec_dp_mask = self.get_recurrent_dropout_mask(h_tm1)
                h_tm1_z, h_tm1_r, h_tm1_h = (h_tm1 * rec_dp_mask[k] for k in range(3))
            else:
                h_tm1_z = h_tm1_r = h_tm1_h = h_tm1
            recurrent_z = ops.matmul(h_tm1_z, self.recurrent_kernel[:, : self.units])
            recurrent_r = ops.matmul(h_tm1_r, self.recurrent_kernel[:, self.units : self.units * 2])
            if self.reset_after and self.use_bias:
                recurrent_z += recurrent_bias[: self.units]
                recurrent_r += recurrent_bias[self.units : self.units * 2]
            z = self.recurrent_activation(x_z + recurrent_z)
            r = self.recurrent_activation(x_r + recurrent_r)
            if self.reset_after:
                recurrent_h = ops.matmul(h_tm1_h, self.recurrent_kernel[:, self.units * 2 :])
                if self.use_bias:
                    recurrent_h += recurrent_bias[self.units * 2 :]
                recurrent_h = r * recurrent_h
            else:
                recurrent_h = ops.matmul(r * h_tm1_h, self.recurrent_kernel[:, self.units * 2 :])
            hh = self.activation(x_h + recurrent_h)
        else:
            if training and 0.0 < self.dropout < 1.0:
                dp_mask = self.get_dropout_mask(inputs)
                inputs = inputs * dp_mask
            matrix_x = ops.matmul(inputs, self.kernel)
            if self.use_bias:
                matrix_x += input_bias
            x_z, x_r, x_h = ops.split(matrix_x, 3, axis=-1)
            if self.reset_after:
                matrix_inner = ops.matmul(h_tm1, self.recurrent_kernel)
                if self.use_bias:
                    matrix_inner += recurrent_bias
            else:
                matrix_inner = ops.matmul(h_tm1, self.recurrent_kernel[:, : 2 * self.units])
            recurrent_z = matrix_inner[:, : self.units]
            recurrent_r = matrix_inner[:, self.units : self.units * 2]
            recurrent_h = matrix_inner[:, self.units * 2 :]
            z = self.recurrent_activation(x_z + recurrent_z)
            r = self.recurrent_activation(x_r + recurrent_r)
            if self.reset_after:
                recurrent_h = r * recurrent_h
            else:
                recurrent_h = ops.matmul(r * h_tm1, self.recurrent_kernel[:, 2 * self.units :])
            hh = self.activation(x_h + recurrent_h)
        h = z * h_tm1 + (1 - z) * hh
        new_state = [h] if tree.is_nested(states) else h
        return h, new_state

    def get_initial_state(self, batch_size=None):
        return [ops.zeros((batch_size, self.state_size), dtype=self.compute_dtype)]

    def get_config(self):
        return cell_config(self, super().get_config(), (
            "units", "activation", "recurrent_activation", "use_bias", "kernel_initializer",
            "recurrent_initializer", "bias_initializer", "kernel_regularizer", "recurrent_regularizer",
            "bias_regularizer", "kernel_constraint", "recurrent_constraint", "bias_constraint", "dropout",
            "recurrent_dropout", "reset_after", "seed"))


class GRU(RNN):
    """Gated Recurrent Unit over (batch, time, features) inputs (reset_after=True, Keras 3's
    default)."""

    def __init__(self, units, activation="tanh", recurrent_activation="sigmoid", use_bias=True,
                 kernel_initializer="glorot_uniform", recurrent_initializer="orthogonal", bias_initializer="zeros",
                 kernel_regularizer=None, recurrent_regularizer=None, bias_regularizer=None, activity_regularizer=None,
                 kernel_constraint=None, recurrent_constraint=None, bias_constraint=None, dropout=0.0,
                 recurrent_dropout=0.0, seed=None, return_sequences=False, return_state=False, go_backwards=False,
                 stateful=False, unroll=False, reset_after=True, use_cudnn="auto", **kwargs):
        cell = GRUCell(units, activation=activation, recurrent_activation=recurrent_activation, use_bias=use_bias,
                       kernel_initializer=kernel_initializer, recurrent_initializer=recurrent_initializer,
                       bias_initializer=bias_initializer, kernel_regularizer=kernel_regularizer,
                       recurrent_regularizer=recurrent_regularizer, bias_regularizer=bias_regularizer,
                       kernel_constraint=kernel_constraint, recurrent_constraint=recurrent_constraint,
                       bias_constraint=bias_constraint, dropout=dropout, recurrent_dropout=recurrent_dropout,
                       reset_after=reset_after, dtype=kwargs.get("dtype", None),
                       trainable=kwargs.get("trainable", True), name="gru_cell", seed=seed,
                       implementation=kwargs.pop("implementation", 2))
        super().__init__(cell, return_sequences=return_sequences, return_state=return_state,
                         go_backwards=go_backwards, stateful=stateful, unroll=unroll,
                         activity_regularizer=activity_regularizer, **kwargs)
        set_up_cudnn(self, use_cudnn)

    def inner_loop(self, sequences, initial_state, mask, training=False):
        if tree.is_nested(initial_state):
            initial_state = initial_state[0]
        if tree.is_nested(mask):
            mask = mask[0]

        def run_cudnn(dp_sequences):
            return backend.gru(dp_sequences, initial_state, mask, kernel=self.cell.kernel,
                               recurrent_kernel=self.cell.recurrent_kernel, bias=self.cell.bias,
                               activation=self.cell.activation, recurrent_activation=self.cell.recurrent_activation,
                               return_sequences=self.return_sequences, go_backwards=self.go_backwards,
                               unroll=self.unroll, reset_after=self.cell.reset_after)

        return cudnn_fallback(self, run_cudnn, sequences, initial_state, mask, training)

    def call(self, sequences, initial_state=None, mask=None, training=False):
        return super().call(sequences, mask=mask, training=training, initial_state=initial_state)


    def get_config(self):
        return rnn_layer_config(self, super().get_config(), ('units', 'activation', 'recurrent_activation', 'use_bias', 'kernel_initializer', 'recurrent_initializer', 'bias_initializer', 'kernel_regularizer', 'recurrent_regularizer', 'bias_regularizer', 'kernel_constraint', 'recurrent_constraint', 'bias_constraint', 'dropout', 'recurrent_dropout', 'reset_after'))

    @classmethod
    def from_config(cls, config):
        # The config holds the cell's arguments, not a cell (get_config drops RNN's "cell").
        return cls(**config)


cell_properties(GRU, _COMMON_CELL_ATTRIBUTES + ("recurrent_activation", "implementation", "reset_after"))
