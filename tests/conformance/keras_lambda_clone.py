# Keras 3.11 models/cloning.py: clone_model makes each layer again with
# layer.__class__.from_config(layer.get_config()), and copy.deepcopy of a layer goes through
# KerasSaveable.__reduce__ (a save to a buffer, loaded back with safe_mode=False). A Lambda
# over a Python lambda reaches Lambda.from_config -> utils/python_utils.py func_load, which
# (safe_mode being None outside load_model, _raise_for_lambda_deserialization lets it
# through) builds a new function (types.FunctionType) from the lambda's code: the config's
# defaults and closure values, python_utils's module globals and the code's name and
# qualname. So the clone's function is not the original one, its __module__ is
# keras.src.utils.python_utils, and a global name of the program the lambda reads is not
# found when it runs (NameError; for a symbolic call Lambda.compute_output_shape turns any
# error into its "could not automatically infer the shape" NotImplementedError).
import copy

import numpy as np
import keras

inp = keras.Input((3,))
out = keras.layers.Dense(1, kernel_initializer="ones")(keras.layers.Lambda(lambda t: t * 2.0)(inp))
model = keras.Model(inp, out)
clone = keras.models.clone_model(model)
print(clone(np.ones((1, 3))).shape)
print(clone(np.ones((1, 3))).numpy().tolist())
print(clone.layers[1].function is model.layers[1].function, clone.layers[1].function.__name__)


def shifted(shift):
    return keras.layers.Lambda(lambda x, scale=2.0: x * scale + shift)


layer = shifted(3.0)
rebuilt = keras.layers.Lambda.from_config(layer.get_config())
print(rebuilt(np.array([1.0, 2.0])).numpy().tolist())
print(rebuilt.function.__defaults__, [c.cell_contents for c in rebuilt.function.__closure__])
print(rebuilt.function.__module__, rebuilt.function.__qualname__)

seq = keras.Sequential([keras.Input((2,)), keras.layers.Lambda(lambda t: t + 1.0)])
print(keras.models.clone_model(seq)(np.zeros((1, 2))).numpy().tolist())

copied = copy.deepcopy(keras.layers.Lambda(lambda t: t - 1.0))
print(type(copied).__name__, copied(np.ones((2,))).numpy().tolist())

SCALE = 3.0
uses_global = keras.layers.Lambda(lambda t: t * SCALE)
print(uses_global(np.array([-1.0])).numpy().tolist())
try:
    keras.layers.Lambda.from_config(uses_global.get_config())(np.array([-1.0]))
except NameError as e:
    print("NameError", "name 'SCALE' is not defined" in str(e))
inp = keras.Input((2,))
try:
    keras.models.clone_model(keras.Model(inp, keras.layers.Lambda(lambda t: t * SCALE)(inp)))
except NotImplementedError as e:
    print("NotImplementedError", "We could not automatically infer the shape of the Lambda's output" in str(e))
