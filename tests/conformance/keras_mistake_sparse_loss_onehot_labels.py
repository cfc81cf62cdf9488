# One-hot labels given to SparseCategoricalCrossentropy, called eagerly: Keras 3.11.3
# losses/losses.py LossFunctionWrapper.call leaves equal ranks alone
# (loss.py squeeze_or_expand_to_same_rank), and backend/tensorflow/nn.py
# sparse_categorical_crossentropy only squeezes a last dimension of 1, then raises its rank
# error ("Argument `output` must have rank (ndim) `target.ndim - 1`"). With labels of shape
# (3, 1) the squeeze makes them (3,) and the loss is the mean of -log of the picked probabilities.
import numpy as np
import keras

probs = np.array([[0.8, 0.1, 0.1], [0.2, 0.7, 0.1], [0.1, 0.1, 0.8]], dtype="float32")
loss = keras.losses.SparseCategoricalCrossentropy()
try:
    loss(np.eye(3, dtype="float32"), probs)
except ValueError as e:
    print("ValueError:", e)
print(round(float(loss(np.array([[0], [1], [2]]), probs)), 5))
