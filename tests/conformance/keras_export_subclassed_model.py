# Keras 3.11's Model.export on a subclassed model (keras/src/export/export_utils.py,
# get_input_signature and _infer_input_signature_from_model): the input signature comes from the
# shapes the model's build() was given when it was first called (one InputSpec per build
# argument, batch dimension None, the model's input dtype, no name), so the endpoint's TensorSpec
# is (None, 4) float32 named None and the serving signature takes it as `args_0` (the name TF
# gives the first positional argument of `Layer.__call__(*args, **kwargs)`). An unbuilt model
# raises "has not yet been built", a model built with build() but never called raises "has
# never called" (both ValueErrors of get_input_signature). verbose=False: the endpoint listing
# names the captured variables by id(), which differs from run to run.
import warnings

import keras
import numpy as np
import tensorflow as tf


class TwoDense(keras.Model):
    def __init__(self):
        super().__init__()
        self.hidden = keras.layers.Dense(3, kernel_initializer="ones")
        self.out = keras.layers.Dense(2, kernel_initializer="ones")

    def call(self, x):
        return self.out(self.hidden(x))


model = TwoDense()
try:
    model.export("unbuilt", verbose=False)
except ValueError as e:
    print("ValueError:", e)

print(model(np.ones((3, 4), "float32")).shape)
model.export("two_dense", verbose=False)
reloaded = tf.saved_model.load("two_dense")
print(reloaded.serve(tf.ones([1, 4])))
serving = reloaded.signatures["serving_default"]
print(serving.structured_input_signature)
print(len(reloaded.variables))

built_only = TwoDense()
with warnings.catch_warnings():
    warnings.simplefilter("ignore")
    built_only.build((None, 4))
try:
    built_only.export("built_only", verbose=False)
except ValueError as e:
    print("ValueError:", e)
