"""BatchNormalization (keras/src/layers/normalization/batch_normalization.py): with
`training=True` it normalises by the batch moments and moves `moving_mean`/`moving_variance`
towards them (momentum 0.99); otherwise it uses the moving statistics."""
from keras.src import backend, constraints, initializers, ops, regularizers
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer


class BatchNormalization(Layer):
    _init_call_site = ("layers/normalization/batch_normalization.py", 142, "super().__init__(**kwargs)")

    def __init__(self, axis=-1, momentum=0.99, epsilon=0.001, center=True, scale=True, beta_initializer="zeros",
                 gamma_initializer="ones", moving_mean_initializer="zeros", moving_variance_initializer="ones",
                 beta_regularizer=None, gamma_regularizer=None, beta_constraint=None, gamma_constraint=None,
                 synchronized=False, **kwargs):
        super().__init__(**kwargs)
        self.axis = int(axis)
        self.synchronized = synchronized
        self.momentum = float(momentum)
        self.epsilon = float(epsilon)
        self.center = center
        self.scale = scale
        self.beta_initializer = initializers.get(beta_initializer)
        self.gamma_initializer = initializers.get(gamma_initializer)
        self.moving_mean_initializer = initializers.get(moving_mean_initializer)
        self.moving_variance_initializer = initializers.get(moving_variance_initializer)
        self.beta_regularizer = regularizers.get(beta_regularizer)
        self.gamma_regularizer = regularizers.get(gamma_regularizer)
        self.beta_constraint = constraints.get(beta_constraint)
        self.gamma_constraint = constraints.get(gamma_constraint)
        self.supports_masking = True
        self.gamma = None
        self.beta = None
        self.moving_mean = None
        self.moving_variance = None
        self._reduction_axes = None

    def build(self, input_shape):
        shape = (input_shape[self.axis],)
        if self.scale:
            self.gamma = self.add_weight(shape=shape, name="gamma", initializer=self.gamma_initializer,
                                         regularizer=self.gamma_regularizer, constraint=self.gamma_constraint,
                                         trainable=True, autocast=False)
        if self.center:
            self.beta = self.add_weight(shape=shape, name="beta", initializer=self.beta_initializer,
                                        regularizer=self.beta_regularizer, constraint=self.beta_constraint,
                                        trainable=True, autocast=False)
        self.moving_mean = self.add_weight(shape=shape, name="moving_mean", initializer=self.moving_mean_initializer,
                                           trainable=False, autocast=False)
        self.moving_variance = self.add_weight(shape=shape, name="moving_variance",
                                               initializer=self.moving_variance_initializer, trainable=False,
                                               autocast=False)
        self.input_spec = InputSpec(ndim=len(input_shape), axes={self.axis: input_shape[self.axis]})
        reduction_axes = list(range(len(input_shape)))
        del reduction_axes[self.axis]
        self._reduction_axes = reduction_axes

    def compute_output_shape(self, input_shape):
        if self.axis >= len(input_shape) or self.axis < -len(input_shape):
            raise ValueError(f"Axis {self.axis} is out of bounds for input shape {input_shape}. Received: axis={self.axis}")
        return input_shape

    def get_config(self):
        base_config = super().get_config()
        config = {"axis": self.axis, "momentum": self.momentum, "epsilon": self.epsilon, "center": self.center,
                  "scale": self.scale, "beta_initializer": initializers.serialize(self.beta_initializer),
                  "gamma_initializer": initializers.serialize(self.gamma_initializer),
                  "moving_mean_initializer": initializers.serialize(self.moving_mean_initializer),
                  "moving_variance_initializer": initializers.serialize(self.moving_variance_initializer),
                  "beta_regularizer": regularizers.serialize(self.beta_regularizer),
                  "gamma_regularizer": regularizers.serialize(self.gamma_regularizer),
                  "beta_constraint": constraints.serialize(self.beta_constraint),
                  "gamma_constraint": constraints.serialize(self.gamma_constraint),
                  "synchronized": self.synchronized}
        return {**base_config, **config}

    def call(self, inputs, training=None, mask=None):
        if mask is not None and len(mask.shape) != len(inputs.shape) - 1:
            raise ValueError(
                "The mask provided should be one dimension less than the inputs. Received: "
                f"mask.shape={mask.shape}, inputs.shape={inputs.shape}"
            )
        compute_dtype = backend.result_type(inputs.dtype, "float32")
        inputs = ops.cast(inputs, compute_dtype)
        moving_mean = ops.cast(self.moving_mean, inputs.dtype)
        moving_variance = ops.cast(self.moving_variance, inputs.dtype)
        if training and self.trainable:
            mean, variance = self._moments(inputs, mask)
            self.moving_mean.assign(moving_mean * self.momentum + mean * (1.0 - self.momentum))
            self.moving_variance.assign(moving_variance * self.momentum + variance * (1.0 - self.momentum))
        else:
            mean = moving_mean
            variance = moving_variance
        gamma = ops.cast(self.gamma, inputs.dtype) if self.scale else None
        beta = ops.cast(self.beta, inputs.dtype) if self.center else None
        outputs = ops.batch_normalization(x=inputs, mean=mean, variance=variance, axis=self.axis, offset=beta,
                                          scale=gamma, epsilon=self.epsilon)
        return ops.cast(outputs, self.compute_dtype)

    def _moments(self, inputs, mask):
        if mask is None:
            return ops.moments(inputs, axes=self._reduction_axes, synchronized=self.synchronized)
        mask_weights = ops.expand_dims(ops.cast(mask, inputs.dtype), axis=-1)
        broadcasted_mask = ops.broadcast_to(mask_weights, ops.shape(inputs))
        weighted_inputs = broadcasted_mask * inputs
        weighted_input_sum = ops.sum(weighted_inputs, self._reduction_axes, keepdims=True)
        sum_of_weights = ops.sum(broadcasted_mask, self._reduction_axes, keepdims=True)
        mean = weighted_input_sum / (sum_of_weights + backend.epsilon())
        squared_difference = ops.square(weighted_inputs - mean)
        weighted_distsq = ops.sum(broadcasted_mask * squared_difference, self._reduction_axes, keepdims=True)
        variance = weighted_distsq / (sum_of_weights + backend.epsilon())
        return ops.squeeze(mean), ops.squeeze(variance)
