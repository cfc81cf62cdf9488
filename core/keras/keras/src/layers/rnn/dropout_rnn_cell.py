"""DropoutRNNCell (keras/src/layers/rnn/dropout_rnn_cell.py): a mixin giving a cell dropout
masks made once per RNN call (the same mask at every step), from the cell's SeedGenerator."""
from keras.src import backend, ops


class DropoutRNNCell:
    def _create_dropout_mask(self, step_input, dropout_rate):
        count = getattr(self, "dropout_mask_count", None)
        ones = ops.ones_like(step_input)
        if count is None:
            return backend.random.dropout(ones, rate=dropout_rate, seed=self.seed_generator)
        return [backend.random.dropout(ones, rate=dropout_rate, seed=self.seed_generator) for _ in range(count)]

    def get_dropout_mask(self, step_input):
        if not hasattr(self, "_dropout_mask"):
            self._dropout_mask = None
        if self._dropout_mask is None and self.dropout > 0:
            self._dropout_mask = self._create_dropout_mask(step_input, self.dropout)
        return self._dropout_mask

    def get_recurrent_dropout_mask(self, step_input):
        if not hasattr(self, "_recurrent_dropout_mask"):
            self._recurrent_dropout_mask = None
        if self._recurrent_dropout_mask is None and self.recurrent_dropout > 0:
            self._recurrent_dropout_mask = self._create_dropout_mask(step_input, self.recurrent_dropout)
        return self._recurrent_dropout_mask

    def reset_dropout_mask(self):
        self._dropout_mask = None

    def reset_recurrent_dropout_mask(self):
        self._recurrent_dropout_mask = None
