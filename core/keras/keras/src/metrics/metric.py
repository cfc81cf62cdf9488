"""Metric (keras/src/metrics/metric.py): state in non-trainable variables made with
`add_variable` (path `{metric name}/{variable}`), `update_state`, `result`, `reset_state`;
calling a metric updates it and returns the result."""
from keras.src import backend, initializers, ops
from keras.src.saving.keras_saveable import KerasSaveable
from keras.src.utils.naming import auto_name
from keras.src.utils.tracking import Tracker


class Metric(KerasSaveable):
    def __init__(self, dtype=None, name=None):
        from keras.src import dtype_policies

        self.name = name or auto_name(self.__class__.__name__)
        self._dtype_policy = dtype_policies.get(dtype or backend.floatx())
        self._dtype = self._dtype_policy.compute_dtype
        self._metrics = []
        self._variables = []
        self._tracker = Tracker({
            "variables": (lambda x: isinstance(x, backend.Variable), self._variables),
            "metrics": (lambda x: isinstance(x, Metric), self._metrics),
        })

    def reset_state(self):
        for v in self.variables:
            v.assign(ops.zeros(v.shape, dtype=v.dtype))

    def update_state(self, *args, **kwargs):
        raise NotImplementedError

    def result(self):
        raise NotImplementedError

    def _check_metric_variables(self, metric_variables):
        if len(metric_variables) != len(self.variables):
            raise ValueError(
                "Argument `metric_variables` must be a list of tensors "
                f"corresponding 1:1 to {self.__class__.__name__}().variables. "
                f"Received list with length {len(metric_variables)}, but "
                f"expected {len(self.variables)} variables."
            )

    def _current_values(self, scope):
        """Each variable's value in `scope` (the variable itself when the scope did not set it)."""
        values = []
        for v in self.variables:
            new_v = scope.get_current_value(v)
            values.append(new_v if new_v is not None else v)
        return values

    def stateless_update_state(self, metric_variables, *args, **kwargs):
        """update_state on the values `metric_variables` (1:1 with `variables`) in a
        StatelessScope: returns the new values, the metric's own variables unchanged."""
        self._check_metric_variables(metric_variables)
        mapping = list(zip(self.variables, metric_variables))
        with backend.StatelessScope(state_mapping=mapping) as scope:
            self.update_state(*args, **kwargs)
        return self._current_values(scope)

    def stateless_result(self, metric_variables):
        """result() computed from the values `metric_variables`."""
        self._check_metric_variables(metric_variables)
        mapping = list(zip(self.variables, metric_variables))
        with backend.StatelessScope(state_mapping=mapping):
            res = self.result()
        return res

    def stateless_reset_state(self):
        """The variables' values after reset_state(), without resetting them."""
        with backend.StatelessScope() as scope:
            self.reset_state()
        return self._current_values(scope)

    @property
    def dtype(self):
        return self._dtype

    def add_variable(self, shape, initializer, dtype=None, aggregation="sum", name=None):
        self._check_super_called()
        with backend.name_scope(self.name.replace("/", ">"), caller=self):
            initializer = initializers.get(initializer)
            variable = backend.Variable(initializer=initializer, shape=shape, dtype=dtype, trainable=False,
                                        aggregation=aggregation, synchronization="on_read", name=name)
        self._tracker.add_to_store("variables", variable)
        return variable

    def add_weight(self, shape=(), initializer=None, dtype=None, name=None):
        return self.add_variable(shape=shape, initializer=initializer, dtype=dtype, name=name)

    @property
    def variables(self):
        variables = list(self._variables)
        for metric in self._metrics:
            variables.extend(metric.variables)
        return variables

    def __call__(self, *args, **kwargs):
        self._check_super_called()
        self.update_state(*args, **kwargs)
        return self.result()

    def _obj_type(self):
        return "Metric"

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype}

    @classmethod
    def from_config(cls, config):
        return cls(**config)

    def __setattr__(self, name, value):
        if hasattr(self, "_tracker"):
            value = self._tracker.track(value)
        object.__setattr__(self, name, value)

    def _check_super_called(self):
        if not hasattr(self, "_tracker"):
            raise RuntimeError("You forgot to call `super().__init__()` in the `__init__()` method. Go add it!")

    def __repr__(self):
        return f"<{self.__class__.__name__} name={self.name}>"

    def __str__(self):
        return self.__repr__()
