# The gradients of a convolution whose patch matrix (batch * out_h * out_w rows of
# kh * kw * in_channels taps) is larger than tfplay's per-tensor limit, as the last 7x7
# Conv2D over 128 channels of the Keras GAN guide's generator has at batch 64: real TF's
# Conv2DBackpropInput / Conv2DBackpropFilter kernels compute them without such a matrix, so
# there is no ResourceExhaustedError (OOM). The values equal those of the same gradients taken
# one image at a time.
import numpy as np
import tensorflow as tf
import keras
from keras import layers

rng = np.random.default_rng(0)


def gradients(x, k):
    with tf.GradientTape() as tape:
        tape.watch([x, k])
        y = tf.nn.conv2d(x, k, strides=1, padding="SAME")
        loss = tf.reduce_sum(y * y)
    return tape.gradient(loss, [x, k])


# One output channel (differentiated tap by tap) and eight (the patch matrix in chunks).
for in_channels, out_channels in ((256, 1), (192, 8)):
    x = tf.constant(rng.random((8, 28, 28, in_channels)) - 0.5, tf.float32)
    k = tf.constant((rng.random((7, 7, in_channels, out_channels)) - 0.5) * 0.01, tf.float32)
    dx, dk = gradients(x, k)
    print(dx.shape, dk.shape)
    parts = [gradients(x[i:i + 1], k) for i in range(8)]
    print(np.allclose(dx.numpy(), tf.concat([p[0] for p in parts], 0).numpy(), rtol=1e-5, atol=1e-5))
    print(np.allclose(dk.numpy(), tf.add_n([p[1] for p in parts]).numpy(), rtol=1e-4, atol=1e-4))

model = keras.Sequential([keras.Input((28, 28, 128)), layers.Conv2D(1, (7, 7), padding="same", activation="sigmoid")])
model.compile(optimizer="adam", loss="mse")
history = model.fit(np.zeros((16, 28, 28, 128), "float32"), np.full((16, 28, 28, 1), 0.5, "float32"), verbose=0)
print(history.history["loss"])
