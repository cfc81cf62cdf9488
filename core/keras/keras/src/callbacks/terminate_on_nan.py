"""TerminateOnNaN (keras/src/callbacks/terminate_on_nan.py): stops training at a NaN or inf loss."""
import numpy as np

from keras.src.callbacks.callback import Callback
from keras.src.utils import io_utils


class TerminateOnNaN(Callback):
    def on_batch_end(self, batch, logs=None):
        logs = logs or {}
        loss = logs.get("loss")
        if loss is not None:
            if np.isnan(loss) or np.isinf(loss):
                io_utils.print_msg(f"Batch {batch}: Invalid loss, terminating training")
                self.model.stop_training = True
