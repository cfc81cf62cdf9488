# Misspelled or misplaced arguments to layers: Keras 3.11.3 layers/layer.py Layer.__init__
# ("Unrecognized keyword arguments passed to Dense: {...}"); a required parameter misspelled
# fails Python's call first; at call time CallSpec binds the call signature
# (inspect.Signature.bind's TypeError text), and a non-tensor positional argument is refused by
# Layer.__call__ ("Only input tensors may be passed as positional arguments.").
import numpy as np
import keras

for make in (lambda: keras.layers.Dense(3, activaton="relu"),
             lambda: keras.layers.Dense(units=3, unit=4),
             lambda: keras.layers.Conv2D(8, kernal_size=3)):
    try:
        make()
    except (ValueError, TypeError) as e:
        print(type(e).__name__ + ":", e)
dense = keras.layers.Dense(2)
try:
    dense(np.ones((1, 3)), trainng=True)
except TypeError as e:
    print("TypeError:", e)
dropout = keras.layers.Dropout(0.5)
try:
    dropout(np.ones((1, 3)), True)
except ValueError as e:
    print("ValueError:", e)
print(dropout(np.ones((1, 3)), training=False).shape)
