# tf.saved_model.save / load of a tf.Module whose __call__ is a tf.function without an
# input_signature, called on two shapes. Expected text from TF 2.20's sources:
# polymorphic_function.py _list_all_concrete_functions_for_serialization (save asks
# get_concrete_function for each traced signature with TensorSpecs named 'x', which do not match
# the traces the calls made, so the body is traced again: the guide "Using the SavedModel format"
# shows "Tracing with" printed again after "Saving model..."), save.py (the "Found untraced
# functions" message is logged at INFO, so nothing reaches stderr), load.py (the loaded variable
# keeps its name and saved value), function_deserialization.py restored_function_body (the
# Python body does not run again; an input matching no saved trace raises its ValueError, the
# call's tensor shown as the restored function's placeholder) and builder_impl/save.py (the
# directory holds assets/, variables/, saved_model.pb and fingerprint.pb).
import os

import tensorflow as tf


class Scale(tf.Module):
    def __init__(self):
        super().__init__()
        self.v = tf.Variable(2.0)

    @tf.function
    def __call__(self, x):
        print("Tracing with", x)
        tf.print("running with", x)
        return x * self.v


module = Scale()
module(tf.constant(1.0))
module(tf.constant([1.0, 2.0]))
print("Saving model...")
tf.saved_model.save(module, "scale")
print(sorted(os.listdir("scale")))
print(sorted(os.listdir("scale/variables")))
print(module.__call__.experimental_get_tracing_count())
del module

loaded = tf.saved_model.load("scale")
print(type(loaded))
print(loaded(tf.constant(3.0)))
print(loaded(tf.constant([1.0, 3.0])))
print(loaded.v)
loaded.v.assign(10.0)
print(loaded(tf.constant(3.0)))
try:
    loaded(tf.constant([1, 2, 3]))
except ValueError as e:
    print(e)
print(list(loaded.signatures.keys()))
