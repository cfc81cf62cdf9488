"""keras.mixed_precision: Keras 2's names for the dtype-policy API."""
from keras.src.dtype_policies.dtype_policy import DTypePolicy  # noqa: F401
from keras.src.dtype_policies.dtype_policy import DTypePolicy as Policy  # noqa: F401
from keras.src.dtype_policies.dtype_policy import dtype_policy  # noqa: F401
from keras.src.dtype_policies.dtype_policy import dtype_policy as global_policy  # noqa: F401
from keras.src.dtype_policies.dtype_policy import set_dtype_policy  # noqa: F401
from keras.src.dtype_policies.dtype_policy import set_dtype_policy as set_global_policy  # noqa: F401
from keras.src.optimizers.loss_scale_optimizer import LossScaleOptimizer  # noqa: F401
