"""keras.utils.set_random_seed (keras/src/utils/rng_utils.py): seeds Python's `random` (what
Keras's unseeded initializers and SeedGenerators draw from), NumPy and TensorFlow."""
import random

import numpy as np
import tensorflow as tf

from keras.src.backend.common import global_state

GLOBAL_RANDOM_SEED = "global_random_seed"


def set_random_seed(seed):
    if not isinstance(seed, int):
        raise ValueError(f"Expected `seed` argument to be an integer. Received: seed={seed} (of type {type(seed)})")
    global_state.set_global_attribute(GLOBAL_RANDOM_SEED, seed)
    random.seed(seed)
    np.random.seed(seed)
    tf.random.set_seed(seed)


def get_random_seed():
    return global_state.get_global_attribute(GLOBAL_RANDOM_SEED)
