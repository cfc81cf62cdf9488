"""Adadelta (keras/src/optimizers/adadelta.py): running averages of g^2 and of the squared
updates, `delta = -rms(accumulated_delta_var) * g / rms(accumulated_grad)`, `var += lr * delta`."""
from keras.src import ops
from keras.src.optimizers.optimizer import Optimizer


class Adadelta(Optimizer):
    """keras.optimizers.Adadelta (see the module docstring for the update); the base keyword arguments pass
    through to BaseOptimizer. Slots are made by build() on the first apply."""

    def __init__(self, learning_rate=0.001, rho=0.95, epsilon=1e-7, weight_decay=None, clipnorm=None, clipvalue=None,
                 global_clipnorm=None, use_ema=False, ema_momentum=0.99, ema_overwrite_frequency=None,
                 loss_scale_factor=None, gradient_accumulation_steps=None, name="adadelta", **kwargs):
        super().__init__(learning_rate=learning_rate, weight_decay=weight_decay, clipnorm=clipnorm, clipvalue=clipvalue,
                         global_clipnorm=global_clipnorm, use_ema=use_ema, ema_momentum=ema_momentum,
                         ema_overwrite_frequency=ema_overwrite_frequency, loss_scale_factor=loss_scale_factor,
                         gradient_accumulation_steps=gradient_accumulation_steps, name=name, **kwargs)
        self.rho = rho
        self.epsilon = epsilon

    def build(self, var_list):
        if self.built:
            return
        super().build(var_list)
        self._accumulated_grads, self._accumulated_delta_vars = self.add_optimizer_variables(
            var_list, ["accumulated_grad", "accumulated_delta_var"])

    def update_step(self, grad, variable, learning_rate):
        lr = ops.cast(learning_rate, variable.dtype)
        grad = ops.cast(grad, variable.dtype)
        rho = self.rho
        accumulated_grad = self._accumulated_grads[self._get_variable_index(variable)]
        accumulated_delta_var = self._accumulated_delta_vars[self._get_variable_index(variable)]

        def rms(x):
            return ops.sqrt(ops.add(x, self.epsilon))

        self.assign(accumulated_grad, ops.add(rho * accumulated_grad, ops.multiply(1 - rho, ops.square(grad))))
        delta_var = ops.negative(ops.divide(ops.multiply(rms(accumulated_delta_var), grad), rms(accumulated_grad)))
        self.assign(accumulated_delta_var, ops.add(ops.multiply(rho, accumulated_delta_var),
                                                   ops.multiply(1 - rho, ops.square(delta_var))))
        self.assign_add(variable, ops.multiply(lr, delta_var))

    def get_config(self):
        return self._config_with(super().get_config(), "rho", "epsilon")
