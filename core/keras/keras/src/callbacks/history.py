"""History (keras/src/callbacks/history.py): what `fit` returns; `history` maps each log key
to its per-epoch values."""
from keras.src.callbacks.callback import Callback


class History(Callback):
    def __init__(self):
        super().__init__()
        self.history = {}

    def on_train_begin(self, logs=None):
        self.epoch = []

    def on_epoch_end(self, epoch, logs=None):
        logs = logs or {}
        self.epoch.append(epoch)
        for k, v in logs.items():
            self.history.setdefault(k, []).append(v)
        self.model.history = self
