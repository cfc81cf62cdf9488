"""keras.callbacks."""
from keras.src.callbacks import *  # noqa: F401,F403

from keras.src.utils.public_api import keep_public_names as _keep_public_names  # noqa: E402

# Keras 3.11.3's public names in keras.callbacks (tests/keras-api/keras-3.11.3.tsv).
_keep_public_names(globals(), """
BackupAndRestore CSVLogger Callback CallbackList EarlyStopping History LambdaCallback
LearningRateScheduler ModelCheckpoint ProgbarLogger ReduceLROnPlateau RemoteMonitor SwapEMAWeights
TensorBoard TerminateOnNaN
""")
