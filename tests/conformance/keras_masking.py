# Keras 3.11 masks. Embedding(mask_zero=True) (layers/core/embedding.py compute_mask) marks ids
# != 0; Layer.__call__ attaches the mask to the output as `_keras_mask` (eagerly a bool tf.Tensor,
# symbolically a bool KerasTensor made by ops.not_equal, the tensor after the Embedding output,
# hence keras_tensor_2 after the Input's keras_tensor and the Embedding's keras_tensor_1).
# LSTM(return_sequences=True) carries its last output and state through masked steps
# (backend/tensorflow/rnn.py: masked steps repeat the previous output) and passes the mask on;
# without return_sequences it returns no mask. With ones embeddings, a ones kernel and a zeros
# recurrent kernel every gate pre-activation is 3 (forget: 3 + 1 from unit_forget_bias), so
# step 1 gives c = sigmoid(3) * tanh(3) = 0.9479, h = sigmoid(3) * tanh(c) = 0.7038, and a second
# unmasked step c = sigmoid(4) * 0.9479 + 0.9479, h = 0.9091. GlobalAveragePooling1D averages
# only the unmasked steps. Masking(0.0) masks steps whose features are all 0; Dense keeps the
# mask, and a loss on the masked output weights valid steps by total/valid
# (losses/loss.py apply_mask): mse of [1, 0, 4] with step 1 masked is 5 / 2 = 2.5, and with
# sample_weight 2 it is 5. Metrics ignore the mask unless sample weights are given
# (metrics/reduction_metrics.py MeanMetricWrapper): mae 1.0, weighted mse 5/3, then with weight
# 2 (the mask multiplied in, mean over steps) 2.5. A loss called on a new tensor (tf.identity)
# no longer sees the mask.
import numpy as np
import tensorflow as tf
import keras

ids = np.array([[3, 5, 0, 0], [2, 0, 0, 0]])
embedding = keras.layers.Embedding(10, 3, mask_zero=True, embeddings_initializer="ones")
vectors = embedding(ids)
print(vectors._keras_mask)
print(embedding.compute_mask(ids))
lstm = keras.layers.LSTM(2, kernel_initializer="ones", recurrent_initializer="zeros", return_sequences=True)
sequence = lstm(vectors)
print(sequence.numpy().round(4))
print(sequence._keras_mask)
print(keras.layers.GlobalAveragePooling1D()(vectors).numpy())

inputs = keras.Input((4,), dtype="int32")
embedded = keras.layers.Embedding(10, 3, mask_zero=True)(inputs)
print(embedded._keras_mask)
last = keras.layers.LSTM(2)(embedded)
print(getattr(last, "_keras_mask", None), keras.Model(inputs, last)(ids).shape)

steps = np.array([[[1.0], [0.0], [2.0]]], dtype="float32")
print(keras.layers.Masking(mask_value=0.0).compute_mask(steps))
model = keras.Sequential([keras.Input((3, 1)), keras.layers.Masking(0.0), keras.layers.Dense(1, kernel_initializer="ones")])
outputs = model(steps)
print(outputs._keras_mask)
model.compile("sgd", "mse", metrics=["mae"], weighted_metrics=["mse"])
targets = np.zeros((1, 3, 1), "float32")
print(model.evaluate(steps, targets, verbose=0, return_dict=True))
print(model.evaluate(steps, targets, sample_weight=np.array([2.0]), verbose=0, return_dict=True))
mse = keras.losses.MeanSquaredError()
print(float(mse(targets, outputs)), float(mse(targets, tf.identity(outputs))))
