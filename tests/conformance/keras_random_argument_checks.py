# keras.random's own argument checks (keras/src/random/random.py, Keras 3.11.3): categorical
# wants 2-D logits (ValueError naming the logits as given), randint an integer dtype (its
# message ends in a space), uniform a floating dtype.
import numpy as np
import keras

for logits in [np.ones((3,)), np.ones((1, 2, 2))]:
    try:
        keras.random.categorical(logits, 2)
    except ValueError as e:
        print("ValueError", repr(str(e)))
try:
    keras.random.randint((3, 4), minval=0, maxval=10, dtype="float64")
except ValueError as e:
    print("ValueError", repr(str(e)))
try:
    keras.random.uniform((2,), dtype="int32")
except ValueError as e:
    print("ValueError", repr(str(e)))
print(keras.random.randint((2, 3), 0, 5, dtype="int64", seed=1).dtype)
print(keras.random.categorical(np.zeros((2, 3)), 4, seed=1).shape)
