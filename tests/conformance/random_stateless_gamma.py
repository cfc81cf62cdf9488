# tf.random.stateless_gamma (TF 2.20 stateless_random_ops.stateless_random_gamma over the
# StatelessRandomGammaV3 CPU kernel, stateless_random_gamma_op.cc) and keras.random.gamma /
# keras.random.beta on the TensorFlow backend (keras 3.11.3 backend/tensorflow/random.py:
# an int seed s draws [s, 0]; beta's second gamma uses that seed + 12). Expected values: an
# independent Python implementation of the kernel (GenerateKey-scrambled Philox4x32-10, 256
# blocks reserved per output, double Box-Muller normals and uniforms served last-first,
# Marsaglia-Tsang with the u^(1/alpha) boost below 1, -log1p(-u) at alpha == 1; output i of
# alpha a = i // samples_per_alpha lands at a + (i % samples_per_alpha) * num_alphas), rounded
# to float32 as the kernel's static_cast does; beta scales by division.
import tensorflow as tf
import keras

print(tf.random.stateless_gamma([4], seed=[1, 2], alpha=2.0).numpy().tolist())
print(tf.random.stateless_gamma([3], seed=[1, 2], alpha=0.5).numpy().tolist())
print(tf.random.stateless_gamma([3], seed=[1, 2], alpha=1.0).numpy().tolist())
x = tf.random.stateless_gamma([2, 2], seed=[3, 4], alpha=[1.0, 3.0])
print(x.shape, x.dtype, x.numpy().tolist())
print(tf.random.stateless_gamma([2], seed=[1, 2], alpha=2.0, beta=4.0).numpy().tolist())
print(tf.random.stateless_gamma([2], seed=tf.constant([1, 2], tf.int64), alpha=1.5, dtype=tf.float64).numpy().tolist())


@tf.function
def sample(seed):
    return tf.random.stateless_gamma([4], seed=seed, alpha=2.0)


print(sample(tf.constant([1, 2])).numpy().tolist())
print(keras.random.gamma((3,), alpha=2.0, seed=5).numpy().tolist())
print(keras.random.beta((2,), 2.0, 3.0, seed=5).numpy().tolist())
