# `from keras.layers import *` binds the layer classes (Keras's generated API module
# keras/api/layers/__init__.py imports each public class by name), and dir() of Keras's API
# modules lists Keras's names only: the generated modules define no private names and no
# module-level __getattr__ or __dir__.
from keras.layers import *
from keras.losses import *
import keras

print(Dense, Conv2D.__name__, MeanSquaredError.__name__)
for module in (keras.layers, keras.ops, keras.optimizers, keras.callbacks, keras.metrics):
    names = dir(module)
    print(module.__name__, [n for n in names if n.startswith("_") and not n.startswith("__")],
          "__getattr__" in names, "__dir__" in names)
