# A name TF 2.20's tf.experimental.numpy does not have is CPython's AttributeError for the
# module tensorflow._api.v2.experimental.numpy (the module's members are those of TF's API
# golden file for it), so hasattr() is False; a name TF has keeps resolving.
import tensorflow.experimental.numpy as tnp

print(hasattr(tnp, "foobar"), hasattr(tnp, "ones"), hasattr(tnp, "float32"))
print(getattr(tnp, "no_such_function", "default"))
try:
    tnp.foobar
except AttributeError as e:
    print("AttributeError:", e)
tnp.foobar
