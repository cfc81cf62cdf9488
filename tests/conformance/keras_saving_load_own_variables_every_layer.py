# Keras 3.11.3's saving_lib._load_state calls load_own_variables (with the object's group of
# the weights file, empty when nothing was saved for it) on every object that has it, whether
# or not it owns variables, and records an exception against the object; load_model then
# raises _raise_loading_failure's ValueError. From keras/src/saving/saving_lib_test.py
# SavingTest.test_load_model_exception_raised (the layer owns no variables itself, only its
# Dense does). saving_lib._MEMORY_UPPER_BOUND is 0.5 (SavingTest.setUp reads it), and
# saving_lib.save_model / load_model take a file object (the io.IOBase branch:
# test_save_to_fileobj).
import io
import os
import tempfile

import numpy as np
import keras
from keras.src.saving import saving_lib


class RaiseErrorLayer(keras.layers.Layer):
    def __init__(self, units, **kwargs):
        super().__init__(**kwargs)
        self.dense = keras.layers.Dense(units)

    def build(self, input_shape):
        self.dense.build(input_shape)

    def call(self, inputs):
        return self.dense(inputs)

    def load_own_variables(self, store):
        print("load_own_variables called with", len(store), "entries")
        raise ValueError("cannot load")


model = keras.Sequential([keras.Input([1]), RaiseErrorLayer(1)])
filepath = os.path.join(tempfile.mkdtemp(), "model.keras")
saving_lib.save_model(model, filepath)
try:
    saving_lib.load_model(filepath, custom_objects={"RaiseErrorLayer": RaiseErrorLayer})
except ValueError as e:
    print(e)
print(sorted(os.listdir(os.path.dirname(filepath))))

print(saving_lib._MEMORY_UPPER_BOUND)
keras.utils.set_random_seed(0)
model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)])
out = io.BytesIO()
saving_lib.save_model(model, out)
out.seek(0)
restored = saving_lib.load_model(out)
x = np.ones((1, 3), dtype="float32")
print(type(restored).__name__, np.allclose(restored.predict(x, verbose=0), model.predict(x, verbose=0)))
