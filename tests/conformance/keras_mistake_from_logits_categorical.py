# categorical_crossentropy with from_logits=True on softmax probabilities: Keras 3.11.3
# backend/tensorflow/nn.py softmax keeps its input on the output as `_keras_logits` (eager
# tensors too), and _get_logits then uses those logits and warns from the `_get_logits(` call of
# categorical_crossentropy (line 675). The loss of the eager call is -log(0.5), computed from
# the saved logits; the traced call inside fit warns at the same location, which Python's
# default warnings filter shows once.
import numpy as np
import keras

probs = keras.ops.softmax(np.array([[0.0, 0.0]], dtype="float32"))
value = keras.losses.CategoricalCrossentropy(from_logits=True)(np.array([[1.0, 0.0]]), probs)
print(round(float(value), 5))
model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(3, activation="softmax")])
model.compile(optimizer="adam", loss=keras.losses.CategoricalCrossentropy(from_logits=True))
model.fit(np.ones((4, 2)), np.eye(3)[[0, 1, 2, 0]], verbose=0)
print("trained")
