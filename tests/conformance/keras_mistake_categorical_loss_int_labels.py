# Integer class labels given to CategoricalCrossentropy: Keras 3.11.3 backend/tensorflow/nn.py
# categorical_crossentropy checks ranks, then shapes ("Arguments `target` and `output` must
# have the same rank (ndim)" / "... must have the same shape"); squeeze_or_expand_to_same_rank
# (losses/loss.py) only touches a last dimension of 1 on the longer side, so (3,) against
# (3, 3) stays as it is and (3, 1) against (3, 3) keeps the same rank.
import numpy as np
import keras

probs = np.array([[0.8, 0.1, 0.1], [0.2, 0.7, 0.1], [0.1, 0.1, 0.8]], dtype="float32")
labels = np.array([0, 1, 2])
loss = keras.losses.CategoricalCrossentropy()
for y in (labels, labels[:, None]):
    try:
        loss(y, probs)
    except ValueError as e:
        print("ValueError:", e)
print(round(float(loss(keras.utils.to_categorical(labels, 3), probs)), 5))
