# Keras 3.11 layers/convolutional/base_conv.py: a convolution layer with groups > 1 has a kernel
# of shape (*kernel_size, input_channels // groups, filters); backend/tensorflow/nn.py conv sees
# the input channels differ from the kernel's input depth and runs it with XLA (as it does every
# channels-first 3-D convolution), whose grouped convolution convolves each group's input
# channels with that group's slice of the filters and concatenates the results in group order,
# the numpy reference layers/convolutional/conv_test.py checks the layers against. With integer
# inputs and kernels every sum is exact, so the per-group ops.conv gives the same numbers.
import numpy as np
import keras

layer = keras.layers.Conv2D(6, 3, groups=3)
y = layer(np.ones((2, 8, 8, 3), "float32"))
print(y.shape, layer.kernel.shape)

# Channels 0-1 sum into filter 0 and channels 2-3 into filter 1: x[t, c] = 4t + c, so windows of
# two steps give 16t + 10 and 16t + 18.
x = np.arange(20, dtype="float32").reshape(1, 5, 4)
conv1d = keras.layers.Conv1D(2, 2, groups=2, kernel_initializer="ones")
print(conv1d(x).numpy().tolist(), conv1d.kernel.shape)

x = (np.arange(2 * 5 * 5 * 4) % 7 - 3).astype("float32").reshape(2, 5, 5, 4)
conv2d = keras.layers.Conv2D(6, (2, 3), groups=2, strides=(1, 2), padding="same", use_bias=False)
conv2d.build(x.shape)
kernel = (np.arange(2 * 3 * 2 * 6) % 5 - 2).astype("float32").reshape(2, 3, 2, 6)
conv2d.set_weights([kernel])
y = conv2d(x)
per_group = np.concatenate([keras.ops.conv(x[..., 2 * g:2 * g + 2], kernel[..., 3 * g:3 * g + 3], strides=(1, 2),
                                           padding="same") for g in range(2)], axis=-1)
print(y.shape, np.array_equal(y, per_group), float(np.abs(y).sum()))

first = keras.layers.Conv2D(6, (2, 3), groups=2, strides=(1, 2), padding="same", use_bias=False,
                            data_format="channels_first")
first.build((2, 4, 5, 5))
first.set_weights([kernel])
y_first = first(np.transpose(x, (0, 3, 1, 2)))
print(y_first.shape, np.array_equal(np.transpose(y_first, (0, 2, 3, 1)), y))

conv3d = keras.layers.Conv3D(4, 2, groups=4, kernel_initializer="ones", data_format="channels_first")
print(conv3d(np.ones((1, 4, 3, 3, 3), "float32")).numpy()[0, :, 0, 0, 0].tolist(), conv3d.kernel.shape)

model = keras.Sequential([keras.Input((6, 6, 4)), keras.layers.Conv2D(4, 3, groups=2), keras.layers.Flatten(),
                          keras.layers.Dense(1)])
model.compile(optimizer="sgd", loss="mse")
history = model.fit(np.ones((4, 6, 6, 4)), np.zeros((4, 1)), epochs=2, verbose=0)
print(len(history.history["loss"]), model.layers[0].kernel.shape)

try:
    keras.layers.Conv2D(5, 2, groups=2)
except ValueError as e:
    print("ValueError:", e)
try:
    keras.layers.Conv2D(4, 2, groups=2)(np.ones((1, 3, 3, 3)))
except ValueError as e:
    print("ValueError:", e)
