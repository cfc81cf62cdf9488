# Forgetting Flatten before the classifier: Dense acts on the last axis, so the model outputs
# (None, 4, 5) and Keras 3.11.3 backend/tensorflow/nn.py sparse_categorical_crossentropy refuses
# the (None,) labels inside fit's traced step ("Argument `output` must have rank (ndim)
# `target.ndim - 1`"); with Flatten the shapes agree.
import numpy as np
import keras

for layers in ([keras.Input((4, 3)), keras.layers.Dense(5, activation="softmax")],
               [keras.Input((4, 3)), keras.layers.Flatten(), keras.layers.Dense(5, activation="softmax")]):
    model = keras.Sequential(layers)
    print(model.output_shape)
    model.compile(optimizer="sgd", loss="sparse_categorical_crossentropy")
    try:
        history = model.fit(np.ones((6, 4, 3)), np.array([0, 1, 2, 3, 4, 0]), verbose=0)
        print(list(history.history))
    except ValueError as e:
        print("ValueError:", e)
