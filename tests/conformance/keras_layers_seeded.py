# Seeded weights of Keras 3.11 convolution and recurrent layers, bit for bit as TF 2.20 makes
# them. keras.utils.set_random_seed(n) seeds Python's `random`, from which every unseeded
# initializer or SeedGenerator draws its seed when constructed: Conv2D draws one (its
# GlorotUniform kernel), SimpleRNNCell three, in the order of simple_rnn.py's __init__
# (SeedGenerator, kernel GlorotUniform, recurrent Orthogonal). Glorot kernels are
# stateless_uniform(-limit, limit) with limit = sqrt(6 / (fan_in + fan_out)), fans counting the
# receptive field (3*3*1 and 3*3*2 for this Conv2D), through TF's stateless kernels (checked
# against real outputs elsewhere). Orthogonal (random_initializers.py) is the Q of TF's Qr of a
# stateless normal (max(rows, cols), min(rows, cols)) matrix, signs fixed by R's diagonal,
# transposed when rows < cols; Qr is Eigen's HouseholderQR (qr_op_impl.h). The Orthogonal and
# tf.linalg.qr values below were each checked against Eigen 3.4's HouseholderQR built with TF's
# release flags (-O2 -mavx) on the same normal draws, element for element.
import keras
import tensorflow as tf
from keras import layers

keras.utils.set_random_seed(42)
conv = layers.Conv2D(2, 3)
conv.build((None, 4, 4, 1))
print(conv.kernel)
print(conv.bias)
rnn = layers.SimpleRNN(3)
rnn.build((None, 5, 2))
print(rnn.cell.kernel)
print(rnn.cell.recurrent_kernel)
print(keras.initializers.Orthogonal(seed=1)((3, 3)))
print(keras.initializers.Orthogonal(gain=2.0, seed=9)((3, 4)))
print(keras.initializers.get("orthogonal").__class__.__name__)

q, r = tf.linalg.qr(tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]))
print(q)
print(r)
full = tf.linalg.qr(tf.constant([[1.0, 2.0], [3.0, 4.0], [5.0, 6.0]]), full_matrices=True)
print(full.q.shape, full.r.shape)
print(tf.linalg.diag_part(r))
