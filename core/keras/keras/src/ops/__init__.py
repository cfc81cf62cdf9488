"""keras.src.ops (keras/src/ops/__init__.py): the op modules' functions in one namespace, with
`ops.image` as a submodule."""
from keras.src.backend import cast, cond, is_tensor, name_scope, random  # noqa: F401
from keras.src.ops import operation_utils  # noqa: F401
from keras.src.ops.operation_utils import broadcast_shapes  # noqa: F401  (ops.numpy star-exports it in Keras)
from keras.src.ops.core import *  # noqa: F401,F403
from keras.src.ops.linalg import *  # noqa: F401,F403
from keras.src.ops.math import *  # noqa: F401,F403
from keras.src.ops.nn import *  # noqa: F401,F403
from keras.src.ops.numpy import *  # noqa: F401,F403
from keras.src.ops.operation import Operation  # noqa: F401


from keras.src.utils.public_api import export_lazily as _export_lazily  # noqa: E402

# ops.image on first use (few programs use image ops).
_export_lazily(globals(), {}, submodules=("image",))
