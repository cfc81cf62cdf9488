# Python lists where tensors are expected: Keras 3.11.3 Layer.__call__ converts only objects
# with __array__, then refuses any other positional leaf ("Only input tensors may be passed as
# positional arguments", naming the first float) for a layer and for a Sequential model alike;
# predict on a flat list finds no data adapter ("Unrecognized data type"). BatchNormalization
# with an axis the input does not have fails indexing the shape in build() (Python's
# IndexError, layers/normalization/batch_normalization.py).
import numpy as np
import keras

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(2)])
for call in (lambda: keras.layers.Dense(2)([[1.0, 2.0, 3.0]]),
             lambda: model([[1.0, 2.0, 3.0]]),
             lambda: model.predict([1.0, 2.0, 3.0], verbose=0),
             lambda: keras.layers.BatchNormalization(axis=2)(keras.Input((3,)))):
    try:
        call()
    except (ValueError, IndexError) as e:
        print(type(e).__name__ + ":", e)
print(model(np.array([[1.0, 2.0, 3.0]])).shape)
