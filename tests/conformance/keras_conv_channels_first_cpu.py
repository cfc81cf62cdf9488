# Channels-first convolutions on TensorFlow's CPU kernels, as Keras 3.11 runs them
# (keras/src/backend/tensorflow/nn.py): conv, depthwise_conv, separable_conv and conv_transpose
# hand TF the NCW/NCHW format as it is (only channels-first 3-D and grouped convolutions go
# through XLA), and TF 2.20's CPU Conv2D kernel refuses it: UnimplementedError "The Conv2D op
# currently only supports the NHWC tensor format on the CPU. The op was given the format: NCHW"
# (conv_ops_impl.h; a 1-D convolution runs as Conv2D), as keras-team/keras issues 20414 and 23650
# report for Keras 3. Inside a layer's call the error
# keeps its class and gets Keras's "Exception encountered when calling ..." text
# (traceback_utils.inject_argument_info_in_traceback, OpError branch). Shapes of symbolic calls
# need no kernel, so a channels-first functional model still builds; pooling transposes to
# channels-last and works.
import numpy as np
import tensorflow as tf
import keras
from keras import layers, ops

inputs = keras.Input((3, 6, 6))
hidden = layers.Conv2D(2, 3, data_format="channels_first")(inputs)
outputs = layers.MaxPooling2D(data_format="channels_first")(hidden)
model = keras.Model(inputs, outputs)
print(hidden.shape, model.output_shape)
print(layers.MaxPooling2D(data_format="channels_first")(np.ones((1, 2, 4, 4), "float32")).shape)

x = np.ones((1, 3, 6, 6), "float32")
try:
    ops.conv(x, np.ones((2, 2, 3, 2), "float32"), data_format="channels_first")
except tf.errors.UnimplementedError as e:
    print("ops.conv:", type(e).__name__, e.message)

for name, call in [
    ("model", lambda: model(x)),
    ("Conv1D", lambda: layers.Conv1D(2, 3, data_format="channels_first")(np.ones((1, 3, 6), "float32"))),
]:
    try:
        call()
    except tf.errors.UnimplementedError as e:
        print(name + ":", type(e).__name__)
        print(e.message)
