"""Random ops on the TensorFlow backend (keras/src/backend/tensorflow/random.py): TF's
stateless kernels seeded with `[seed, counter]` drawn from a SeedGenerator or an int."""
import tensorflow as tf

from keras.src.backend.common.dtypes import standardize_dtype
from keras.src.backend.config import floatx
from keras.src.random.seed_generator import SeedGenerator  # noqa: F401 (backend.random.SeedGenerator)
from keras.src.random.seed_generator import draw_seed
from keras.src.random.seed_generator import make_default_seed  # noqa: F401


def _cast_seed(seed):
    # SeedGenerator state is int64; the stateless ops want int32 seeds (XLA), so Keras folds them.
    if standardize_dtype(seed.dtype) == "int32":
        return seed
    return tf.cast(tf.math.floormod(seed, tf.int32.max - 1), dtype="int32")


def normal(shape, mean=0.0, stddev=1.0, dtype=None, seed=None):
    dtype = dtype or floatx()
    seed = _cast_seed(draw_seed(seed))
    return tf.random.stateless_normal(shape=shape, mean=mean, stddev=stddev, dtype=dtype, seed=seed)


def uniform(shape, minval=0.0, maxval=1.0, dtype=None, seed=None):
    dtype = dtype or floatx()
    seed = _cast_seed(draw_seed(seed))
    return tf.random.stateless_uniform(shape=shape, minval=tf.cast(minval, dtype), maxval=tf.cast(maxval, dtype),
                                       dtype=dtype, seed=seed)


def randint(shape, minval, maxval, dtype="int32", seed=None):
    intermediate = dtype if standardize_dtype(dtype) in ("int32", "int64") else "int64"
    seed = _cast_seed(draw_seed(seed))
    out = tf.random.stateless_uniform(shape=shape, minval=minval, maxval=maxval, dtype=intermediate, seed=seed)
    return tf.cast(out, dtype)


def truncated_normal(shape, mean=0.0, stddev=1.0, dtype=None, seed=None):
    dtype = dtype or floatx()
    seed = _cast_seed(draw_seed(seed))
    return tf.random.stateless_truncated_normal(shape=shape, mean=mean, stddev=stddev, dtype=dtype, seed=seed)


def categorical(logits, num_samples, dtype="int64", seed=None):
    seed = _cast_seed(draw_seed(seed))
    return tf.cast(tf.random.stateless_categorical(logits, num_samples, seed=seed), dtype)


def _noise_shape(inputs, noise_shape):
    if noise_shape is None:
        return tf.shape(inputs)
    concrete = tf.shape(inputs)
    return [concrete[i] if value is None else value for i, value in enumerate(noise_shape)]


def dropout(inputs, rate, noise_shape=None, seed=None):
    seed = _cast_seed(draw_seed(seed))
    return tf.nn.experimental.stateless_dropout(inputs, rate=rate, noise_shape=_noise_shape(inputs, noise_shape),
                                                seed=seed)


def shuffle(x, axis=0, seed=None):
    seed = _cast_seed(draw_seed(seed))
    indices = tf.argsort(tf.random.stateless_uniform(shape=[tf.shape(x)[axis]], seed=seed))
    return tf.gather(x, indices, axis=axis)


def gamma(shape, alpha, dtype=None, seed=None):
    """Gamma(alpha) samples through tf.random.stateless_gamma."""
    dtype = dtype or floatx()
    seed = _cast_seed(draw_seed(seed))
    intermediate = "float32" if standardize_dtype(dtype) == "bfloat16" else dtype
    return tf.cast(tf.random.stateless_gamma(shape, alpha=alpha, dtype=intermediate, seed=seed), dtype)


def binomial(shape, counts, probabilities, dtype=None, seed=None):
    """Binomial samples through tf.random.stateless_binomial."""
    dtype = dtype or floatx()
    seed = _cast_seed(draw_seed(seed))
    intermediate = "float32" if standardize_dtype(dtype) == "bfloat16" else dtype
    return tf.cast(tf.random.stateless_binomial(shape=shape, seed=seed, counts=counts, probs=probabilities,
                                                output_dtype=intermediate), dtype)


def beta(shape, alpha, beta, dtype=None, seed=None):
    """Beta(alpha, beta) samples as X / (X + Y), X ~ Gamma(alpha) seeded with the drawn seed
    and Y ~ Gamma(beta) with that seed + 12 (Keras's TF backend): one draw from `seed`."""
    dtype = dtype or floatx()
    seed_1 = _cast_seed(draw_seed(seed))
    seed_2 = seed_1 + 12
    intermediate = "float32" if standardize_dtype(dtype) == "bfloat16" else dtype
    # stateless_gamma checks alpha only against the rightmost output dim, so broadcast first.
    alpha = tf.broadcast_to(tf.convert_to_tensor(alpha, dtype=intermediate), shape)
    beta = tf.broadcast_to(tf.convert_to_tensor(beta, dtype=intermediate), shape)
    gamma_a = tf.cast(tf.random.stateless_gamma(shape=shape, seed=seed_1, alpha=alpha, dtype=intermediate), dtype)
    gamma_b = tf.cast(tf.random.stateless_gamma(shape=shape, seed=seed_2, alpha=beta, dtype=intermediate), dtype)
    return gamma_a / (gamma_a + gamma_b)
