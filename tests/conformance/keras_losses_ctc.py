# keras.losses.CTC / keras.ops.ctc_loss on the TensorFlow backend call tf.nn.ctc_loss with
# dense labels, blank_index=mask_index and logits_time_major=False
# (keras/src/backend/tensorflow/nn.py ctc_loss, keras/src/losses/losses.py ctc, Keras 3.11.3);
# TF 2.20 computes dense labels with ctc_ops.py's ctc_loss_dense (batched forward-backward in
# log space) under a gradient of softmax(logits) - state occupancy. Expected values:
# nn_test.py test_ctc_loss ([3.4411672, 1.91680186], float64 inputs give float64 losses),
# losses_test.py CTCTest.test_correctness (2.448645). The gradient of each frame sums to 0 over
# the classes (both terms are distributions) and matches a central finite difference; the loss
# trains in fit (a tf.function) as Keras's OCR example does.
import numpy as np
import tensorflow as tf
import keras
from keras import layers, losses, ops

labels = np.array([[1, 2, 1], [1, 2, 2]])
outputs = np.array([
    [[0.4, 0.8, 0.4], [0.2, 0.8, 0.3], [0.9, 0.4, 0.5]],
    [[0.4, 0.8, 0.4], [0.2, 0.3, 0.3], [0.4, 0.3, 0.2]],
])
r = ops.ctc_loss(labels, outputs, np.array([3, 2]), np.array([3, 2]))
print(r.dtype, np.round(r.numpy(), 5).tolist())

logits = (np.arange(24).reshape((2, 4, 3)).astype("float32") - 12) / 100
y_true = np.array([[1, 2, 1, 0], [1, 2, 0, 2]])
ctc = losses.CTC()
print(ctc.get_config(), round(float(ctc(y_true, logits)), 5))

y = np.array([[1, 2, 1], [2, 2, 0]])
x = tf.Variable(logits)
with tf.GradientTape() as tape:
    loss = tf.nn.ctc_loss(y, x, [3, 2], [4, 4], logits_time_major=False, blank_index=0)
g = tape.gradient(loss, x)
print(np.round(loss.numpy().astype("float64"), 4).tolist(), g.shape, float(tf.reduce_max(tf.abs(tf.reduce_sum(g, -1)))) < 1e-6)
eps = 1e-3
up, down = logits.copy(), logits.copy()
up[0, 1, 2] += eps
down[0, 1, 2] -= eps
fd = (tf.nn.ctc_loss(y, up, [3, 2], [4, 4], logits_time_major=False)[0]
      - tf.nn.ctc_loss(y, down, [3, 2], [4, 4], logits_time_major=False)[0]) / (2 * eps)
print(abs(float(fd) - float(g[0, 1, 2])) < 1e-3)

keras.utils.set_random_seed(0)
model = keras.Sequential([keras.Input((6, 4)), layers.Dense(5)])
model.compile(optimizer="adam", loss=losses.CTC())
xs = np.random.rand(8, 6, 4).astype("float32")
ys = np.random.randint(1, 5, size=(8, 3))
hist = model.fit(xs, ys, epochs=2, batch_size=4, verbose=0)
print(sorted(hist.history), len(hist.history["loss"]), all(v > 0 for v in hist.history["loss"]))
