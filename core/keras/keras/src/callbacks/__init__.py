"""keras.callbacks.

What `fit`, `evaluate` and `predict` use (Callback, CallbackList, History, ProgbarLogger) is
imported with the package; the other callbacks on first use (export_lazily): few programs pass
them, and their modules are about a twentieth of what `import keras` parses."""
from keras.src.callbacks.callback import Callback
from keras.src.callbacks.callback_list import CallbackList
from keras.src.callbacks.history import History
from keras.src.callbacks.progbar_logger import ProgbarLogger
from keras.src.utils.public_api import export_lazily as _export_lazily

_export_lazily(globals(), {
    "BackupAndRestore": "keras.src.callbacks.backup_and_restore",
    "EarlyStopping": "keras.src.callbacks.early_stopping",
    "LambdaCallback": "keras.src.callbacks.lambda_callback",
    "LearningRateScheduler": "keras.src.callbacks.learning_rate_scheduler",
    "MonitorCallback": "keras.src.callbacks.monitor_callback",
    "ReduceLROnPlateau": "keras.src.callbacks.reduce_lr_on_plateau",
    "SwapEMAWeights": "keras.src.callbacks.swap_ema_weights",
    "TerminateOnNaN": "keras.src.callbacks.terminate_on_nan",
    "CSVLogger": "keras.src.callbacks.csv_logger",
    "ModelCheckpoint": "keras.src.callbacks.model_checkpoint",
    "TensorBoard": "keras.src.callbacks.tensorboard",
    "RemoteMonitor": "keras.src.callbacks.unavailable",
})
