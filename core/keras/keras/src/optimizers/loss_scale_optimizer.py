"""LossScaleOptimizer (keras/src/optimizers/loss_scale_optimizer.py): dynamic loss scaling
for mixed precision. The loss is multiplied by `dynamic_scale` (`scale_loss`); `apply`
divides the gradients by it and applies them with the inner optimizer when all are finite,
doubling the scale after `dynamic_growth_steps` finite steps, and otherwise skips the step and
halves the scale. On TensorFlow's default (single-replica) strategy Keras takes the
no-merge-call path, `_common_apply`, which is the one written here."""
from keras.src import backend, initializers, ops
from keras.src.optimizers.optimizer import Optimizer
from keras.src.saving import serialization_lib
from keras.src.utils import tracking


class LossScaleOptimizer(Optimizer):
    """Wraps `inner_optimizer` (an Optimizer) with dynamic loss scaling starting at
    `initial_scale` (float, 2**15). Raises ValueError for `dynamic=False`."""

    def __init__(self, inner_optimizer, initial_scale=2.0**15, dynamic_growth_steps=2000, **kwargs):
        if not kwargs.pop("dynamic", True):
            raise ValueError("LossScaleOptimizer no longer supports `dynamic=False`. Instead, simply set "
                             "`loss_scale_factor` directly on the `inner_optimizer`.")
        super().__init__(learning_rate=0.0, **kwargs)
        self.inner_optimizer = inner_optimizer
        self.initial_scale = initial_scale
        self.dynamic_growth_steps = dynamic_growth_steps
        self.inner_optimizer.loss_scale_factor = None

    def build(self, var_list):
        with tracking.DotNotTrackScope():
            self.step_counter = self.add_variable(shape=(), dtype="int", initializer=initializers.Zeros(),
                                                  aggregation="none", name="step_counter")
            self.dynamic_scale = self.add_variable(shape=(), dtype="float32",
                                                   initializer=initializers.Constant(self.initial_scale),
                                                   aggregation="none", name="dynamic_scale")
            self.inner_optimizer.build(var_list)
            self.built = True

    @property
    def variables(self):
        return self._variables + self.inner_optimizer.variables

    def apply(self, grads, trainable_variables=None):
        if not self.built:
            with backend.name_scope(self.name, caller=self):
                self.build(trainable_variables)
            self.built = True
        self._common_apply(grads, trainable_variables)

    def _stateful_handle_finite_grads(self, grads, trainable_variables):
        scale = self.dynamic_scale
        tvs = trainable_variables or self._trainable_variables
        unscaled_grads = [g if g is None or self._overwrite_variable_with_gradient(v) else ops.divide(g, scale)
                          for g, v in zip(grads, tvs)]
        self.inner_optimizer.apply(unscaled_grads, trainable_variables=trainable_variables)

        def upscale():
            self.step_counter.assign(0)
            self.dynamic_scale.assign(self.dynamic_scale * 2.0)

        def increment():
            self.step_counter.assign_add(1)

        ops.cond(ops.equal(self.step_counter, self.dynamic_growth_steps - 1), upscale, increment)

    def _stateful_handle_non_finite_grads(self):
        self.step_counter.assign(0)
        self.dynamic_scale.assign(self.dynamic_scale / 2.0)

    def _common_apply(self, grads, trainable_variables=None):
        finite = self.check_finite(grads)
        ops.cond(finite, lambda: self._stateful_handle_finite_grads(grads, trainable_variables),
                 self._stateful_handle_non_finite_grads)

    def check_finite(self, grads):
        """A scalar bool tensor: whether every gradient is finite everywhere."""
        finite_grads = [ops.all(ops.isfinite(g)) for g in grads if g is not None]
        return ops.all(ops.convert_to_tensor(finite_grads))

    @property
    def learning_rate(self):
        return self.inner_optimizer.learning_rate

    @learning_rate.setter
    def learning_rate(self, learning_rate):
        self.inner_optimizer.learning_rate = learning_rate

    @property
    def iterations(self):
        return self.inner_optimizer.iterations

    def scale_loss(self, loss):
        scale = self.dynamic_scale if self.built else self.initial_scale
        return loss * scale

    def finalize_variable_values(self, var_list):
        self.inner_optimizer.finalize_variable_values(var_list)

    def get_config(self):
        config = super().get_config()
        config.update({"inner_optimizer": serialization_lib.serialize_keras_object(self.inner_optimizer),
                       "initial_scale": self.initial_scale, "dynamic_growth_steps": self.dynamic_growth_steps})
        del config["learning_rate"]
        return config

    @classmethod
    def from_config(cls, config, custom_objects=None):
        inner_optimizer = serialization_lib.deserialize_keras_object(config.pop("inner_optimizer"),
                                                                     custom_objects=custom_objects)
        return cls(inner_optimizer, **config)
