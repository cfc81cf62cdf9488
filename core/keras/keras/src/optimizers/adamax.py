"""Adamax (keras/src/optimizers/adamax.py): Adam with the infinity norm,
`m += (g - m)(1 - b1)`, `u = max(b2 * u, |g|)`, `var -= lr * m / ((1 - b1^t)(u + epsilon))`."""
from keras.src import ops
from keras.src.optimizers.optimizer import Optimizer


class Adamax(Optimizer):
    """keras.optimizers.Adamax (see the module docstring for the update); the base keyword arguments pass
    through to BaseOptimizer. Slots are made by build() on the first apply."""

    def __init__(self, learning_rate=0.001, beta_1=0.9, beta_2=0.999, epsilon=1e-7, weight_decay=None, clipnorm=None,
                 clipvalue=None, global_clipnorm=None, use_ema=False, ema_momentum=0.99, ema_overwrite_frequency=None,
                 loss_scale_factor=None, gradient_accumulation_steps=None, name="adamax", **kwargs):
        super().__init__(learning_rate=learning_rate, weight_decay=weight_decay, clipnorm=clipnorm, clipvalue=clipvalue,
                         global_clipnorm=global_clipnorm, use_ema=use_ema, ema_momentum=ema_momentum,
                         ema_overwrite_frequency=ema_overwrite_frequency, loss_scale_factor=loss_scale_factor,
                         gradient_accumulation_steps=gradient_accumulation_steps, name=name, **kwargs)
        self.beta_1 = beta_1
        self.beta_2 = beta_2
        self.epsilon = epsilon

    def build(self, var_list):
        if self.built:
            return
        super().build(var_list)
        self._m, self._u = self.add_optimizer_variables(var_list, ["momentum", "norm"])

    def update_step(self, gradient, variable, learning_rate):
        lr = ops.cast(learning_rate, variable.dtype)
        gradient = ops.cast(gradient, variable.dtype)
        local_step = ops.cast(self.iterations + 1, variable.dtype)
        beta_1_power = ops.power(ops.cast(self.beta_1, variable.dtype), local_step)
        m = self._m[self._get_variable_index(variable)]
        u = self._u[self._get_variable_index(variable)]
        self.assign_add(m, ops.multiply(ops.subtract(gradient, m), (1 - self.beta_1)))
        self.assign(u, ops.maximum(ops.multiply(self.beta_2, u), ops.abs(gradient)))
        self.assign_sub(variable, ops.divide(ops.multiply(lr, m),
                                             ops.multiply((1 - beta_1_power), ops.add(u, self.epsilon))))

    def get_config(self):
        return self._config_with(super().get_config(), "beta_1", "beta_2", "epsilon")
