# Keras 3.11 DepthwiseConv1D/2D and SeparableConv1D/2D (keras/src/layers/convolutional/
# base_depthwise_conv.py, base_separable_conv.py) on the TensorFlow backend: weight names and
# shapes, summary() parameter counts, values and a fit. Every value is a hand computation with
# "ones" or constant initializers, shown in the comments; parameter counts: depthwise
# kh*kw*in*multiplier + in*multiplier, separable kh*kw*in*multiplier + in*multiplier*filters +
# filters. The error texts are those of base_depthwise_conv.py and base_separable_conv.py; the
# warning is Layer.__init__'s, raised at base_depthwise_conv.py line 106.
import numpy as np
import keras
from keras import initializers, layers

x = np.arange(18, dtype="float32").reshape(1, 3, 3, 2)  # channel 0: 0, 2, ..., 16; channel 1: 1, 3, ..., 17

# Channel c of pixel (i, j) is 6i + 2j + c. A 2x2 window of ones sums to 24i + 8j + 16 + 4c; the
# depth multiplier 2 repeats each channel's sums (output channels c*2 + q), the bias adds 0.5.
dw = layers.DepthwiseConv2D(2, depth_multiplier=2, depthwise_initializer="ones",
                            bias_initializer=initializers.Constant(0.5))
y = dw(x)
print(tuple(y.shape), y.numpy().reshape(-1).tolist())
print([(w.path, tuple(w.shape)) for w in dw.weights])

# Separable: the depthwise sums above (multiplier 1: 16, 20 | 24, 28 | 40, 44 | 48, 52 at the four
# positions), then a pointwise kernel of ones adds the two channels: 36, 52, 84, 100.
sep = layers.SeparableConv2D(3, 2, depthwise_initializer="ones", pointwise_initializer="ones")
y = sep(x)
print(tuple(y.shape), y.numpy()[..., 0].reshape(-1).tolist())
print([(w.path, tuple(w.shape)) for w in sep.weights])

# 1-D: steps 0..4 of one channel; windows of two ones: 1, 3, 5, 7 (valid), stride 2 "same": 1, 5, 4.
x1 = np.arange(5, dtype="float32").reshape(1, 5, 1)
print(layers.DepthwiseConv1D(2, depthwise_initializer="ones")(x1).numpy().reshape(-1).tolist())
print(layers.DepthwiseConv1D(2, strides=2, padding="same", depthwise_initializer="ones")(x1).numpy().reshape(-1).tolist())
print(layers.SeparableConv1D(2, 2, depthwise_initializer="ones", pointwise_initializer="ones")(x1).numpy()[0].tolist())

model = keras.Sequential([
    keras.Input((8, 8, 3)),
    layers.DepthwiseConv2D(3, depth_multiplier=2, padding="same", activation="relu"),
    layers.SeparableConv2D(4, 3),
    layers.GlobalAveragePooling2D(),
    layers.Dense(1),
])
model.summary()
model.compile("adam", "mse")
data = np.random.RandomState(0).rand(16, 8, 8, 3).astype("float32")
history = model.fit(data, data.sum(axis=(1, 2, 3)), epochs=2, batch_size=8, verbose=0)
print(len(history.history["loss"]), model.predict(data[:2], verbose=0).shape)

print(layers.SeparableConvolution2D is layers.SeparableConv2D, layers.SeparableConvolution1D is layers.SeparableConv1D)
for make in (lambda: layers.DepthwiseConv2D(3, depth_multiplier=0),
             lambda: layers.DepthwiseConv2D(3, strides=0),
             lambda: layers.SeparableConv2D(0, 3),
             lambda: layers.SeparableConv2D(2, (3, 0)),
             lambda: layers.SeparableConv2D(2, 3, strides=2, dilation_rate=2)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
layers.DepthwiseConv2D(3, input_shape=(4, 4, 1))
