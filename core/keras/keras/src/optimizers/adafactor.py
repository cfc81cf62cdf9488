"""Adafactor (keras/src/optimizers/adafactor.py): factored second moments (row `r` and column
`c` slots, named after the variable) for variables of rank >= 2, a full `velocity` otherwise,
relative step sizes and update clipping."""
from keras.src import backend, ops
from keras.src.optimizers.optimizer import Optimizer


class Adafactor(Optimizer):
    """keras.optimizers.Adafactor (see the module docstring for the update); the base keyword arguments pass
    through to BaseOptimizer. Slots are made by build() on the first apply."""

    def __init__(self, learning_rate=0.001, beta_2_decay=-0.8, epsilon_1=1e-30, epsilon_2=1e-3, clip_threshold=1.0,
                 relative_step=True, weight_decay=None, clipnorm=None, clipvalue=None, global_clipnorm=None,
                 use_ema=False, ema_momentum=0.99, ema_overwrite_frequency=None, loss_scale_factor=None,
                 gradient_accumulation_steps=None, name="adafactor", **kwargs):
        super().__init__(learning_rate=learning_rate, weight_decay=weight_decay, clipnorm=clipnorm, clipvalue=clipvalue,
                         global_clipnorm=global_clipnorm, use_ema=use_ema, ema_momentum=ema_momentum,
                         ema_overwrite_frequency=ema_overwrite_frequency, loss_scale_factor=loss_scale_factor,
                         gradient_accumulation_steps=gradient_accumulation_steps, name=name, **kwargs)
        self.beta_2_decay = beta_2_decay
        self.epsilon_1 = epsilon_1
        self.epsilon_2 = epsilon_2
        self.clip_threshold = clip_threshold
        self.relative_step = relative_step

    def build(self, var_list):
        if self.built:
            return
        super().build(var_list)
        self._r = []
        self._c = []
        self._v = []
        for var in var_list:
            if len(var.shape) < 2:
                # Don't factor if variable is of dimension < 2, but we still need to create dummy variables as
                # placeholder.
                self._r.append(backend.Variable(0, name=var.name, trainable=False))
                self._c.append(backend.Variable(0, name=var.name, trainable=False))
            elif self._overwrite_variable_with_gradient(var):
                self._r.append(None)
                self._c.append(None)
            else:
                # Always factor the last 2 dimensions.
                r_shape = var.shape[:-1]
                c_shape = var.shape[:-2] + (var.shape[-1],)
                self._r.append(self.add_variable(shape=r_shape, dtype=var.dtype, name=var.name))
                self._c.append(self.add_variable(shape=c_shape, dtype=var.dtype, name=var.name))
            if self._overwrite_variable_with_gradient(var):
                self._v.append(None)
            else:
                self._v.append(self.add_variable_from_reference(reference_variable=var, name="velocity"))

    def _rms(self, x):
        return ops.sqrt(ops.mean(ops.square(x)))

    def update_step(self, gradient, variable, learning_rate):
        lr = ops.cast(learning_rate, variable.dtype)
        gradient = ops.cast(gradient, variable.dtype)
        epsilon_2 = ops.cast(self.epsilon_2, variable.dtype)
        one = ops.cast(1.0, variable.dtype)
        local_step = ops.cast(self.iterations + 1, variable.dtype)
        if not callable(self._learning_rate) and self.relative_step:
            lr = ops.minimum(lr, 1 / ops.sqrt(local_step))
        r = self._r[self._get_variable_index(variable)]
        c = self._c[self._get_variable_index(variable)]
        v = self._v[self._get_variable_index(variable)]
        rho_t = ops.minimum(lr, 1 / ops.sqrt(local_step))
        alpha_t = ops.maximum(epsilon_2, self._rms(variable)) * rho_t
        regulated_grad_square = ops.add(ops.square(gradient), self.epsilon_1)
        beta_2_t = 1 - ops.power(local_step, self.beta_2_decay)
        if len(variable.shape) >= 2:
            # `r` deletes the last dimension of gradient, so it is of shape `gradient.shape[:-1]`.
            self.assign(r, beta_2_t * r + (1 - beta_2_t) * ops.mean(regulated_grad_square, axis=-1))
            # `c` deletes the second last dimension of gradient, so it is of shape
            # `gradient.shape[:-2] + gradient.shape[-1]`.
            self.assign(c, beta_2_t * c + (1 - beta_2_t) * ops.mean(regulated_grad_square, axis=-2))
            self.assign(v, ops.expand_dims(r / ops.mean(r, axis=-1, keepdims=True), axis=-1)
                        * ops.expand_dims(c, -2))
        else:
            self.assign(v, beta_2_t * v + (1 - beta_2_t) * regulated_grad_square)
        u_t = ops.divide(gradient, ops.sqrt(v))
        u_t_hat = ops.divide(u_t, ops.maximum(one, ops.divide(self._rms(u_t), self.clip_threshold)))
        self.assign_sub(variable, ops.multiply(alpha_t, u_t_hat))

    def get_config(self):
        return self._config_with(
            super().get_config(), "beta_2_decay", "epsilon_1", "epsilon_2", "clip_threshold", "relative_step")
