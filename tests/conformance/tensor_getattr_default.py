# getattr with a default and hasattr on tensors go through Tensor.__getattr__
# (tensorflow/python/framework/tensor.py): a name the tensor lacks gives the default (Keras probes
# `_keras_mask` this way on every layer call), a NumPy-only name raises its hint (so the default
# again), and __getattr__ called directly falls through to __getattribute__, whose message names
# the dotted tp_name. Attributes set on a tensor (its __dict__) are found first.
import tensorflow as tf

t = tf.constant([1.0])
print(getattr(t, "_keras_mask", None), hasattr(t, "_keras_history"))
print(getattr(t, "astype", "no astype"), hasattr(t, "ravel"))
try:
    t.__getattr__("foo")
except AttributeError as e:
    print("AttributeError:", e)
t._keras_mask = "mask"
print(getattr(t, "_keras_mask", None), hasattr(t, "_keras_mask"))


@tf.function
def f(x):
    print(getattr(x, "_keras_mask", "none in graph"), hasattr(x, "reshape"))
    return x


f(t)
