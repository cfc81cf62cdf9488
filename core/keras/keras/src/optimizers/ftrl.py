"""Ftrl (keras/src/optimizers/ftrl.py): Follow The Regularized Leader with the `accumulator`
(starting at `initial_accumulator_value`) and `linear` slots, L1/L2/L2-shrinkage and `beta`."""
from keras.src import initializers, ops
from keras.src.optimizers.optimizer import Optimizer


class Ftrl(Optimizer):
    """keras.optimizers.Ftrl (see the module docstring for the update); the base keyword arguments pass
    through to BaseOptimizer. Slots are made by build() on the first apply."""

    def __init__(self, learning_rate=0.001, learning_rate_power=-0.5, initial_accumulator_value=0.1,
                 l1_regularization_strength=0.0, l2_regularization_strength=0.0,
                 l2_shrinkage_regularization_strength=0.0, beta=0.0, weight_decay=None, clipnorm=None, clipvalue=None,
                 global_clipnorm=None, use_ema=False, ema_momentum=0.99, ema_overwrite_frequency=None,
                 loss_scale_factor=None, gradient_accumulation_steps=None, name="ftrl", **kwargs):
        super().__init__(learning_rate=learning_rate, weight_decay=weight_decay, clipnorm=clipnorm, clipvalue=clipvalue,
                         global_clipnorm=global_clipnorm, use_ema=use_ema, ema_momentum=ema_momentum,
                         ema_overwrite_frequency=ema_overwrite_frequency, loss_scale_factor=loss_scale_factor,
                         gradient_accumulation_steps=gradient_accumulation_steps, name=name, **kwargs)
        if initial_accumulator_value < 0.0:
            raise ValueError("`initial_accumulator_value` needs to be positive or zero. Received: "
                             f"initial_accumulator_value={initial_accumulator_value}.")
        if learning_rate_power > 0.0:
            raise ValueError("`learning_rate_power` needs to be negative or zero. Received: "
                             f"learning_rate_power={learning_rate_power}.")
        if l1_regularization_strength < 0.0:
            raise ValueError("`l1_regularization_strength` needs to be positive or zero. Received: "
                             f"l1_regularization_strength={l1_regularization_strength}.")
        if l2_regularization_strength < 0.0:
            raise ValueError("`l2_regularization_strength` needs to be positive or zero. Received: "
                             f"l2_regularization_strength={l2_regularization_strength}.")
        if l2_shrinkage_regularization_strength < 0.0:
            raise ValueError("`l2_shrinkage_regularization_strength` needs to be positive or zero. Received: "
                             f"l2_shrinkage_regularization_strength={l2_shrinkage_regularization_strength}.")
        self.learning_rate_power = learning_rate_power
        self.initial_accumulator_value = initial_accumulator_value
        self.l1_regularization_strength = l1_regularization_strength
        self.l2_regularization_strength = l2_regularization_strength
        self.l2_shrinkage_regularization_strength = l2_shrinkage_regularization_strength
        self.beta = beta

    def build(self, var_list):
        if self.built:
            return
        super().build(var_list)
        accumulator_initializer = initializers.Constant(self.initial_accumulator_value)
        self._accumulators, self._linears = self.add_optimizer_variables(
            var_list, ["accumulator", "linear"], initializer=[accumulator_initializer, "zeros"])

    def update_step(self, gradient, variable, learning_rate):
        lr = ops.cast(learning_rate, variable.dtype)
        gradient = ops.cast(gradient, variable.dtype)
        accum = self._accumulators[self._get_variable_index(variable)]
        linear = self._linears[self._get_variable_index(variable)]
        lr_power = self.learning_rate_power
        l2_reg = self.l2_regularization_strength
        l2_reg = l2_reg + self.beta / (2.0 * lr)
        grad_to_use = ops.add(gradient, ops.multiply(2 * self.l2_shrinkage_regularization_strength, variable))
        new_accum = ops.add(accum, ops.square(gradient))
        self.assign_add(linear, ops.subtract(grad_to_use, ops.multiply(
            ops.divide(ops.subtract(ops.power(new_accum, -lr_power), ops.power(accum, -lr_power)), lr), variable)))
        quadratic = ops.add(ops.divide(ops.power(new_accum, (-lr_power)), lr), 2 * l2_reg)
        linear_clipped = ops.clip(linear, -self.l1_regularization_strength, self.l1_regularization_strength)
        self.assign(variable, ops.divide(ops.subtract(linear_clipped, linear), quadratic))
        self.assign(accum, new_accum)

    def get_config(self):
        return self._config_with(
            super().get_config(), "learning_rate_power", "initial_accumulator_value", "l1_regularization_strength",
            "l2_regularization_strength", "l2_shrinkage_regularization_strength", "beta")
