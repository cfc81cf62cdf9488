"""Adagrad (keras/src/optimizers/adagrad.py): `accumulator += g^2` (starting at
`initial_accumulator_value`), `var -= lr * g / sqrt(accumulator + epsilon)`."""
from keras.src import initializers, ops
from keras.src.optimizers.optimizer import Optimizer


class Adagrad(Optimizer):
    """keras.optimizers.Adagrad (see the module docstring for the update); the base keyword arguments pass
    through to BaseOptimizer. Slots are made by build() on the first apply."""

    def __init__(self, learning_rate=0.001, initial_accumulator_value=0.1, epsilon=1e-7, weight_decay=None,
                 clipnorm=None, clipvalue=None, global_clipnorm=None, use_ema=False, ema_momentum=0.99,
                 ema_overwrite_frequency=None, loss_scale_factor=None, gradient_accumulation_steps=None, name="adagrad",
                 **kwargs):
        super().__init__(learning_rate=learning_rate, weight_decay=weight_decay, clipnorm=clipnorm, clipvalue=clipvalue,
                         global_clipnorm=global_clipnorm, use_ema=use_ema, ema_momentum=ema_momentum,
                         ema_overwrite_frequency=ema_overwrite_frequency, loss_scale_factor=loss_scale_factor,
                         gradient_accumulation_steps=gradient_accumulation_steps, name=name, **kwargs)
        self.initial_accumulator_value = initial_accumulator_value
        self.epsilon = epsilon

    def build(self, var_list):
        if self.built:
            return
        super().build(var_list)
        initializer = initializers.Constant(self.initial_accumulator_value)
        self._accumulators = self.add_optimizer_variables(var_list, "accumulator", initializer=initializer)

    def update_step(self, gradient, variable, learning_rate):
        lr = ops.cast(learning_rate, variable.dtype)
        gradient = ops.cast(gradient, variable.dtype)
        accumulator = self._accumulators[self._get_variable_index(variable)]
        self.assign_add(accumulator, ops.square(gradient))
        self.assign_sub(variable, ops.divide(ops.multiply(lr, gradient),
                                             ops.sqrt(ops.add(accumulator, self.epsilon))))

    def get_config(self):
        return self._config_with(super().get_config(), "initial_accumulator_value", "epsilon")
