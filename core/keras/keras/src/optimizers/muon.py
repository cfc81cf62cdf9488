"""Muon (keras/src/optimizers/muon.py): 2-D and 3-D variables take a momentum step
orthogonalized by Newton-Schulz iterations; the others (and embeddings, and paths matching
`exclude_layers`) take an AdamW step at `learning_rate * adam_lr_ratio`. Slots are keyed by
the variable's path, as Keras keys them."""
import re

from keras.src import ops
from keras.src.optimizers.optimizer import Optimizer


class Muon(Optimizer):
    def __init__(self, learning_rate=0.001, adam_beta_1=0.9, adam_beta_2=0.999, epsilon=1e-7, weight_decay=0.1,
                 clipnorm=None, clipvalue=None, global_clipnorm=None, use_ema=False, ema_momentum=0.99,
                 ema_overwrite_frequency=None, loss_scale_factor=None, gradient_accumulation_steps=None, name="muon",
                 exclude_layers=None, exclude_embeddings=True, muon_a=3.4445, muon_b=-4.7750, muon_c=2.0315,
                 adam_lr_ratio=0.1, momentum=0.95, ns_steps=6, nesterov=True, **kwargs):
        super().__init__(learning_rate=learning_rate, name=name, weight_decay=weight_decay, clipnorm=clipnorm,
                         clipvalue=clipvalue, global_clipnorm=global_clipnorm, use_ema=use_ema,
                         ema_momentum=ema_momentum, ema_overwrite_frequency=ema_overwrite_frequency,
                         loss_scale_factor=loss_scale_factor, gradient_accumulation_steps=gradient_accumulation_steps,
                         **kwargs)
        self.adam_beta_1 = adam_beta_1
        self.adam_beta_2 = adam_beta_2
        self.epsilon = epsilon
        self.muon_a = muon_a
        self.muon_b = muon_b
        self.muon_c = muon_c
        self.adam_lr_ratio = adam_lr_ratio
        self.momentum = momentum
        self.ns_steps = ns_steps
        self.nesterov = nesterov
        self.exclude_embeddings = exclude_embeddings
        self.exclude_layers = exclude_layers or []

    def _should_use_adamw(self, variable):
        """AdamW for variables of rank 0, 1 or 4+, embeddings and `exclude_layers` matches."""
        if not 1 < len(variable.shape) < 4:
            return True
        if self.exclude_embeddings and "embedding" in variable.path.lower():
            return True
        for keyword in self.exclude_layers:
            if re.search(keyword, variable.path):
                return True
        return False

    def build(self, var_list):
        if self.built:
            return
        super().build(var_list)
        self.adam_momentums = {}
        self.adam_velocities = {}
        self.muon_momentums = {}
        self.muon_velocities = {}
        for var in var_list:
            if not self._overwrite_variable_with_gradient(var):
                self.adam_momentums[var.path] = self.add_variable_from_reference(reference_variable=var,
                                                                                 name="momentum")
                if self._should_use_adamw(var):
                    self.adam_velocities[var.path] = self.add_variable_from_reference(reference_variable=var,
                                                                                      name="velocity")

    def update_step(self, gradient, variable, learning_rate):
        if self._should_use_adamw(variable):
            self._adamw_update_step(gradient, variable, learning_rate * self.adam_lr_ratio)
        else:
            self._muon_update_step(gradient, variable, learning_rate)

    def _muon_update_step(self, gradient, variable, lr):
        m = self.adam_momentums[variable.path]
        self.assign_add(m, ops.add(gradient, m * (self.momentum - 1)))
        shape = variable.shape
        g = ops.add(gradient, self.momentum * m) if self.nesterov else m
        self.assign_sub(variable, lr * self.zeropower_via_newtonschulz5(g, self.ns_steps)
                        * max(1, shape[0] / shape[1]) ** 0.5)

    def _adamw_update_step(self, gradient, variable, learning_rate):
        lr = ops.cast(learning_rate, variable.dtype)
        gradient = ops.cast(gradient, variable.dtype)
        local_step = ops.cast(self.iterations + 1, variable.dtype)
        adam_beta_1_power = ops.power(ops.cast(self.adam_beta_1, variable.dtype), local_step)
        adam_beta_2_power = ops.power(ops.cast(self.adam_beta_2, variable.dtype), local_step)
        m = self.adam_momentums[variable.path]
        v = self.adam_velocities[variable.path]
        alpha = lr * ops.sqrt(1 - adam_beta_2_power) / (1 - adam_beta_1_power)
        self.assign_add(m, ops.multiply(ops.subtract(gradient, m), 1 - self.adam_beta_1))
        self.assign_add(v, ops.multiply(ops.subtract(ops.square(gradient), v), 1 - self.adam_beta_2))
        self.assign_sub(variable, ops.divide(ops.multiply(m, alpha), ops.add(ops.sqrt(v), self.epsilon)))

    def transpose_last_axis(self, X):
        shape = ops.shape(X)
        temp_order = list(range(len(shape)))
        temp_order[-2] = temp_order[-1]
        temp_order[-1] = len(shape) - 2
        return ops.transpose(X, temp_order)

    def zeropower_via_newtonschulz5(self, x, steps):
        """The quintic Newton-Schulz iteration towards the orthogonal factor of `x` (rank >= 2,
        last two axes), after scaling `x` to spectral norm at most 1."""
        shape = ops.shape(x)
        assert len(shape) >= 2
        a, b, c = self.muon_a, self.muon_b, self.muon_c
        if shape[-2] > shape[-1]:
            x = self.transpose_last_axis(x)
        x = x / (ops.norm(x, axis=(-2, -1), keepdims=True) + 1e-7)
        for _ in range(steps):
            temp_a = x @ self.transpose_last_axis(x)
            temp_b = b * temp_a + c * temp_a @ temp_a
            x = a * x + temp_b @ x
        if shape[-2] > shape[-1]:
            x = self.transpose_last_axis(x)
        return x

    def get_config(self):
        config = super().get_config()
        config.update({"adam_beta_1": self.adam_beta_1, "adam_beta_2": self.adam_beta_2, "epsilon": self.epsilon,
                       "exclude_layers": self.exclude_layers, "muon_a": self.muon_a, "muon_b": self.muon_b,
                       "muon_c": self.muon_c, "adam_lr_ratio": self.adam_lr_ratio, "momentum": self.momentum,
                       "ns_steps": self.ns_steps, "nesterov": self.nesterov,
                       "exclude_embeddings": self.exclude_embeddings})
        return config
