# Keras 3.11 pooling and reshaping layers (keras/src/layers/pooling/*.py, reshaping/*.py,
# preprocessing/rescaling.py) on the TensorFlow backend. The values are hand computations on
# x = arange(16) as a 4x4 image, shown in the comments; the error texts are those of
# argument_validation.standardize_tuple, operation_utils.compute_pooling_output_shape (whose
# inputs.shape and pool_size are NumPy arrays: "[1 2 2 1]"), permute.py, repeat_vector.py and
# input_spec.py.
import numpy as np
import keras
from keras import layers

x = np.arange(16, dtype="float32").reshape(1, 4, 4, 1)


def show(name, y):
    print(name, tuple(y.shape), np.squeeze(y.numpy()).tolist())


# 2x2 windows: max = x[2i+1, 2j+1] = 8i + 2j + 5; mean = 8i + 2j + 2.5.
show("max", layers.MaxPooling2D()(x))
show("average", layers.AveragePooling2D()(x))
# 3x3 windows with strides 1: max x[i+2, j+2] = 4i + j + 10; mean x[i+1, j+1] = 4i + j + 5.
show("max 3 strides 1", layers.MaxPooling2D(3, strides=1)(x))
show("average 3 strides 1", layers.AvgPool2D(pool_size=(3, 3), strides=(1, 1))(x))
# "same" with 3x3 windows and strides 2 (TF pads 0 before and 1 after): the windows are
# rows/columns {0, 1, 2} and {2, 3}; the average counts only the real elements.
show("max same", layers.MaxPooling2D(3, strides=2, padding="same")(x))
show("average same", layers.AveragePooling2D(3, strides=2, padding="same")(x))
s = np.array([[[1.0, -1.0], [3.0, -3.0], [2.0, -2.0], [5.0, -5.0], [4.0, -4.0]]], dtype="float32")
# Windows of 2 over 5 steps: (1, 3), (2, 5); the fifth step is dropped ("valid").
show("max1d", layers.MaxPooling1D()(s))
show("average1d", layers.AveragePooling1D()(s))
show("max1d same", layers.MaxPool1D(padding="same")(s))
show("global average", layers.GlobalAveragePooling2D()(x))
show("global max", layers.GlobalMaxPooling2D()(x))
print("global keepdims", tuple(layers.GlobalAveragePooling2D(keepdims=True)(x).shape))
show("global average 1d", layers.GlobalAveragePooling1D()(s))
show("global max 1d", layers.GlobalMaxPool1D()(s))
# channels_first: the pooling transposes to channels-last and back.
show("max channels_first", layers.MaxPooling2D(data_format="channels_first")(x.reshape(1, 1, 4, 4)))
show("global channels_first", layers.GlobalAveragePooling2D(data_format="channels_first")(np.ones((2, 3, 4, 4))))

small = np.array([[1.0, 2.0], [3.0, 4.0]], dtype="float32").reshape(1, 2, 2, 1)
show("upsampling", layers.UpSampling2D()(small))
show("upsampling (1, 3)", layers.UpSampling2D(size=(1, 3))(small))
show("zero padding", layers.ZeroPadding2D()(small))
show("zero padding ((1, 0), (0, 2))", layers.ZeroPadding2D(((1, 0), (0, 2)))(small))
show("cropping", layers.Cropping2D(((1, 0), (1, 2)))(x))
show("cropping 1", layers.Cropping2D(1)(x))
v = np.array([[1.0, 2.0, 3.0]], dtype="float32")
show("repeat", layers.RepeatVector(2)(v))
y = layers.Permute((2, 1))(np.arange(6, dtype="float32").reshape(1, 2, 3))
show("permute", y)
show("rescaling", layers.Rescaling(0.5, offset=-1.0)(v))
print(layers.Rescaling(1.0 / 255)(np.array([255, 0], dtype="uint8")).dtype)

keras.utils.set_random_seed(0)
model = keras.Sequential([
    keras.Input(shape=(28, 28, 1)),
    layers.Rescaling(1.0 / 255),
    layers.Conv2D(4, 3, activation="relu"),
    layers.MaxPooling2D(),
    layers.ZeroPadding2D(1),
    layers.AveragePooling2D(pool_size=(3, 3), strides=2, padding="same"),
    layers.Cropping2D(((1, 1), (0, 1))),
    layers.UpSampling2D(),
    layers.GlobalMaxPooling2D(),
    layers.RepeatVector(3),
    layers.Permute((2, 1)),
    layers.GlobalAveragePooling1D(),
])
model.summary()

for make in (lambda: layers.MaxPooling2D(pool_size=(2, 2, 2)), lambda: layers.MaxPooling1D(0),
             lambda: layers.Permute((1, 3)), lambda: layers.ZeroPadding2D((1, 2, 3)),
             lambda: layers.Cropping2D(-1), lambda: layers.UpSampling2D(size=0)):
    try:
        make()
    except ValueError as e:
        print("ValueError:", e)
try:
    layers.RepeatVector(2.0)
except TypeError as e:
    print("TypeError:", e)
try:
    layers.MaxPooling2D(pool_size=4, strides=1).compute_output_shape((None, 1, 1, 1))
except ValueError as e:
    print("ValueError:", e)
try:
    layers.GlobalMaxPooling2D(name="gmp")(np.ones((1, 4, 4)))
except ValueError as e:
    print("ValueError:", e)
