# A tf.Variable's handle is a scalar resource tensor (resource_variable_ops: handle, dtype
# resource, shape ()). TF prints its ResourceHandle (a random anonymous name, the device, the
# container), which tfplay cannot reproduce, so str(), repr() and f-string formatting all raise
# the same NotImplementedError naming it instead of printing something else.
import tensorflow as tf

v = tf.Variable([1.0, 2.0])
h = v.handle
print(h.dtype, h.shape)
for show in (str, repr, lambda t: f"{t}", lambda t: "{:>10}".format(t)):
    try:
        show(h)
    except NotImplementedError as e:
        print("NotImplementedError:", e)
