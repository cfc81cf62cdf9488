# validation_data with too many parts: Keras 3.11.3 backend/tensorflow/trainer.py fit unpacks it
# first with data_adapter_utils.unpack_x_y_sample_weight, whose message formats the tuple with
# an f-string (the NumPy arrays' reprs). A bare array as validation_data is taken as x alone.
import numpy as np
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
validation = (np.ones((2, 2)), np.ones((2, 1)), np.ones(2), 1)
try:
    model.fit(np.ones((4, 2)), np.ones((4, 1)), validation_data=validation, verbose=0)
except ValueError as e:
    print("ValueError:", e)
history = model.fit(np.ones((4, 2)), np.ones((4, 1)), validation_data=validation[:3], verbose=0)
print(list(history.history))
