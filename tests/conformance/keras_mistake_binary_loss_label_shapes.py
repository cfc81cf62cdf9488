# BinaryCrossentropy given integer class ids for three classes, and a one-hot (N, 2) target for
# a one-unit sigmoid model: Keras 3.11.3 backend/tensorflow/nn.py binary_crossentropy's rank
# and shape checks. Inside fit the batch dimension is None (the train function is traced on
# the dataset's element spec: 4 samples in one partial batch of the default 32).
import numpy as np
import keras

probs = np.array([[0.8, 0.1, 0.1], [0.2, 0.7, 0.1], [0.1, 0.1, 0.8]], dtype="float32")
try:
    keras.losses.BinaryCrossentropy()(np.array([0, 1, 2]), probs)
except ValueError as e:
    print("ValueError:", e)

model = keras.Sequential([keras.Input((3,)), keras.layers.Dense(1, activation="sigmoid")])
model.compile(optimizer="sgd", loss="binary_crossentropy")
try:
    model.fit(np.ones((4, 3)), np.eye(2)[[0, 1, 1, 0]], verbose=0)
except ValueError as e:
    print("ValueError:", e)
