# Labels with an extra dimension: Keras 3.11.3 losses/loss.py squeeze_or_expand_to_same_rank
# squeezes a trailing 1 when the ranks differ by exactly one, so sparse labels of shape
# (3, 1, 1) become (3, 1) and nn.py sparse_categorical_crossentropy squeezes them again; a
# one-hot target of shape (3, 1, 3) has no trailing 1 and categorical_crossentropy's rank check
# fails. MeanSquaredError on (3, 1, 1) against (3, 1) squeezes too.
import numpy as np
import keras

probs = np.array([[0.8, 0.1, 0.1], [0.2, 0.7, 0.1], [0.1, 0.1, 0.8]], dtype="float32")
sparse = keras.losses.SparseCategoricalCrossentropy()
print(round(float(sparse(np.array([0, 1, 0]).reshape(3, 1, 1), probs)), 5))
try:
    keras.losses.CategoricalCrossentropy()(np.eye(3)[:, None, :], probs)
except ValueError as e:
    print("ValueError:", e)
print(float(keras.losses.MeanSquaredError()(np.ones((3, 1, 1)), np.zeros((3, 1)))))
