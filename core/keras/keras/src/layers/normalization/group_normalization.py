"""GroupNormalization (keras/src/layers/normalization/group_normalization.py): splits the
channels on `axis` into `groups`, normalizes each group by its mean and variance over every
non-batch axis (float32 at least), then applies per-channel gamma and beta."""
from keras.src import backend, constraints, initializers, ops, regularizers
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.normalization.unit_normalization import check_axes_in_bounds
from keras.src.layers.weight_options import set_weight_options


class GroupNormalization(Layer):
    _init_call_site = ("layers/normalization/group_normalization.py", 82, "super().__init__(**kwargs)")

    def __init__(self, groups=32, axis=-1, epsilon=1e-3, center=True, scale=True, beta_initializer="zeros",
                 gamma_initializer="ones", beta_regularizer=None, gamma_regularizer=None, beta_constraint=None,
                 gamma_constraint=None, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True
        self.groups = groups
        self.axis = axis
        self.epsilon = epsilon
        self.center = center
        self.scale = scale
        set_weight_options(self, beta=(beta_initializer, beta_regularizer, beta_constraint),
                           gamma=(gamma_initializer, gamma_regularizer, gamma_constraint))

    def build(self, input_shape):
        dim = input_shape[self.axis]
        if dim is None:
            raise ValueError(
                f"Axis {self.axis} of input tensor should have a defined dimension but the layer received an input "
                f"with shape {input_shape}."
            )
        if self.groups == -1:
            self.groups = dim
        if dim < self.groups:
            raise ValueError(f"Number of groups ({self.groups}) cannot be more than the number of channels ({dim}).")
        if dim % self.groups != 0:
            raise ValueError(f"Number of groups ({self.groups}) must be a multiple of the number of channels ({dim}).")
        self.input_spec = InputSpec(ndim=len(input_shape), axes={self.axis: dim})
        if self.scale:
            self.gamma = self.add_weight(shape=(dim,), name="gamma", initializer=self.gamma_initializer,
                                         regularizer=self.gamma_regularizer, constraint=self.gamma_constraint)
        else:
            self.gamma = None
        if self.center:
            self.beta = self.add_weight(shape=(dim,), name="beta", initializer=self.beta_initializer,
                                        regularizer=self.beta_regularizer, constraint=self.beta_constraint)
        else:
            self.beta = None
        super().build(input_shape)

    def call(self, inputs):
        reshaped_inputs = self._reshape_into_groups(inputs)
        normalized_inputs = self._apply_normalization(reshaped_inputs, inputs.shape)
        return ops.reshape(normalized_inputs, ops.shape(inputs))

    def _reshape_into_groups(self, inputs):
        input_shape = ops.shape(inputs)
        group_shape = list(inputs.shape)
        group_shape[0] = -1
        for i, e in enumerate(group_shape[1:]):
            if e is None:
                group_shape[i + 1] = input_shape[i + 1]
        group_shape[self.axis] = input_shape[self.axis] // self.groups
        group_shape.insert(self.axis, self.groups)
        return ops.reshape(inputs, group_shape)

    def _apply_normalization(self, reshaped_inputs, input_shape):
        inputs_dtype = reshaped_inputs.dtype
        compute_dtype = backend.result_type(inputs_dtype, "float32")
        reshaped_inputs = ops.cast(reshaped_inputs, compute_dtype)
        group_reduction_axes = list(range(1, len(reshaped_inputs.shape)))
        axis = -2 if self.axis == -1 else self.axis - 1
        group_reduction_axes.pop(axis)
        broadcast_shape = self._create_broadcast_shape(input_shape)
        mean, variance = ops.moments(reshaped_inputs, axes=group_reduction_axes, keepdims=True)
        inv = ops.rsqrt(variance + self.epsilon)
        if self.scale:
            gamma = ops.cast(ops.reshape(self.gamma, broadcast_shape), reshaped_inputs.dtype)
            inv = inv * gamma
        res = -mean * inv
        if self.center:
            beta = ops.cast(ops.reshape(self.beta, broadcast_shape), reshaped_inputs.dtype)
            res = res + beta
        normalized_inputs = reshaped_inputs * inv + res
        return ops.cast(normalized_inputs, inputs_dtype)

    def _create_broadcast_shape(self, input_shape):
        broadcast_shape = [1] * len(input_shape)
        broadcast_shape[self.axis] = input_shape[self.axis] // self.groups
        broadcast_shape.insert(self.axis, self.groups)
        return broadcast_shape

    def compute_output_shape(self, input_shape):
        return check_axes_in_bounds(
            self.axis, input_shape,
            lambda a: f"Axis {a} is out of bounds for input shape {input_shape}. Received: axis={self.axis}")

    def get_config(self):
        config = {
            "groups": self.groups, "axis": self.axis, "epsilon": self.epsilon, "center": self.center,
            "scale": self.scale,
            "beta_initializer": initializers.serialize(self.beta_initializer),
            "gamma_initializer": initializers.serialize(self.gamma_initializer),
            "beta_regularizer": regularizers.serialize(self.beta_regularizer),
            "gamma_regularizer": regularizers.serialize(self.gamma_regularizer),
            "beta_constraint": constraints.serialize(self.beta_constraint),
            "gamma_constraint": constraints.serialize(self.gamma_constraint),
        }
        return {**super().get_config(), **config}
