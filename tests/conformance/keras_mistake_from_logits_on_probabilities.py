# from_logits=True with a model whose last layer already applies softmax or sigmoid: Keras
# 3.11.3 backend/tensorflow/nn.py _get_logits sees the Softmax/Sigmoid op producing the traced
# output and warns (UserWarning, stacklevel=2, so the location is the `_get_logits(` call in
# sparse_categorical_crossentropy at line 717 and binary_crossentropy at line 789; the message
# starts with a stray double quote in Keras's source). Training still runs.
import numpy as np
import keras

model = keras.Sequential([keras.Input((4,)), keras.layers.Dense(3, activation="softmax")])
model.compile(optimizer="sgd", loss=keras.losses.SparseCategoricalCrossentropy(from_logits=True))
model.fit(np.ones((6, 4)), np.array([0, 1, 2, 0, 1, 2]), verbose=0)
binary = keras.Sequential([keras.Input((4,)), keras.layers.Dense(1, activation="sigmoid")])
binary.compile(optimizer="sgd", loss=keras.losses.BinaryCrossentropy(from_logits=True))
binary.fit(np.ones((6, 4)), np.ones((6, 1)), verbose=0)
print("trained")
