"""tf.keras.layers' Keras 2 layers, deprecated but kept by Keras 3.11.3's tf.keras view
(keras/src/legacy/layers.py): AlphaDropout, RandomHeight, RandomWidth and ThresholdedReLU,
written over TF ops as Keras writes them (so they differ from keras.layers.AlphaDropout)."""

import tensorflow as tf

from keras.src import backend
from keras.src.layers.layer import Layer

# SELU's constants (keras.activations.selu).
_SELU_ALPHA = 1.6732632423543772848170429916717
_SELU_SCALE = 1.0507009873554804934193349852946


class AlphaDropout(Layer):
    """While training (and rate > 0), replaces dropped units by SELU's negative saturation
    value and rescales so mean and variance stay those of the inputs; otherwise the identity.
    Built at construction."""

    _init_call_site = ("legacy/layers.py", 20, "super().__init__(**kwargs)")

    def __init__(self, rate, noise_shape=None, seed=None, **kwargs):
        super().__init__(**kwargs)
        self.rate = rate
        self.seed = seed
        self.noise_shape = noise_shape
        self.seed_generator = backend.random.SeedGenerator(seed)
        self.supports_masking = True
        self.built = True

    def call(self, inputs, training=False):
        if training and self.rate > 0:
            alpha_p = -_SELU_ALPHA * _SELU_SCALE
            noise_shape = tf.shape(inputs) if self.noise_shape is None else self.noise_shape
            kept_idx = tf.greater_equal(
                backend.random.uniform(noise_shape, seed=self.seed_generator), self.rate)
            kept_idx = tf.cast(kept_idx, inputs.dtype)
            # The affine map that restores the inputs' mean and variance.
            a = ((1 - self.rate) * (1 + self.rate * alpha_p**2)) ** -0.5
            b = -a * alpha_p * self.rate
            x = inputs * kept_idx + alpha_p * (1 - kept_idx)
            return a * x + b
        return inputs

    def get_config(self):
        return {**super().get_config(), "rate": self.rate, "seed": self.seed}

    def compute_output_shape(self, input_shape):
        return input_shape


def _factor_bounds(factor, what):
    """(lower, upper) of a resize factor (a number f meaning (-f, f), or a pair); ValueError
    when upper < lower or a bound is below -1. `what` words the first message as Keras does."""
    if isinstance(factor, (tuple, list)):
        lower, upper = factor[0], factor[1]
    else:
        lower, upper = -factor, factor
    if upper < lower:
        raise ValueError(f"`factor` argument cannot have an upper bound {what} the lower bound. "
                         f"Received: factor={factor}")
    if lower < -1.0 or upper < -1.0:
        raise ValueError(f"`factor` argument must have values larger than -1. Received: factor={factor}")
    return lower, upper


class _RandomResize(Layer):
    """RandomHeight / RandomWidth: while training (the default), resizes images (..., H, W, C)
    along `_axis` (-3 or -2) by a factor drawn uniformly from 1 + [lower, upper], with
    tf.image.resize(method=interpolation), cast back to the compute dtype; that axis becomes
    unknown in the static shape."""

    _axis = None
    _bound_word = None
    _dim = None  # "height" or "width": the bounds are `<dim>_lower` and `<dim>_upper`

    def _set_factor(self, factor, interpolation, seed):
        # Each subclass calls Layer.__init__ itself, so that a warning names its own line.
        self.seed_generator = backend.random.SeedGenerator(seed)
        self.factor = factor
        lower, upper = _factor_bounds(factor, self._bound_word)
        setattr(self, self._dim + "_lower", lower)
        setattr(self, self._dim + "_upper", upper)
        self.interpolation = interpolation
        self.seed = seed

    def call(self, inputs, training=True):
        inputs = tf.convert_to_tensor(inputs, dtype=self.compute_dtype)
        if not training:
            return inputs
        # The ops in Keras's order: both sizes read, the resized one as float32.
        inputs_shape = tf.shape(inputs)
        size = []
        for axis in (-3, -2):
            dim = inputs_shape[axis]
            size.append(tf.cast(dim, tf.float32) if axis == self._axis else dim)
        resized = self._axis + 3  # 0: height, 1: width
        factor = backend.random.uniform(shape=[],
                                        minval=1.0 + getattr(self, self._dim + "_lower"),
                                        maxval=1.0 + getattr(self, self._dim + "_upper"),
                                        seed=self.seed_generator)
        size[resized] = tf.cast(factor * size[resized], tf.int32)
        output = tf.image.resize(images=inputs, size=tf.stack(size), method=self.interpolation)
        # tf.image.resize gives float32 whatever the input dtype.
        output = tf.cast(output, self.compute_dtype)
        output_shape = inputs.shape.as_list()
        output_shape[self._axis] = None
        output.set_shape(output_shape)
        return output

    def compute_output_shape(self, input_shape):
        input_shape = list(input_shape)
        input_shape[self._axis] = None
        return tuple(input_shape)

    def get_config(self):
        return {**super().get_config(), "factor": self.factor,
                "interpolation": self.interpolation, "seed": self.seed}


class RandomHeight(_RandomResize):
    """Keras 2's RandomHeight: images resized in height by a random factor while training."""

    _init_call_site = ("legacy/layers.py", 69, "super().__init__(**kwargs)")
    _axis = -3
    _bound_word = "lesser than"
    _dim = "height"

    def __init__(self, factor, interpolation="bilinear", seed=None, **kwargs):
        super().__init__(**kwargs)
        self._set_factor(factor, interpolation, seed)


class RandomWidth(_RandomResize):
    """Keras 2's RandomWidth: images resized in width by a random factor while training."""

    _init_call_site = ("legacy/layers.py", 145, "super().__init__(**kwargs)")
    _axis = -2
    _bound_word = "less than"
    _dim = "width"

    def __init__(self, factor, interpolation="bilinear", seed=None, **kwargs):
        super().__init__(**kwargs)
        self._set_factor(factor, interpolation, seed)


class ThresholdedReLU(Layer):
    """inputs where inputs > theta, else 0. Raises ValueError when theta is None or < 0."""

    _init_call_site = ("legacy/layers.py", 220, "super().__init__(**kwargs)")

    def __init__(self, theta=1.0, **kwargs):
        super().__init__(**kwargs)
        if theta is None:
            raise ValueError("Theta of a Thresholded ReLU layer cannot be None, expecting a "
                             f"float. Received: {theta}")
        if theta < 0:
            raise ValueError("The theta value of a Thresholded ReLU layer should be >=0. "
                             f"Received: {theta}")
        self.supports_masking = True
        self.theta = tf.convert_to_tensor(theta, dtype=self.compute_dtype)

    def call(self, inputs):
        return inputs * tf.cast(tf.greater(inputs, self.theta), self.compute_dtype)

    def get_config(self):
        return {**super().get_config(), "theta": float(self.theta)}

    def compute_output_shape(self, input_shape):
        return input_shape
