"""Callback (keras/src/callbacks/callback.py): hooks `fit`, `evaluate` and `predict` call at
the start and end of training, epochs and batches."""
from keras.src.utils import python_utils


class Callback:
    def __init__(self):
        self.params = None
        self._model = None

    def set_params(self, params):
        self.params = params

    def set_model(self, model):
        self._model = model

    @property
    def model(self):
        return self._model

    @python_utils.default
    def on_batch_begin(self, batch, logs=None):
        pass

    @python_utils.default
    def on_batch_end(self, batch, logs=None):
        pass

    @python_utils.default
    def on_epoch_begin(self, epoch, logs=None):
        pass

    @python_utils.default
    def on_epoch_end(self, epoch, logs=None):
        pass

    @python_utils.default
    def on_train_batch_begin(self, batch, logs=None):
        self.on_batch_begin(batch, logs=logs)

    @python_utils.default
    def on_train_batch_end(self, batch, logs=None):
        self.on_batch_end(batch, logs=logs)

    @python_utils.default
    def on_test_batch_begin(self, batch, logs=None):
        pass

    @python_utils.default
    def on_test_batch_end(self, batch, logs=None):
        pass

    @python_utils.default
    def on_predict_batch_begin(self, batch, logs=None):
        pass

    @python_utils.default
    def on_predict_batch_end(self, batch, logs=None):
        pass

    @python_utils.default
    def on_train_begin(self, logs=None):
        pass

    @python_utils.default
    def on_train_end(self, logs=None):
        pass

    @python_utils.default
    def on_test_begin(self, logs=None):
        pass

    @python_utils.default
    def on_test_end(self, logs=None):
        pass

    @python_utils.default
    def on_predict_begin(self, logs=None):
        pass

    @python_utils.default
    def on_predict_end(self, logs=None):
        pass
