"""Nadam (keras/src/optimizers/nadam.py): Adam with Nesterov momentum and the momentum
schedule `u_t = b1 * (1 - 0.5 * 0.96^t)`, whose running product `_u_product` is a variable
updated once per step before the per-variable updates."""
from keras.src import backend, ops
from keras.src.optimizers.optimizer import Optimizer


class Nadam(Optimizer):
    """keras.optimizers.Nadam (see the module docstring for the update); the base keyword arguments pass
    through to BaseOptimizer. Slots are made by build() on the first apply."""

    def __init__(self, learning_rate=0.001, beta_1=0.9, beta_2=0.999, epsilon=1e-7, weight_decay=None, clipnorm=None,
                 clipvalue=None, global_clipnorm=None, use_ema=False, ema_momentum=0.99, ema_overwrite_frequency=None,
                 loss_scale_factor=None, gradient_accumulation_steps=None, name="nadam", **kwargs):
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
        dtype = var_list[0].dtype if var_list else backend.floatx()
        super().build(var_list)
        self._momentums, self._velocities = self.add_optimizer_variables(var_list, ["momentum", "velocity"])
        self._u_product = backend.Variable(1.0, dtype=dtype)

    def _backend_update_step(self, grads, trainable_variables, learning_rate):
        dtype = self._u_product.dtype
        self.assign(self._u_product, self._u_product * self.beta_1
                    * (1.0 - 0.5 * ops.power(0.96, ops.cast(self.iterations + 1, dtype))))
        super()._backend_update_step(grads, trainable_variables, learning_rate)

    def update_step(self, gradient, variable, learning_rate):
        var_dtype = variable.dtype
        lr = ops.cast(learning_rate, var_dtype)
        gradient = ops.cast(gradient, var_dtype)
        local_step = ops.cast(self.iterations + 1, var_dtype)
        next_step = ops.cast(self.iterations + 2, var_dtype)
        decay = ops.cast(0.96, var_dtype)
        beta_1 = ops.cast(self.beta_1, var_dtype)
        beta_2 = ops.cast(self.beta_2, var_dtype)
        u_t = beta_1 * (1.0 - 0.5 * (ops.power(decay, local_step)))
        u_t_1 = beta_1 * (1.0 - 0.5 * (ops.power(decay, next_step)))
        u_product_t = ops.cast(self._u_product, var_dtype)
        u_product_t_1 = u_product_t * u_t_1
        beta_2_power = ops.power(beta_2, local_step)
        m = self._momentums[self._get_variable_index(variable)]
        v = self._velocities[self._get_variable_index(variable)]
        self.assign_add(m, ops.multiply(ops.subtract(gradient, m), (1 - beta_1)))
        self.assign_add(v, ops.multiply(ops.subtract(ops.square(gradient), v), (1 - beta_2)))
        m_hat = ops.add(ops.divide(ops.multiply(u_t_1, m), 1 - u_product_t_1),
                        ops.divide(ops.multiply(1 - u_t, gradient), 1 - u_product_t))
        v_hat = ops.divide(v, (1 - beta_2_power))
        self.assign_sub(variable, ops.divide(ops.multiply(m_hat, lr), ops.add(ops.sqrt(v_hat), self.epsilon)))

    def get_config(self):
        return self._config_with(super().get_config(), "beta_1", "beta_2", "epsilon")
