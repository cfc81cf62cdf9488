"""keras.callbacks."""
from keras.src.callbacks.backup_and_restore import BackupAndRestore
from keras.src.callbacks.callback import Callback
from keras.src.callbacks.callback_list import CallbackList
from keras.src.callbacks.early_stopping import EarlyStopping
from keras.src.callbacks.history import History
from keras.src.callbacks.lambda_callback import LambdaCallback
from keras.src.callbacks.learning_rate_scheduler import LearningRateScheduler
from keras.src.callbacks.progbar_logger import ProgbarLogger
from keras.src.callbacks.reduce_lr_on_plateau import ReduceLROnPlateau
from keras.src.callbacks.swap_ema_weights import SwapEMAWeights
from keras.src.callbacks.terminate_on_nan import TerminateOnNaN
from keras.src.callbacks.csv_logger import CSVLogger
from keras.src.callbacks.model_checkpoint import ModelCheckpoint
from keras.src.callbacks.tensorboard import TensorBoard
from keras.src.callbacks.unavailable import RemoteMonitor
