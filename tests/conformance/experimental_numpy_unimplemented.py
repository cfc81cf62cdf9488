# tf.experimental.numpy is emulated in part: as in TF 2.20 the module imports (it is a submodule
# of tf.experimental, so `import tensorflow.experimental.numpy as tnp` binds it). NumPy behaviour
# with the new dtype conversion modes ("safe", "all") and the functions tfplay does not define
# raise tfplay's NotImplementedError naming them, instead of a misleading ModuleNotFoundError.
import tensorflow as tf
import tensorflow.experimental.numpy as tnp
from tensorflow.experimental import numpy as tnp2

print(tnp is tnp2, tnp is tf.experimental.numpy, hasattr(tf.experimental, "numpy"))
try:
    tnp.experimental_enable_numpy_behavior(dtype_conversion_mode="all")
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    tnp.kron(tnp.ones([2]), tnp.ones([2]))
except NotImplementedError as e:
    print("NotImplementedError:", e)
