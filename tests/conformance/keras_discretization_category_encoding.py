# keras.layers.Discretization (through tf.raw_ops.Bucketize) and CategoryEncoding's
# "multi_hot"/"count" modes (through tf.math.bincount(axis=-1)), eagerly and in a tf.function.
# Values: the docstring examples of discretization.py (bin_boundaries [0, 1, 2]; num_bins=4
# adapted on the same input) and category_encoding.py (multi_hot, count, count with
# count_weights), and the cases of discretization_test.py (test_correctness with boundaries
# [0, 0.5, 1]: int, one_hot rank 1, multi_hot rank 2, multi_hot rank 3, count;
# test_tf_data_compatibility's boundaries [0, 0.35, 0.5, 1]). Output dtypes: int64 for
# output_mode="int", else floatx (Discretization.__init__); CategoryEncoding's float32. Inside a
# tf.function, TFDataLayer.__call__ first converts the inputs to the compute dtype, int64 for
# output_mode="int": -0.5 truncates to 0 and lands in bucket 1 (one_hot computes in float32).
import numpy as np
import tensorflow as tf
import keras
from keras import layers

x = np.array([[-1.5, 1.0, 3.4, .5], [0.0, 3.0, 1.3, 0.0]])
layer = layers.Discretization(bin_boundaries=[0., 1., 2.])
out = layer(x)
print(out.dtype, out.numpy().tolist())
layer = layers.Discretization(num_bins=4, epsilon=0.01)
layer.adapt(x)
print(layer(x).numpy().tolist())

for mode, inputs in [
    ("int", [[-1.0, 0.0, 0.1, 0.8, 1.2]]),
    ("one_hot", [0.1, 0.8]),
    ("multi_hot", [[0.1, 0.8]]),
    ("multi_hot", [[[0.15, 0.75], [0.85, 0.45]]]),
    ("count", [[0.1, 0.8, 0.9]]),
]:
    out = layers.Discretization(bin_boundaries=[0.0, 0.5, 1.0], output_mode=mode)(np.array(inputs))
    print(mode, out.dtype, out.numpy().tolist())

layer = layers.Discretization(bin_boundaries=[0.0, 0.35, 0.5, 1.0], dtype="float32")
print(layer(np.array([[-1.0, 0.0, 0.1, 0.2, 0.4, 0.5, 1.0, 1.2, 0.98]])).numpy().tolist())

multi_hot = layers.CategoryEncoding(num_tokens=4, output_mode="multi_hot")
print(multi_hot([[0, 1], [0, 0], [1, 2], [3, 1]]))
count = layers.CategoryEncoding(num_tokens=4, output_mode="count")
print(count([[0, 1], [0, 0], [1, 2], [3, 1]]))
count_weights = np.array([[.1, .2], [.1, .1], [.2, .3], [.4, .2]])
print(count([[0, 1], [0, 0], [1, 2], [3, 1]], count_weights=count_weights))
print(multi_hot([3, 0]))


@tf.function
def encode(ids, values):
    return (multi_hot(ids), count(ids), layers.Discretization(bin_boundaries=[0.0, 1.0])(values),
            layers.Discretization(bin_boundaries=[0.0, 1.0], output_mode="one_hot")(values))


for t in encode(tf.constant([[0, 1], [2, 2]]), tf.constant([-0.5, 0.5, 1.5])):
    print(t)
