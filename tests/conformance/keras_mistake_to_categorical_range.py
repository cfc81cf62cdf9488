# keras.utils.to_categorical with a label beyond num_classes: Keras 3.11.3
# utils/numerical_utils.py fills a NumPy array with fancy indexing, so NumPy's IndexError
# surfaces; without num_classes it uses max(label) + 1 columns; a trailing axis of 1 is dropped.
import numpy as np
import keras

try:
    keras.utils.to_categorical([0, 1, 5], num_classes=3)
except IndexError as e:
    print("IndexError:", e)
print(keras.utils.to_categorical([1, 2]))
print(keras.utils.to_categorical(np.array([[0], [2]]), num_classes=3).shape)
