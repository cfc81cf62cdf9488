# A model for 3 features called on one sample given as a 1-D array: Keras 3.11.3
# models/functional.py _adjust_input_rank ("Invalid input shape for input {x}...", the tensor
# formatted with an f-string: the eager tensor's NumPy text, the traced tensor's graph repr),
# wrapped by utils/traceback_utils.py with the arguments of Sequential.call. predict traces its
# step on the batch's own shape (backend/tensorflow/trainer.py make_predict_function), here the
# three scalars of one batch, under the placeholder named after the step's `data` argument.
import numpy as np
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)])
try:
    model(np.ones(3))
except ValueError as e:
    print(e)
try:
    model.predict(np.array([1.0, 2.0, 3.0]), verbose=0)
except ValueError as e:
    print(e)
print(model(np.ones(3)[None, :]).shape)
