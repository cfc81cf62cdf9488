"""SimpleRNNCell and SimpleRNN (keras/src/layers/rnn/simple_rnn.py):
`h_t = activation(x_t @ kernel + bias + h_{t-1} @ recurrent_kernel)`."""
from keras.src import ops
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.rnn.dropout_rnn_cell import DropoutRNNCell, check_units, configure_cell
from keras.src.layers.rnn.rnn import _COMMON_CELL_ATTRIBUTES, RNN, cell_config, cell_properties, rnn_layer_config
from keras.src.random.seed_generator import SeedGenerator


class SimpleRNNCell(Layer, DropoutRNNCell):
    """Weights: kernel (input_dim, units), recurrent_kernel (units, units), bias (units,).
    Raises ValueError for units <= 0."""

    _init_call_site = ("layers/rnn/simple_rnn.py", 103, "super().__init__(**kwargs)")

    def __init__(self, units, activation="tanh", use_bias=True, kernel_initializer="glorot_uniform",
                 recurrent_initializer="orthogonal", bias_initializer="zeros", kernel_regularizer=None,
                 recurrent_regularizer=None, bias_regularizer=None, kernel_constraint=None, recurrent_constraint=None,
                 bias_constraint=None, dropout=0.0, recurrent_dropout=0.0, seed=None, **kwargs):
        check_units(units)
        super().__init__(**kwargs)
        self.seed = seed
        self.seed_generator = SeedGenerator(seed)
        configure_cell(self, units, activation, use_bias, dropout, recurrent_dropout,
                       kernel=(kernel_initializer, kernel_regularizer, kernel_constraint),
                       recurrent=(recurrent_initializer, recurrent_regularizer, recurrent_constraint),
                       bias=(bias_initializer, bias_regularizer, bias_constraint))
        self.state_size = self.units
        self.output_size = self.units

    def build(self, input_shape):
        self.kernel = self.add_weight(shape=(input_shape[-1], self.units), name="kernel",
                                      initializer=self.kernel_initializer, regularizer=self.kernel_regularizer,
                                      constraint=self.kernel_constraint)
        self.recurrent_kernel = self.add_weight(shape=(self.units, self.units), name="recurrent_kernel",
                                                initializer=self.recurrent_initializer,
                                                regularizer=self.recurrent_regularizer,
                                                constraint=self.recurrent_constraint)
        if self.use_bias:
            self.bias = self.add_weight(shape=(self.units,), name="bias", initializer=self.bias_initializer,
                                        regularizer=self.bias_regularizer, constraint=self.bias_constraint)
        else:
            self.bias = None

    def call(self, sequence, states, training=False):
        prev_output = states[0] if isinstance(states, (list, tuple)) else states
        dp_mask = self.get_dropout_mask(sequence)
        rec_dp_mask = self.get_recurrent_dropout_mask(prev_output)
        if training and dp_mask is not None:
            sequence = sequence * dp_mask
        h = ops.matmul(sequence, self.kernel)
        if self.bias is not None:
            h += self.bias
        if training and rec_dp_mask is not None:
            prev_output = prev_output * rec_dp_mask
        output = h + ops.matmul(prev_output, self.recurrent_kernel)
        if self.activation is not None:
            output = self.activation(output)
        new_state = [output] if isinstance(states, (list, tuple)) else output
        return output, new_state

    def get_initial_state(self, batch_size=None):
        return [ops.zeros((batch_size, self.state_size), dtype=self.compute_dtype)]

    def get_config(self):
        return cell_config(self, super().get_config(), _COMMON_CELL_ATTRIBUTES + ("seed",))


class SimpleRNN(RNN):
    """A fully connected RNN over (batch, time, features) inputs."""

    def __init__(self, units, activation="tanh", use_bias=True, kernel_initializer="glorot_uniform",
                 recurrent_initializer="orthogonal", bias_initializer="zeros", kernel_regularizer=None,
                 recurrent_regularizer=None, bias_regularizer=None, activity_regularizer=None, kernel_constraint=None,
                 recurrent_constraint=None, bias_constraint=None, dropout=0.0, recurrent_dropout=0.0,
                 return_sequences=False, return_state=False, go_backwards=False, stateful=False, unroll=False,
                 seed=None, **kwargs):
        cell = SimpleRNNCell(units, activation=activation, use_bias=use_bias, kernel_initializer=kernel_initializer,
                             recurrent_initializer=recurrent_initializer, bias_initializer=bias_initializer,
                             kernel_regularizer=kernel_regularizer, recurrent_regularizer=recurrent_regularizer,
                             bias_regularizer=bias_regularizer, kernel_constraint=kernel_constraint,
                             recurrent_constraint=recurrent_constraint, bias_constraint=bias_constraint,
                             dropout=dropout, recurrent_dropout=recurrent_dropout, seed=seed,
                             dtype=kwargs.get("dtype", None), trainable=kwargs.get("trainable", True),
                             name="simple_rnn_cell")
        super().__init__(cell, return_sequences=return_sequences, return_state=return_state,
                         go_backwards=go_backwards, stateful=stateful, unroll=unroll, **kwargs)
        self.input_spec = [InputSpec(ndim=3)]

    def call(self, sequences, initial_state=None, mask=None, training=False):
        return super().call(sequences, mask=mask, training=training, initial_state=initial_state)


    def get_config(self):
        return rnn_layer_config(self, super().get_config(), _COMMON_CELL_ATTRIBUTES, seed=False)

    @classmethod
    def from_config(cls, config):
        # The config holds the cell's arguments, not a cell (get_config drops RNN's "cell").
        return cls(**config)


cell_properties(SimpleRNN, _COMMON_CELL_ATTRIBUTES)
