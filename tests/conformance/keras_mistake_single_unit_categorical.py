# A one-unit softmax output trained with categorical_crossentropy: Keras 3.11.3
# losses/losses.py categorical_crossentropy warns (SyntaxWarning, stacklevel=2: the
# `return self.fn(...)` line of LossFunctionWrapper.call, line 33) when y_pred's last dimension
# is 1; a softmax over one unit is always 1, clipped to 1 - epsilon, so the loss is tiny and
# nothing is learned.
import numpy as np
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(1, activation="softmax")])
model.compile(optimizer="adam", loss="categorical_crossentropy")
history = model.fit(np.ones((4, 2)), np.array([[1.0], [0.0], [1.0], [0.0]]), verbose=0)
print(history.history["loss"][0] < 1e-6)
print(model.predict(np.ones((2, 2)), verbose=0))
