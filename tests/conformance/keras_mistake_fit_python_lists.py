# fit on nested Python lists: Keras 3.11.3 trainers/data_adapters/__init__.py get_data_adapter
# asks array_data_adapter.can_convert_arrays, which flattens the lists down to Python floats
# (array_slicing.can_slice_array: no __array__), so no adapter takes them and the error names x,
# even when only y is a list.
import numpy as np
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
try:
    model.fit([[1.0, 2.0], [3.0, 4.0]], [1.0, 2.0], verbose=0)
except ValueError as e:
    print("ValueError:", e)
try:
    model.fit(np.ones((2, 2)), [1.0, 2.0], verbose=0)
except ValueError as e:
    print("ValueError:", e)
history = model.fit(np.array([[1.0, 2.0], [3.0, 4.0]]), np.array([1.0, 2.0]), verbose=0)
print(list(history.history))
