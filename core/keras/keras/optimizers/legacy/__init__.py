"""keras.optimizers.legacy: every name is Keras 3's LegacyOptimizerWarning, whose constructor
raises ImportError (the legacy optimizers live in the tf_keras package)."""
from keras.src.optimizers import LegacyOptimizerWarning as Adagrad  # noqa: F401
from keras.src.optimizers import LegacyOptimizerWarning as Adam  # noqa: F401
from keras.src.optimizers import LegacyOptimizerWarning as Ftrl  # noqa: F401
from keras.src.optimizers import LegacyOptimizerWarning as Optimizer  # noqa: F401
from keras.src.optimizers import LegacyOptimizerWarning as RMSprop  # noqa: F401
from keras.src.optimizers import LegacyOptimizerWarning as SGD  # noqa: F401
