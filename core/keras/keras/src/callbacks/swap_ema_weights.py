"""SwapEMAWeights (keras/src/callbacks/swap_ema_weights.py): with an optimizer built with
`use_ema=True`, evaluation and prediction (and, with `swap_on_epoch`, the end of each epoch)
run on the moving-average weights, swapped in and back out. On TensorFlow Keras swaps each
pair of variables in place by additions (a += b; b = a - b; a -= b), so the swapped values
carry that float rounding; so do these."""
from keras.src import backend
from keras.src.callbacks.callback import Callback


class SwapEMAWeights(Callback):
    """Raises ValueError (when it first swaps) if the optimizer does not use EMA."""

    def __init__(self, swap_on_epoch=False):
        super().__init__()
        self.swap_on_epoch = swap_on_epoch
        self._ema_weights_in_model = False

    def _tf_swap_variables(self, optimizer):
        for var, average_var in zip(self.model.trainable_variables, optimizer._model_variables_moving_average):
            if isinstance(var, backend.Variable):
                var = var.value
            if isinstance(average_var, backend.Variable):
                average_var = average_var.value
            var.assign_add(average_var)
            average_var.assign(var - average_var)
            var.assign(var - average_var)

    def _tf_finalize_ema_values(self, optimizer):
        for var, average_var in zip(self.model.trainable_variables, optimizer._model_variables_moving_average):
            if isinstance(var, backend.Variable):
                var = var.value
            if isinstance(average_var, backend.Variable):
                average_var = average_var.value
            average_var.assign(var)

    def _ema_optimizer(self):
        optimizer = self.model.optimizer
        if hasattr(optimizer, "inner_optimizer"):
            optimizer = optimizer.inner_optimizer
        if not hasattr(optimizer, "_model_variables_moving_average"):
            raise ValueError("SwapEMAWeights must be used when `use_ema=True` is set on the optimizer. Received: "
                             f"use_ema={optimizer.use_ema}")
        return optimizer

    def _swap_variables(self):
        self._tf_swap_variables(self._ema_optimizer())

    def _finalize_ema_values(self):
        self._tf_finalize_ema_values(self._ema_optimizer())

    def on_epoch_begin(self, epoch, logs=None):
        if self.swap_on_epoch and self._ema_weights_in_model:
            self._swap_variables()
            self._ema_weights_in_model = False

    def on_epoch_end(self, epoch, logs=None):
        if self.swap_on_epoch and not self._ema_weights_in_model:
            self._swap_variables()
            self._ema_weights_in_model = True
            # fit's end writes the averages into the model: they must be the averages of the
            # last epoch, now sitting in the model's variables.
            if epoch == self.params["epochs"] - 1:
                self._finalize_ema_values()

    def on_test_begin(self, logs=None):
        if not self._ema_weights_in_model:
            self._swap_variables()
            self._ema_weights_in_model = True

    def on_test_end(self, logs=None):
        if self._ema_weights_in_model:
            self._swap_variables()
            self._ema_weights_in_model = False

    def on_predict_begin(self, logs=None):
        if not self._ema_weights_in_model:
            self._swap_variables()
            self._ema_weights_in_model = True

    def on_predict_end(self, logs=None):
        if not self._ema_weights_in_model:
            self._swap_variables()
            self._ema_weights_in_model = False
