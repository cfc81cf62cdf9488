"""LayerNormalization (keras/src/layers/normalization/layer_normalization.py)."""

from keras.src import constraints, initializers, ops, regularizers
from keras.src.layers.layer import Layer
from keras.src.utils.warning_sites import warn_at


class LayerNormalization(Layer):
    def __init__(self, axis=-1, epsilon=0.001, center=True, scale=True, beta_initializer="zeros",
                 gamma_initializer="ones", beta_regularizer=None, gamma_regularizer=None, beta_constraint=None,
                 gamma_constraint=None, **kwargs):
        rms_scaling = kwargs.pop("rms_scaling", False)
        if rms_scaling:
            warn_at(
                "You passed `rms_scaling=True`, which is deprecated. This argument incorrectly scales the input by "
                "the variance, not the root mean square. To correctly use RMS Normalization, please use "
                "`keras.layers.RMSNormalization` instead.",
                UserWarning, ("layers/normalization/layer_normalization.py", 121, "warnings.warn("),
            )
        super().__init__(**kwargs)
        if isinstance(axis, (list, tuple)):
            self.axis = list(axis)
        elif isinstance(axis, int):
            self.axis = axis
        else:
            raise TypeError("Expected an int or a list/tuple of ints for the argument 'axis', but received: %r" % axis)
        self.epsilon = epsilon
        self.center = center
        self.scale = scale
        self.rms_scaling = rms_scaling
        self.beta_initializer = initializers.get(beta_initializer)
        self.gamma_initializer = initializers.get(gamma_initializer)
        self.beta_regularizer = regularizers.get(beta_regularizer)
        self.gamma_regularizer = regularizers.get(gamma_regularizer)
        self.beta_constraint = constraints.get(beta_constraint)
        self.gamma_constraint = constraints.get(gamma_constraint)
        self.supports_masking = True
        self.autocast = False

    def build(self, input_shape):
        if isinstance(self.axis, list):
            shape = tuple(input_shape[dim] for dim in self.axis)
        else:
            shape = (input_shape[self.axis],)
            self.axis = [self.axis]
        if self.scale or self.rms_scaling:
            self.gamma = self.add_weight(name="gamma", shape=shape, initializer=self.gamma_initializer,
                                         regularizer=self.gamma_regularizer, constraint=self.gamma_constraint,
                                         trainable=True, autocast=False)
        else:
            self.gamma = None
        if self.center and not self.rms_scaling:
            self.beta = self.add_weight(name="beta", shape=shape, initializer=self.beta_initializer,
                                        regularizer=self.beta_regularizer, constraint=self.beta_constraint,
                                        trainable=True, autocast=False)
        else:
            self.beta = None

    def get_config(self):
        config = {"axis": self.axis, "epsilon": self.epsilon, "center": self.center, "scale": self.scale,
                  "rms_scaling": self.rms_scaling, "beta_initializer": initializers.serialize(self.beta_initializer),
                  "gamma_initializer": initializers.serialize(self.gamma_initializer),
                  "beta_regularizer": regularizers.serialize(self.beta_regularizer),
                  "gamma_regularizer": regularizers.serialize(self.gamma_regularizer),
                  "beta_constraint": constraints.serialize(self.beta_constraint),
                  "gamma_constraint": constraints.serialize(self.gamma_constraint)}
        base_config = super().get_config()
        return {**base_config, **config}

    def call(self, inputs):
        outputs = ops.layer_normalization(inputs, self.gamma, self.beta, self.axis, self.epsilon,
                                          rms_scaling=self.rms_scaling)
        return ops.cast(outputs, self.compute_dtype)

    def compute_output_shape(self, input_shape):
        axes = [self.axis] if isinstance(self.axis, int) else self.axis
        for axis in axes:
            if axis >= len(input_shape) or axis < -len(input_shape):
                raise ValueError(f"Axis {axis} is out of bounds for input shape {input_shape}. Received: axis={self.axis}")
        return input_shape
