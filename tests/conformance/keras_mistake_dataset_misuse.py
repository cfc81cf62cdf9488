# tf.data misuse with fit: targets passed beside a dataset that already yields them (Keras
# 3.11.3 trainers/data_adapters/__init__.py raise_unsupported_arg), and a dataset that was never
# batched, whose elements are single samples: the traced train step sees x of shape (2,) and
# models/functional.py _adjust_input_rank refuses it inside the Sequential.call() wrapper
# (training=True; the tensor is the step's `data` placeholder).
import numpy as np
import tensorflow as tf
import keras

model = keras.Sequential([keras.Input((2,)), keras.layers.Dense(2)])
model.compile(optimizer="sgd", loss="mse")
batched = tf.data.Dataset.from_tensor_slices((np.ones((4, 2), "float32"), np.ones((4, 2), "float32"))).batch(2)
try:
    model.fit(batched, np.ones((4, 2)), verbose=0)
except ValueError as e:
    print("ValueError:", e)
try:
    model.fit(batched.unbatch(), verbose=0)
except ValueError as e:
    print("ValueError:", e)
print(batched.unbatch().element_spec[0], batched.element_spec[0])
