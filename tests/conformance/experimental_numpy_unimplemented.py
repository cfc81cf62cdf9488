# tf.experimental.numpy is not emulated: as in TF 2.20 the module imports (it is a submodule of
# tf.experimental, so `import tensorflow.experimental.numpy as tnp` binds it), and using any of
# its names raises tfplay's NotImplementedError naming the module and the name, instead of a
# misleading ModuleNotFoundError.
import tensorflow as tf
import tensorflow.experimental.numpy as tnp
from tensorflow.experimental import numpy as tnp2

print(tnp is tnp2, tnp is tf.experimental.numpy, hasattr(tf.experimental, "numpy"))
try:
    tnp.experimental_enable_numpy_behavior()
except NotImplementedError as e:
    print("NotImplementedError:", e)
try:
    tnp.ones([2, 3])
except NotImplementedError as e:
    print("NotImplementedError:", e)
