# The tensorflow package and its public modules as TF 2.20's pip package has them, in CPython
# 3.12's site-packages: tensorflow/__init__.py imports each public module from the generated
# packages (`from tensorflow._api.v2 import nn`, and tensorflow/_api/v2/config/__init__.py
# `from tensorflow._api.v2.config import experimental`), so tf.nn.__name__ is
# "tensorflow._api.v2.nn" and its __file__ tensorflow/_api/v2/nn/__init__.py; a module's repr
# names its file (importlib._bootstrap._module_repr_from_spec: "<module NAME from FILE>").
import tensorflow as tf

print(tf)
print(tf.__name__, tf.__file__)
print(tf.nn)
print(tf.math.__name__, tf.math.__package__)
print(tf.math.__file__)
print(tf.config.experimental.__name__)
print(tf.compat.v1.__name__)
print(tf.io.gfile.__name__)
print(tf.train.experimental)
try:
    tf.nn.rnn_cell
except AttributeError as e:
    print(e)
