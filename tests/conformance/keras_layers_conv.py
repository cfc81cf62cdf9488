# Keras 3.11 convolution layers (keras/src/layers/convolutional/base_conv.py, conv1d.py,
# base_conv_transpose.py) on the TensorFlow backend: shapes, weights and values.
# Every value is a hand computation with kernel_initializer="ones" (or a constant), shown in the
# comments; the error texts are those of base_conv.py, argument_validation.py standardize_tuple,
# operation_utils.compute_conv_output_shape (its dilation_rate is a NumPy array: "[1 1]") and
# input_spec.py; the warning is Layer.__init__'s, raised at base_conv.py line 113.
import numpy as np
import keras
from keras import initializers, layers

x = np.arange(16, dtype="float32").reshape(1, 4, 4, 1)


def show(name, y):
    print(name, tuple(y.shape), np.squeeze(y.numpy()).tolist())


# Each output is the sum of a 2x2 window, x[i,j] + x[i,j+1] + x[i+1,j] + x[i+1,j+1] = 16i + 4j + 10.
conv = layers.Conv2D(1, 2, kernel_initializer="ones")
show("valid", conv(x))
print(conv.kernel.shape, conv.bias.shape, [w.path for w in conv.weights])
# "same" with strides 2 pads nothing here (TF: max((ceil(4/2) - 1) * 2 + 2 - 4, 0) = 0): the
# windows at (0, 0), (0, 2), (2, 0), (2, 2).
show("same, strides 2", layers.Conv2D(1, 2, strides=2, padding="same", kernel_initializer="ones")(x))
# "same" with strides 1 and a 3x3 window pads one row and column on each side: the corner
# (0, 0) sums x[0:2, 0:2] = 0 + 1 + 4 + 5 = 10, the centre (1, 1) sums x[0:3, 0:3] = 45.
y = layers.Conv2D(1, 3, padding="same", kernel_initializer="ones")(x)
print("same 3x3", tuple(y.shape), float(y[0, 0, 0, 0]), float(y[0, 1, 1, 0]))
# relu(20 - window sum) = relu(10 - 16i - 4j).
show("relu", layers.Conv2D(1, 2, kernel_initializer=initializers.Constant(-1.0),
                           bias_initializer=initializers.Constant(20.0), activation="relu")(x))
# Two filters over two channels: every output sums 2 * 2 * 2 = 8 ones, plus the bias 0.5.
y = layers.Conv2D(2, 2, kernel_initializer="ones", bias_initializer=initializers.Constant(0.5))(np.ones((1, 3, 3, 2)))
print("channels", tuple(y.shape), y.numpy()[0, 0, 0].tolist())

s = np.arange(6, dtype="float32").reshape(1, 6, 1)
# Windows (0, 1), (2, 3), (4, 5).
show("conv1d strides 2", layers.Conv1D(1, 2, strides=2, kernel_initializer="ones")(s))
# "causal" left-pads dilation_rate * (kernel_size - 1) = 2 zeros: 0+0+0, 0+0+1, 0+1+2, 1+2+3, ...
show("conv1d causal", layers.Conv1D(1, 3, padding="causal", kernel_initializer="ones")(s))

small = np.array([[1.0, 2.0], [3.0, 4.0]], dtype="float32").reshape(1, 2, 2, 1)
# A 2x2 all-ones kernel with strides 2 copies every input into a 2x2 block.
t = layers.Conv2DTranspose(1, 2, strides=2, kernel_initializer="ones")
show("transpose strides 2", t(small))
print(t.kernel.shape, [w.path for w in t.weights])
# strides 1, 3x3: out[i][j] sums x[p][q] for i - 2 <= p <= i, j - 2 <= q <= j.
show("transpose 3x3", layers.Conv2DTranspose(1, 3, kernel_initializer="ones")(small))
# "same" with strides 2 gives in * strides = 4 per side.
y = layers.Conv2DTranspose(3, 3, strides=2, padding="same")(small)
print("transpose same", tuple(y.shape))
# Two filters, two input channels: kernel (2, filters, in_channels) = (2, 2, 2).
t1 = layers.Conv1DTranspose(2, 2, strides=2, kernel_initializer="ones")
y = t1(np.array([[[1.0, 10.0], [2.0, 20.0]]], dtype="float32"))
print("conv1d transpose", tuple(y.shape), t1.kernel.shape, y.numpy()[0].tolist())

# Shapes with an unknown batch (compute_output_shape) and summary() of a small CNN.
keras.utils.set_random_seed(0)
model = keras.Sequential([
    keras.Input(shape=(28, 28, 1)),
    layers.Conv2D(8, 3, activation="relu"),
    layers.Conv2D(16, 3, strides=2, padding="same"),
    layers.Conv2DTranspose(4, 4, strides=2),
])
model.summary()
print(model.output_shape)

for make in (lambda: layers.Conv2D(0, 3), lambda: layers.Conv2D(2, 3, strides=2, dilation_rate=2),
             lambda: layers.Conv2D(2, (3, 3, 3)), lambda: layers.Conv2D(2, 0), lambda: layers.Conv1D(2, 3, strides=(1, 0)),
             lambda: layers.Conv2DTranspose(-1, 2), lambda: layers.Conv2D(4, 3, groups=3)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
c = layers.Conv2D(1, 6, name="big")
try:
    c(x)
except ValueError as e:
    print("ValueError:", e)
try:
    layers.Conv2D(1, 2, name="flat")(np.ones((1, 4, 4)))
except ValueError as e:
    print("ValueError:", e)
try:
    conv(np.ones((1, 4, 4, 3)))
except ValueError as e:
    print("ValueError:", e)
seq = keras.Sequential([layers.Conv2D(2, 3, input_shape=(5, 5, 1))])
print(seq.output_shape)
