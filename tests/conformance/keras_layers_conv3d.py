# Keras 3.11 3-D convolution and pooling layers (keras/src/layers/convolutional/conv3d.py,
# conv3d_transpose.py, pooling/max_pooling3d.py, average_pooling3d.py,
# global_average_pooling3d.py, global_max_pooling3d.py) on the TensorFlow backend, which runs
# TF's Conv3D, Conv3DBackpropInputV2, MaxPool3D and AvgPool3D ops. Every value is a hand
# computation on x = arange(27) as a 3x3x3 volume (shown in the comments), with all-ones
# kernels; the shapes follow operation_utils.compute_conv_output_shape and
# compute_conv_transpose_output_shape; the get_config keys are those of base_conv.py and
# base_conv_transpose.py (which lists no output_padding); the error texts are those of
# base_conv.py and argument_validation.standardize_tuple.
import numpy as np
import keras
from keras import layers

x = np.arange(27, dtype="float32").reshape(1, 3, 3, 3, 1)


def show(name, y):
    print(name, tuple(y.shape), np.squeeze(y.numpy()).tolist())


# A 2x2x2 window at (d, h, w) sums x[d+a, h+b, w+c] = 8 * (9d + 3h + w) + 4 * (9 + 3 + 1).
conv = layers.Conv3D(1, 2, kernel_initializer="ones")
show("valid", conv(x))
print(conv.kernel.shape, conv.bias.shape, [w.path for w in conv.weights])
# "same" with strides 2 pads 0 before and 1 after: windows start at 0 and 2, and the one at 2
# holds a single plane: e.g. (0, 0, 2) sums x[0:2, 0:2, 2] = 2 + 5 + 11 + 14 = 32.
show("same, strides 2", layers.Convolution3D(1, 2, strides=2, padding="same", kernel_initializer="ones")(x))
# Two filters, a bias of 1: each output sums the 2 * 2 * 2 * 2 ones of two channels, plus 1 = 17.
y = layers.Conv3D(2, 2, kernel_initializer="ones", bias_initializer="ones")(np.ones((1, 2, 2, 2, 2)))
print("channels", tuple(y.shape), y.numpy().reshape(-1).tolist())
# Dilation 2 on a 3^3 volume: one window, the eight corners 0+2+6+8+18+20+24+26 = 104.
show("dilated", layers.Conv3D(1, 2, dilation_rate=2, kernel_initializer="ones")(x))

small = np.arange(1, 9, dtype="float32").reshape(1, 2, 2, 2, 1)
# Strides 2 with a 2x2x2 all-ones kernel copies every input into a 2x2x2 block.
t = layers.Conv3DTranspose(1, 2, strides=2, kernel_initializer="ones")
y = t(small)
print("transpose strides 2", tuple(y.shape), y.numpy()[0, :, :, 0, 0].tolist(), y.numpy()[0, 3, 3, :, 0].tolist())
print(t.kernel.shape, [w.path for w in t.weights])
# Strides 1, a 2x2x2 kernel: out[i, j, k] sums the inputs within one step back on each axis;
# the centre (1, 1, 1) sums all eight inputs, 36; the corner (0, 0, 0) is small[0, 0, 0] = 1.
y = layers.Convolution3DTranspose(1, 2, kernel_initializer="ones")(small)
print("transpose 2", tuple(y.shape), float(y[0, 1, 1, 1, 0]), float(y[0, 0, 0, 0, 0]), float(y[0, 2, 2, 2, 0]))
# "same" with strides 2 doubles every side; output_padding 1 adds one: (2 - 1) * 2 + 3 + 1 = 6.
print("transpose same", tuple(layers.Conv3DTranspose(3, 3, strides=2, padding="same")(small).shape))
print("output_padding", tuple(layers.Conv3DTranspose(1, 3, strides=2, output_padding=1)(small).shape))

# 2x2x2 max windows: the largest element x[d+1, h+1, w+1] = 13 + 9d + 3h + w.
show("max", layers.MaxPooling3D()(x))
show("max strides 1", layers.MaxPool3D(2, strides=1)(x))
# Means of the same windows: (8 * (9d + 3h + w) + 52) / 8.
show("average", layers.AveragePooling3D(2)(x))
show("average strides 1", layers.AvgPool3D((2, 2, 2), strides=1)(x))
# "same" averages count only the real elements: the window at (2, 2, 2) is x[2, 2, 2] = 26.
show("average same", layers.AveragePooling3D(2, padding="same")(x))
show("global average", layers.GlobalAveragePooling3D()(x))
show("global max", layers.GlobalMaxPooling3D()(x))
print("keepdims", tuple(layers.GlobalAvgPool3D(keepdims=True)(x).shape), tuple(layers.GlobalMaxPool3D(keepdims=True)(x).shape))
print("channels_first", layers.GlobalAveragePooling3D(data_format="channels_first")(np.ones((2, 3, 4, 4, 4))).numpy().tolist())

print(layers.Conv3D(4, 3).compute_output_shape((None, 10, 10, 10, 2)))
print(layers.Conv3D(4, 3, strides=2, padding="same").compute_output_shape((None, 9, 10, 11, 2)))
print(layers.Conv3DTranspose(4, 3, strides=2).compute_output_shape((None, 5, 5, 5, 2)))
print(layers.MaxPooling3D().compute_output_shape((None, 4, 6, 8, 3)))
print(layers.AveragePooling3D(3, strides=1, padding="same").compute_output_shape((None, 4, 6, 8, 3)))
print(layers.GlobalMaxPooling3D().compute_output_shape((None, 4, 6, 8, 3)))

config = layers.Conv3D(2, 3, name="c3").get_config()
print(list(config))
print(config["kernel_size"], config["strides"], config["dilation_rate"], config["kernel_initializer"])
config = layers.Conv3DTranspose(2, 3, strides=2, output_padding=1, name="t3").get_config()
print(list(config))
print(config["strides"], "output_padding" in config)
print(layers.MaxPooling3D(name="p3").get_config())
print(layers.GlobalAveragePooling3D(name="g3").get_config())

keras.utils.set_random_seed(0)
model = keras.Sequential([
    keras.Input(shape=(8, 8, 8, 1)),
    layers.Conv3D(4, 3, activation="relu"),
    layers.MaxPooling3D(),
    layers.Conv3DTranspose(2, 2, strides=2),
    layers.AveragePooling3D(2),
    layers.GlobalAveragePooling3D(),
    layers.Dense(1),
])
model.summary()
# Training runs the gradients of Conv3D, MaxPool3D, Conv3DBackpropInputV2 and AvgPool3D.
model.compile(optimizer=keras.optimizers.SGD(0.01), loss="mse")
xs = np.linspace(0, 1, 2 * 512, dtype="float32").reshape(2, 8, 8, 8, 1)
losses = model.fit(xs, np.ones((2, 1)), epochs=3, verbose=0).history["loss"]
print(len(losses), losses[2] < losses[1] < losses[0])

for make in (lambda: layers.Conv3D(0, 3), lambda: layers.Conv3D(2, (3, 3)), lambda: layers.Conv3D(2, 3, strides=2, dilation_rate=2),
             lambda: layers.Conv3DTranspose(2, 0), lambda: layers.MaxPooling3D((2, 2)), lambda: layers.AveragePooling3D(2, strides=(1, 1))):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
try:
    layers.Conv3D(1, 2, name="flat")(np.ones((1, 4, 4, 1)))
except ValueError as e:
    print("ValueError:", e)
try:
    layers.MaxPooling3D(name="pool")(np.ones((1, 4, 4, 1)))
except ValueError as e:
    print("ValueError:", e)
