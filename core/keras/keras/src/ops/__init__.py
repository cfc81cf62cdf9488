"""keras.ops (keras/src/ops)."""
from keras.src.ops.core import *  # noqa: F401,F403
from keras.src.ops.linalg import *  # noqa: F401,F403
from keras.src.ops.nn import *  # noqa: F401,F403
from keras.src.ops.numpy import *  # noqa: F401,F403
from keras.src.ops.operation import Operation
