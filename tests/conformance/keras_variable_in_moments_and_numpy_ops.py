# A Keras Variable goes where TF converts tensors: tf.nn.moments reads `x.dtype` (nn_impl.py
# moments_v2, a Keras Variable's is 'float32') and reduces it, as keras.ops.moments does for a
# weight-standardized kernel (keras.io subclassing_conv_layers); tf.experimental.numpy takes
# its dtype as np_utils._maybe_get_dtype does for any tf.__internal__.types.Tensor
# (tensor_util.is_tf_type), so in a graph it is converted, never read through numpy()
# (keras.io tensorflow_numpy_models).
import tensorflow as tf
import tensorflow.experimental.numpy as tnp
import keras

v = keras.Variable(tf.reshape(tf.range(6.0), (3, 2)))
print(keras.ops.moments(v, axes=[0]))
print(tf.nn.moments(v, axes=[0, 1], keepdims=True))

w = keras.Variable(tf.ones((2, 1)))
@tf.function
def project(x):
    return tnp.matmul(x, w)
print(project(tf.ones((1, 2))))

tnp.experimental_enable_numpy_behavior()
b = keras.Variable(tf.zeros((2,)))
@tf.function
def shift(x):
    return x + b
print(shift(tf.ones((1, 2))))
