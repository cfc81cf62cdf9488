# A list of two arrays given to a one-input functional model: Keras 3.11.3
# layers/input_spec.py assert_input_compatibility counts the flattened inputs ('Layer
# "functional" expects 1 input(s), but it received 2 input tensors.'), and since Functional
# does not convert its inputs (_convert_input_args = False) they are listed as NumPy arrays.
import numpy as np
import keras

inputs = keras.Input((3,))
model = keras.Model(inputs, keras.layers.Dense(1)(inputs))
try:
    model([np.ones((1, 3), "float32"), np.zeros((1, 3), "float32")])
except ValueError as e:
    print("ValueError:", e)
