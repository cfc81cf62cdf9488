# Discretization.adapt over data full of repeated values, and FeatureSpace.float_discretized over
# integer ages. Keras's merge_summaries (keras/src/layers/preprocessing/discretization.py) sorts
# the summary with np.argsort's default kind, whose order of equal values NumPy does not fix; the
# result cannot depend on it here, because every tied column has the same value and the same
# weight (each batch has fewer than 100 values, so summarize() keeps every value with weight 1).
# Expected values worked out by hand from that file: compress_summary(summary, 1 / num_bins)
# interpolates the sorted values at cumulative-weight fractions 0.25, 0.5, 0.75 and 1.0 and drops
# the last. 24 values, six each of 1..4: fractions 6/24, 12/24, 18/24 land on values 1, 2, 3.
# The 30 values (3 x 20, 6 x 30, 9 x 40, 6 x 50, 6 x 60) in batches of 16 and 14: 7.5/30 and
# 8/30 are both 30, 15/30 is 40, 22.5/30 lies between two 50s. Ages (2 x 22, 4 x 35, 6 x 41,
# 4 x 58, 4 x 63) in batches of 8, 8, 4: 5/20 -> 35, 10/20 -> 41, 15/20 -> 58. call() is
# digitize (a value equal to a boundary goes to the bin above it) and FeatureSpace one-hot encodes
# the bin index with depth len(bin_boundaries) + 1.
import numpy as np
import tensorflow as tf
import keras
from keras.utils import FeatureSpace

d = keras.layers.Discretization(num_bins=4)
d.adapt(np.array([1.0, 1.0, 2.0, 2.0, 3.0, 3.0, 4.0, 4.0] * 3))
print(d.bin_boundaries)
print(d(np.array([0.5, 1.0, 1.5, 2.5, 3.5, 4.5])))

ds = tf.data.Dataset.from_tensor_slices(np.array([20, 30, 30, 40, 40, 40, 50, 50, 60, 60] * 3)).batch(16)
d2 = keras.layers.Discretization(num_bins=4)
d2.adapt(ds)
print(d2.bin_boundaries)

ages = np.array([22, 35, 35, 41, 41, 41, 58, 58, 63, 63] * 2)
fs = FeatureSpace(features={"age": FeatureSpace.float_discretized(num_bins=4)}, output_mode="concat")
fs.adapt(tf.data.Dataset.from_tensor_slices({"age": ages}).batch(8))
print(fs.preprocessors["age"].bin_boundaries)
print(fs({"age": np.array([20, 40, 60])}))
