"""DropoutRNNCell (keras/src/layers/rnn/dropout_rnn_cell.py): a mixin giving a cell dropout
masks made once per RNN call (the same mask at every step), from the cell's SeedGenerator."""
from keras.src import activations, backend, ops
from keras.src.layers.weight_options import set_weight_options
from keras.src.random.seed_generator import SeedGenerator


def check_units(units):
    """The cells' check of `units`, made before anything else."""
    if units <= 0:
        raise ValueError(f"Received an invalid value for argument `units`, expected a positive integer, got {units}.")


def configure_cell(cell, units, activation, use_bias, dropout, recurrent_dropout, recurrent_activation=None,
                   **weights):
    """The arguments SimpleRNNCell, LSTMCell and GRUCell share, set on `cell` in their order
    (the initializers draw their seeds in it); `weights` maps kernel/recurrent/bias to
    (initializer, regularizer, constraint); the dropout rates are clipped to [0, 1]."""
    cell.units = units
    cell.activation = activations.get(activation)
    if recurrent_activation is not None:
        cell.recurrent_activation = activations.get(recurrent_activation)
    cell.use_bias = use_bias
    set_weight_options(cell, **weights)
    cell.dropout = min(1.0, max(0.0, dropout))
    cell.recurrent_dropout = min(1.0, max(0.0, recurrent_dropout))


def configure_gated_cell(cell, gates, seed):
    """LSTMCell's and GRUCell's end of __init__, after configure_cell: implementation 1
    (a matmul and a dropout mask per gate) whenever there is recurrent dropout, then the
    SeedGenerator, whose seed is drawn after the initializers'."""
    if cell.recurrent_dropout != 0.0:
        cell.implementation = 1
    if cell.implementation == 1:
        cell.dropout_mask_count = gates
    cell.seed = seed
    cell.seed_generator = SeedGenerator(seed=seed)


class DropoutRNNCell:
    def _create_dropout_mask(self, step_input, dropout_rate):
        count = getattr(self, "dropout_mask_count", None)
        ones = ops.ones_like(step_input)
        if count is None:
            return backend.random.dropout(ones, rate=dropout_rate, seed=self.seed_generator)
        return [backend.random.dropout(ones, rate=dropout_rate, seed=self.seed_generator) for _ in range(count)]

    def _cached_mask(self, attribute, rate, step_input):
        if not hasattr(self, attribute):
            setattr(self, attribute, None)
        if getattr(self, attribute) is None and rate > 0:
            setattr(self, attribute, self._create_dropout_mask(step_input, rate))
        return getattr(self, attribute)

    def get_dropout_mask(self, step_input):
        return self._cached_mask("_dropout_mask", self.dropout, step_input)

    def get_recurrent_dropout_mask(self, step_input):
        return self._cached_mask("_recurrent_dropout_mask", self.recurrent_dropout, step_input)

    def reset_dropout_mask(self):
        self._dropout_mask = None

    def reset_recurrent_dropout_mask(self):
        self._recurrent_dropout_mask = None
