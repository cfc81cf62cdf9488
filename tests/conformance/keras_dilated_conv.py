# Keras 3.11 convolutions with dilation_rate > 1 on the TensorFlow backend
# (keras/src/backend/tensorflow/nn.py conv, depthwise_conv, separable_conv), which run through
# tf.nn.convolution / depthwise_conv2d / separable_conv2d and so through SpaceToBatchND and
# BatchToSpaceND. Values: "ones" kernels over x[i, j, c] = 12i + 2j + c (6x6x2), so each output
# is a sum over the dilated window, checked against a plain-Python evaluation of
#   out[i, j] = sum_{di, dj} x[i + r*di - pad_top, j + r*dj - pad_left]  (SAME: pad_top = (k - 1) * r // 2).
import numpy as np
import keras
from keras import layers

x = np.arange(72, dtype="float32").reshape(1, 6, 6, 2)

dw = layers.DepthwiseConv2D(2, dilation_rate=2, depthwise_initializer="ones", use_bias=False)
y = dw(x)
print(tuple(y.shape), y.numpy()[0, :, :, 0].reshape(-1).tolist())
dw_same = layers.DepthwiseConv2D(3, dilation_rate=(2, 1), padding="same", depth_multiplier=2,
                                 depthwise_initializer="ones", use_bias=False)
y = dw_same(x)
print(tuple(y.shape), y.numpy()[0, :, :, 1].reshape(-1).tolist())

sep = layers.SeparableConv2D(1, 2, dilation_rate=3, depthwise_initializer="ones", pointwise_initializer="ones",
                             use_bias=False)
y = sep(x)
print(tuple(y.shape), y.numpy().reshape(-1).tolist())

conv = layers.Conv2D(1, 2, dilation_rate=2, padding="same", kernel_initializer="ones", use_bias=False)
y = conv(x)
print(tuple(y.shape), y.numpy().reshape(-1).tolist())

x1 = np.arange(7, dtype="float32").reshape(1, 7, 1)
for layer in [layers.DepthwiseConv1D(2, dilation_rate=3, depthwise_initializer="ones", use_bias=False),
              layers.SeparableConv1D(1, 2, dilation_rate=2, padding="same", depthwise_initializer="ones",
                                     pointwise_initializer="ones", use_bias=False),
              layers.Conv1D(1, 2, dilation_rate=2, padding="causal", kernel_initializer="ones", use_bias=False)]:
    y = layer(x1)
    print(type(layer).__name__, tuple(y.shape), y.numpy().reshape(-1).tolist())

# A model with a dilated depthwise layer trains: the gradients flow back through
# BatchToSpaceND, the depthwise convolution and SpaceToBatchND. From zero weights the outputs
# are 0, so one SGD step (learning rate 0.1, mse against 1) moves each bias by 0.1 and kernel
# entry (di, dj, c) by 0.1 * the mean of its 4x4 input window: 0.1 * (21 + 24di + 4dj + c) / 72.
model = keras.Sequential([keras.Input((6, 6, 2)), layers.DepthwiseConv2D(2, dilation_rate=2, depthwise_initializer="zeros"),
                          layers.GlobalAveragePooling2D()])
model.compile(optimizer=keras.optimizers.SGD(0.1), loss="mse")
print(model.output_shape, model.count_params())
model.fit(x / 72.0, np.ones((1, 2)), epochs=1, verbose=0)
kernel, bias = model.layers[0].get_weights()
print(np.round(kernel.reshape(-1), 5).tolist(), np.round(bias, 5).tolist())
