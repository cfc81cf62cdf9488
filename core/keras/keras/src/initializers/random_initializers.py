"""Random initializers (keras/src/initializers/random_initializers.py). An unseeded one draws
its seed (Python `random.randint(1, 10**9)`) when constructed, and uses that int for every
call, through TF's stateless random kernels."""
import math

from keras.src import random
from keras.src.random.seed_generator import make_default_seed
from keras.src.initializers.initializer import Initializer


class RandomInitializer(Initializer):
    def __init__(self, seed=None):
        self._init_seed = seed
        if seed is None:
            seed = make_default_seed()
        elif isinstance(seed, dict):
            from keras.src.saving import serialization_lib

            seed = serialization_lib.deserialize_keras_object(seed)
        elif not isinstance(seed, (int, random.SeedGenerator)):
            raise ValueError(
                "`seed` argument should be an instance of `keras.random.SeedGenerator()` or an "
                f"integer. Received: seed={seed}"
            )
        self.seed = seed

    def get_config(self):
        """The seed as given: an int or None as is, a SeedGenerator serialized (its
        `keras.random` module, class name and config)."""
        from keras.src.saving import serialization_lib

        return {"seed": serialization_lib.serialize_keras_object(self._init_seed)}


class RandomNormal(RandomInitializer):
    def __init__(self, mean=0.0, stddev=0.05, seed=None):
        self.mean = mean
        self.stddev = stddev
        super().__init__(seed=seed)

    def __call__(self, shape, dtype=None):
        return random.normal(shape=shape, mean=self.mean, stddev=self.stddev, seed=self.seed, dtype=dtype)

    def get_config(self):
        return {**super().get_config(), "mean": self.mean, "stddev": self.stddev}


class TruncatedNormal(RandomInitializer):
    def __init__(self, mean=0.0, stddev=0.05, seed=None):
        self.mean = mean
        self.stddev = stddev
        super().__init__(seed=seed)

    def __call__(self, shape, dtype=None):
        return random.truncated_normal(shape=shape, mean=self.mean, stddev=self.stddev, seed=self.seed, dtype=dtype)

    def get_config(self):
        return {**super().get_config(), "mean": self.mean, "stddev": self.stddev}


class RandomUniform(RandomInitializer):
    def __init__(self, minval=-0.05, maxval=0.05, seed=None):
        self.minval = minval
        self.maxval = maxval
        super().__init__(seed=seed)

    def __call__(self, shape, dtype=None):
        return random.uniform(shape=shape, minval=self.minval, maxval=self.maxval, seed=self.seed, dtype=dtype)

    def get_config(self):
        return {**super().get_config(), "minval": self.minval, "maxval": self.maxval}


def compute_fans(shape):
    """(fan_in, fan_out) of a weight shape; conv kernels count the receptive field."""
    shape = tuple(shape)
    if len(shape) < 1:
        fan_in = fan_out = 1
    elif len(shape) == 1:
        fan_in = fan_out = shape[0]
    elif len(shape) == 2:
        fan_in, fan_out = shape[0], shape[1]
    else:
        receptive_field_size = 1
        for dim in shape[:-2]:
            receptive_field_size *= dim
        fan_in = shape[-2] * receptive_field_size
        fan_out = shape[-1] * receptive_field_size
    return int(fan_in), int(fan_out)


class VarianceScaling(RandomInitializer):
    def __init__(self, scale=1.0, mode="fan_in", distribution="truncated_normal", seed=None):
        if scale <= 0.0:
            raise ValueError(f"Argument `scale` must be positive float. Received: scale={scale}")
        allowed_modes = {"fan_in", "fan_out", "fan_avg"}
        if mode not in allowed_modes:
            raise ValueError(f"Invalid `mode` argument: {mode}. Please use one of {allowed_modes}")
        distribution = distribution.lower()
        if distribution == "normal":
            distribution = "truncated_normal"
        allowed = {"uniform", "truncated_normal", "untruncated_normal"}
        if distribution not in allowed:
            raise ValueError(f"Invalid `distribution` argument: {distribution}.Please use one of {allowed}")
        self.scale = scale
        self.mode = mode
        self.distribution = distribution
        super().__init__(seed=seed)

    def __call__(self, shape, dtype=None):
        scale = self.scale
        fan_in, fan_out = compute_fans(shape)
        if self.mode == "fan_in":
            scale /= max(1.0, fan_in)
        elif self.mode == "fan_out":
            scale /= max(1.0, fan_out)
        else:
            scale /= max(1.0, (fan_in + fan_out) / 2.0)
        if self.distribution == "truncated_normal":
            stddev = math.sqrt(scale) / 0.87962566103423978
            return random.truncated_normal(shape, mean=0.0, stddev=stddev, dtype=dtype, seed=self.seed)
        if self.distribution == "untruncated_normal":
            return random.normal(shape, mean=0.0, stddev=math.sqrt(scale), dtype=dtype, seed=self.seed)
        limit = math.sqrt(3.0 * scale)
        return random.uniform(shape, minval=-limit, maxval=limit, dtype=dtype, seed=self.seed)

    def get_config(self):
        return {**super().get_config(), "scale": self.scale, "mode": self.mode, "distribution": self.distribution}


class GlorotUniform(VarianceScaling):
    def __init__(self, seed=None):
        super().__init__(scale=1.0, mode="fan_avg", distribution="uniform", seed=seed)

    def get_config(self):
        return RandomInitializer.get_config(self)


class GlorotNormal(VarianceScaling):
    def __init__(self, seed=None):
        super().__init__(scale=1.0, mode="fan_avg", distribution="truncated_normal", seed=seed)

    def get_config(self):
        return RandomInitializer.get_config(self)


class LecunNormal(VarianceScaling):
    def __init__(self, seed=None):
        super().__init__(scale=1.0, mode="fan_in", distribution="truncated_normal", seed=seed)

    def get_config(self):
        return RandomInitializer.get_config(self)


class LecunUniform(VarianceScaling):
    def __init__(self, seed=None):
        super().__init__(scale=1.0, mode="fan_in", distribution="uniform", seed=seed)

    def get_config(self):
        return RandomInitializer.get_config(self)


class HeNormal(VarianceScaling):
    def __init__(self, seed=None):
        super().__init__(scale=2.0, mode="fan_in", distribution="truncated_normal", seed=seed)

    def get_config(self):
        return RandomInitializer.get_config(self)


class HeUniform(VarianceScaling):
    def __init__(self, seed=None):
        super().__init__(scale=2.0, mode="fan_in", distribution="uniform", seed=seed)

    def get_config(self):
        return RandomInitializer.get_config(self)


class Orthogonal(RandomInitializer):
    """A (flattened) orthogonal matrix: the Q of the QR decomposition of a standard normal
    `(max(rows, cols), min(rows, cols))` matrix (rows = product of all but the last dim), its
    columns' signs fixed by R's diagonal, transposed when rows < cols, times `gain`. Raises
    ValueError for shapes of rank < 2."""

    def __init__(self, gain=1.0, seed=None):
        self.gain = gain
        super().__init__(seed=seed)

    def __call__(self, shape, dtype=None):
        from keras.src import ops

        if len(shape) < 2:
            raise ValueError(
                "The tensor to initialize must be at least two-dimensional. Received: "
                f"shape={shape} of rank {len(shape)}."
            )
        num_rows = 1
        for dim in shape[:-1]:
            num_rows *= dim
        num_cols = shape[-1]
        flat_shape = (max(num_cols, num_rows), min(num_cols, num_rows))
        a = random.normal(flat_shape, seed=self.seed, dtype=dtype)
        q, r = ops.qr(a)
        d = ops.diag(r)
        q *= ops.sign(d)
        if num_rows < num_cols:
            q = ops.transpose(q)
        return self.gain * ops.reshape(q, shape)

    def get_config(self):
        return {**super().get_config(), "gain": self.gain}
