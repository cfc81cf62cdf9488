"""keras.random (keras/src/random/random.py): `seed` is None (the global generator), an int
(the same values every call) or a SeedGenerator."""
from keras.src.random.seed_generator import SeedGenerator


def _backend():
    from keras.src.backend.tensorflow import random as tf_random

    return tf_random


def normal(shape, mean=0.0, stddev=1.0, dtype=None, seed=None):
    return _backend().normal(shape, mean=mean, stddev=stddev, dtype=dtype, seed=seed)


def uniform(shape, minval=0.0, maxval=1.0, dtype=None, seed=None):
    from keras.src.backend.common.dtypes import is_float_dtype

    if dtype and not is_float_dtype(dtype):
        raise ValueError(f"`keras.random.uniform` requires a floating point `dtype`. Received: dtype={dtype} ")
    return _backend().uniform(shape, minval=minval, maxval=maxval, dtype=dtype, seed=seed)


def randint(shape, minval, maxval, dtype="int32", seed=None):
    from keras.src.backend.common.dtypes import is_int_dtype

    if dtype and not is_int_dtype(dtype):
        raise ValueError(f"`keras.random.randint` requires an integer `dtype`. Received: dtype={dtype} ")
    return _backend().randint(shape, minval=minval, maxval=maxval, dtype=dtype, seed=seed)


def truncated_normal(shape, mean=0.0, stddev=1.0, dtype=None, seed=None):
    return _backend().truncated_normal(shape, mean=mean, stddev=stddev, dtype=dtype, seed=seed)


def categorical(logits, num_samples, dtype="int32", seed=None):
    from keras.src import backend

    logits_shape = list(backend.convert_to_tensor(logits).shape)
    if len(logits_shape) != 2:
        raise ValueError(
            f"`logits` should be a 2-D tensor with shape [batch_size, num_classes]. Received: logits={logits}"
        )
    return _backend().categorical(logits, num_samples, dtype=dtype, seed=seed)


def dropout(inputs, rate, noise_shape=None, seed=None):
    return _backend().dropout(inputs, rate, noise_shape=noise_shape, seed=seed)


def shuffle(x, axis=0, seed=None):
    return _backend().shuffle(x, axis=axis, seed=seed)


def gamma(shape, alpha, dtype=None, seed=None):
    return _backend().gamma(shape, alpha=alpha, dtype=dtype, seed=seed)


def binomial(shape, counts, probabilities, dtype=None, seed=None):
    return _backend().binomial(shape, counts=counts, probabilities=probabilities, dtype=dtype, seed=seed)


def beta(shape, alpha, beta, dtype=None, seed=None):
    return _backend().beta(shape=shape, alpha=alpha, beta=beta, dtype=dtype, seed=seed)
