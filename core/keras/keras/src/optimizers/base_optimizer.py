"""The optimizer base (keras/src/optimizers/base_optimizer.py with the TensorFlow backend's
TFOptimizer): `iterations` (int64) and `learning_rate` (float32) variables made at
construction; slot variables made by `build()` on the first `apply`; each update writes the
tf.Variables directly (AssignAddVariableOp and friends)."""

import tensorflow as tf

from keras.src import backend, initializers, ops
from keras.src.optimizers.schedules.learning_rate_schedule import LearningRateSchedule
from keras.src.saving.keras_saveable import KerasSaveable
from keras.src.utils import tracking
from keras.src.utils.naming import auto_name
from keras.src.utils.warning_sites import warn_at


class BaseOptimizer(KerasSaveable):
    def __init__(self, learning_rate, weight_decay=None, clipnorm=None, clipvalue=None, global_clipnorm=None,
                 use_ema=False, ema_momentum=0.99, ema_overwrite_frequency=None, loss_scale_factor=None,
                 gradient_accumulation_steps=None, name=None, **kwargs):
        self._lock = False
        if kwargs.pop("decay", None) is not None:
            warn_at("Argument `decay` is no longer supported and will be ignored.", UserWarning,
                    ("optimizers/base_optimizer.py", 86, "warnings.warn("))
        if kwargs:
            raise ValueError(f"Argument(s) not recognized: {kwargs}")
        if name is None:
            name = auto_name(self.__class__.__name__)
        self.name = name
        self.weight_decay = weight_decay
        self.clipnorm = clipnorm
        self.global_clipnorm = global_clipnorm
        self.clipvalue = clipvalue
        self.use_ema = use_ema
        self.loss_scale_factor = loss_scale_factor
        self.gradient_accumulation_steps = gradient_accumulation_steps
        if gradient_accumulation_steps:
            if not gradient_accumulation_steps >= 2:
                raise ValueError("`gradient_accumulation_steps` must be an integer >= 2. Received: "
                                 f"gradient_accumulation_steps={gradient_accumulation_steps}")
        if use_ema:
            if ema_momentum > 1 or ema_momentum < 0:
                raise ValueError(f"`ema_momentum` must be in the range [0, 1]. Received: ema_momentum={ema_momentum}")
            if ema_overwrite_frequency and (not isinstance(ema_overwrite_frequency, int)
                                            or ema_overwrite_frequency < 1):
                raise ValueError("`ema_overwrite_frequency` must be an integer >= 1 or None. Received: "
                                 f"ema_overwrite_frequency={ema_overwrite_frequency}")
        self.ema_momentum = ema_momentum
        self.ema_overwrite_frequency = ema_overwrite_frequency
        if sum(a is not None for a in [clipnorm, clipvalue, global_clipnorm]) > 1:
            raise ValueError(
                "Only one of `clipnorm`, `clipvalue` and `global_clipnorm` can be set. Received: "
                f"clipnorm={clipnorm}, clipvalue={clipvalue}, global_clipnorm={global_clipnorm}"
            )
        self.built = False
        self._variables = []
        self._trainable_variables = []
        self._tracker = tracking.Tracker({"variables": (lambda x: isinstance(x, backend.Variable), self._variables)})
        self._trainable_variables_indices = {}
        with backend.name_scope(self.name, caller=self):
            iterations = backend.Variable(0, name="iteration", dtype="int", trainable=False,
                                          aggregation="only_first_replica")
        self._track_variable(iterations)
        self._iterations = iterations
        if isinstance(learning_rate, LearningRateSchedule) or callable(learning_rate):
            self._learning_rate = learning_rate
        else:
            if not isinstance(learning_rate, float):
                raise ValueError(
                    "Argument `learning_rate` should be float, or an instance of LearningRateSchedule, or a "
                    "callable (that takes in the current iteration value and returns the corresponding learning "
                    f"rate value). Received instead: learning_rate={learning_rate}"
                )
            with backend.name_scope(self.name, caller=self):
                learning_rate = backend.Variable(learning_rate, name="learning_rate", dtype=backend.floatx(),
                                                 trainable=False, aggregation="only_first_replica")
            self._track_variable(learning_rate)
            self._learning_rate = learning_rate

    @property
    def iterations(self):
        """The update count: with gradient accumulation, applied steps // accumulation steps."""
        if self.gradient_accumulation_steps:
            return ops.floor_divide(self._iterations, self.gradient_accumulation_steps)
        return self._iterations

    def _track_variable(self, variable):
        self._tracker.add_to_store("variables", variable)

    def build(self, variables):
        # Keras's build is no_automatic_dependency_tracking: the model's variables listed here
        # must not become the optimizer's own.
        with tracking.DotNotTrackScope():
            if self.use_ema:
                self._model_variables_moving_average = self.add_optimizer_variables(variables, "average")
            if self.gradient_accumulation_steps:
                self._accumulated_gradients = []
            for i, variable in enumerate(variables):
                self._trainable_variables_indices[self._var_key(variable)] = i
                if self.gradient_accumulation_steps:
                    self._accumulated_gradients.append(
                        self.add_variable_from_reference(variable, name="gradient_accumulator"))
            self._trainable_variables = variables[:]
            self.built = True

    def _var_key(self, variable):
        # TFOptimizer keys by the tf.Variable (update_step receives tf.Variables).
        if isinstance(variable, backend.Variable):
            variable = variable.value
        return id(variable)

    @property
    def variables(self):
        return self._variables[:]

    def _get_variable_index(self, variable):
        return self._trainable_variables_indices[self._var_key(variable)]

    def add_variable(self, shape, initializer="zeros", dtype=None, aggregation="none", layout=None, name=None):
        self._check_super_called()
        initializer = initializers.get(initializer)
        with backend.name_scope(self.name, caller=self):
            variable = backend.Variable(initializer=initializer, shape=shape, dtype=dtype, trainable=False,
                                        aggregation=aggregation, name=name)
        self._track_variable(variable)
        return variable

    def add_variable_from_reference(self, reference_variable, name=None, initializer="zeros"):
        name = name or "var"
        if hasattr(reference_variable, "path"):
            name = reference_variable.path.replace("/", "_") + "_" + name
        else:
            name = str(reference_variable.name).replace("/", "_").replace(":", "_") + "_" + name
        return self.add_variable(shape=reference_variable.shape, initializer=initializer,
                                 dtype=reference_variable.dtype, name=name)

    def add_optimizer_variables(self, trainable_variables, name, initializer="zeros"):
        """One slot per (variable, name), interleaved per variable as Keras creates them; `name`
        and `initializer` may be lists (one initializer for all names when it is not)."""
        if isinstance(name, str):
            names, inits = [name], [initializer]
        else:
            names = list(name)
            single = isinstance(initializer, (str, initializers.Initializer))
            inits = [initializer] * len(names) if single else list(initializer)
        if len(names) != len(inits):
            raise ValueError("The number of provided names must match the number of provided initializers.  "
                             f"Received name='{name}', initializer='{initializer}'")
        result = tuple([] for _ in names)
        for variable in trainable_variables:
            overwrite = self._overwrite_variable_with_gradient(variable)
            for i, (var_name, var_init) in enumerate(zip(names, inits)):
                result[i].append(None if overwrite else
                                 self.add_variable_from_reference(variable, name=var_name, initializer=var_init))
        return result[0] if isinstance(name, str) else result

    def _overwrite_variable_with_gradient(self, variable):
        return getattr(variable, "overwrite_with_gradient", False)

    def _check_variables_are_known(self, variables):
        for v in variables:
            if self._var_key(v) not in self._trainable_variables_indices:
                raise ValueError(
                    f"Unknown variable: {v}. This optimizer can only be called for the variables it was originally "
                    "built with. When working with a new set of variables, you should recreate a new optimizer "
                    "instance."
                )

    def assign(self, variable, value):
        if isinstance(variable, backend.Variable):
            variable = variable.value
        variable.assign(tf.cast(value, variable.dtype))

    def assign_add(self, variable, value):
        if isinstance(variable, backend.Variable):
            variable = variable.value
        variable.assign_add(tf.cast(value, variable.dtype))

    def assign_sub(self, variable, value):
        if isinstance(variable, backend.Variable):
            variable = variable.value
        variable.assign_sub(tf.cast(value, variable.dtype))

    def update_step(self, gradient, variable, learning_rate):
        raise NotImplementedError

    def apply_gradients(self, grads_and_vars):
        """`apply(grads, variables)` for `zip(grads, variables)`; returns `iterations`."""
        grads, trainable_variables = zip(*grads_and_vars)
        self.apply(grads, trainable_variables)
        return self._iterations

    def apply(self, grads, trainable_variables=None):
        """One update: builds the slots on the first call, skips None gradients (with a warning),
        clips, decays, runs `update_step` per variable, applies constraints, counts the step."""
        if len(grads) == 0:
            return
        if trainable_variables is None:
            if not self.built:
                raise ValueError(
                    "When passing `grads` without `variables`, the optimizer must already be built on a list of "
                    "variables. Call `optimizer.build(trainable_variables)` first. "
                )
            if len(grads) != len(self._trainable_variables_indices):
                raise ValueError(
                    "When passing `grads` as a list of gradient tensors, the gradients must match "
                    f"`optimizer.variables` one-to-on. Received a list of {len(grads)} gradients, but the optimizer "
                    f"is tracking {len(self._trainable_variables)} trainable variables."
                )
            trainable_variables = self._trainable_variables
        else:
            trainable_variables = list(trainable_variables)
            if not self.built:
                with backend.name_scope(self.name, caller=self):
                    self.build(trainable_variables)
                self.built = True
                tracking.restore_deferred(self)
            self._check_variables_are_known(trainable_variables)
        with backend.name_scope(self.name, caller=self):
            grads, trainable_variables = self._filter_empty_gradients(grads, trainable_variables)
            grads, trainable_variables = self._overwrite_variables_directly_with_gradients(
                grads, trainable_variables)
            if len(list(grads)) > 0:
                scale = self.loss_scale_factor
                if scale is not None:
                    grads = [g if g is None else g / scale for g in grads]
                if self.gradient_accumulation_steps:
                    self._accumulate_or_update(grads, trainable_variables)
                else:
                    grads = self._clip_gradients(grads)
                    self._apply_weight_decay(trainable_variables)
                    self._backend_update_step(grads, trainable_variables, self.learning_rate)
                if self.use_ema:
                    self._update_model_variables_moving_average(self._trainable_variables)
                    if self.ema_overwrite_frequency:
                        should_overwrite_model_vars = (self.iterations + 1) % self.ema_overwrite_frequency == 0
                        ops.cond(should_overwrite_model_vars,
                                 lambda: self._overwrite_model_variables_with_average_value(
                                     self._trainable_variables),
                                 lambda: None)
                for variable in trainable_variables:
                    if variable.constraint is not None:
                        variable.assign(variable.constraint(variable))
        self._iterations.assign_add(1)

    def _accumulate_or_update(self, grads, trainable_variables):
        """Gradient accumulation (BaseOptimizer._backend_apply_gradients): every
        `gradient_accumulation_steps`-th call updates with the mean of the accumulated gradients
        and this one (clipped, with weight decay) and zeroes the accumulators; the others only
        add the gradients to them."""
        is_update_step = (self._iterations + 1) % self.gradient_accumulation_steps == 0
        acc_grads = [self._accumulated_gradients[self._get_variable_index(v)] for v in trainable_variables]

        def _update_step_fn(grads, trainable_variables):
            steps = self.gradient_accumulation_steps
            grads = [(g + acc_g) / steps for g, acc_g in zip(grads, acc_grads)]
            grads = self._clip_gradients(grads)
            self._apply_weight_decay(trainable_variables)
            self._backend_update_step(grads, trainable_variables, self.learning_rate)
            self._backend_reset_gradient_accumulators()

        ops.cond(is_update_step, lambda: _update_step_fn(grads, trainable_variables),
                 lambda: self._backend_increment_gradient_accumulators(grads, acc_grads))

    def _backend_reset_gradient_accumulators(self):
        for g_acc in self._accumulated_gradients:
            if g_acc is not None:
                g_acc.assign(ops.zeros(g_acc.shape, dtype=g_acc.dtype))

    def _backend_increment_gradient_accumulators(self, grads, acc_grads):
        for grad, acc in zip(grads, acc_grads):
            var = acc.value
            var.assign(var + grad)

    def _backend_update_step(self, grads, trainable_variables, learning_rate):
        trainable_variables = [v.value if isinstance(v, backend.Variable) else v for v in trainable_variables]
        for grad, var in zip(grads, trainable_variables):
            self.update_step(grad, var, learning_rate)

    def scale_loss(self, loss):
        if self.loss_scale_factor is not None:
            return loss * self.loss_scale_factor
        return loss

    @property
    def learning_rate(self):
        return self._get_current_learning_rate()

    @learning_rate.setter
    def learning_rate(self, learning_rate):
        prev_lr_var = self._learning_rate if isinstance(self._learning_rate, backend.Variable) else None
        if isinstance(learning_rate, LearningRateSchedule) or callable(learning_rate):
            self._learning_rate = learning_rate
        else:
            if isinstance(self._learning_rate, LearningRateSchedule):
                raise TypeError(
                    "This optimizer was created with a `LearningRateSchedule` object as its `learning_rate` "
                    "constructor argument, hence its learning rate is not settable. If you need the learning rate "
                    "to be settable, you should instantiate the optimizer with a float `learning_rate` argument."
                )
            self._learning_rate.assign(learning_rate)
        if prev_lr_var is not None and not isinstance(self._learning_rate, backend.Variable):
            self._tracker.untrack(prev_lr_var)

    def set_weights(self, weights):
        """Assigns `weights` (arrays, in the order of `variables`) to the built optimizer's
        variables; ValueError before build() or for a shape mismatch (Keras 3.11's texts)."""
        if not self.built:
            raise ValueError(
                "You are calling `set_weights()` on an optimizer that has not "
                "yet been built. Please call "
                "`optimizer.build(trainable_variables)` to create the "
                "optimizer weights before calling `set_weights()`."
            )
        for variable, weight in zip(self._variables, weights):
            if variable.shape != weight.shape:
                raise ValueError(
                    f"Optimizer variable {self._var_key(variable)} has shape "
                    f"{str(variable.shape)} not compatible with provided "
                    f"weight shape {str(weight.shape)}."
                )
            variable.assign(weight)

    def save_own_variables(self, store):
        """Writes each variable's value into `store` under "0", "1", ... (Keras's order)."""
        for i, variable in enumerate(self.variables):
            store[str(i)] = variable.numpy()

    def load_own_variables(self, store):
        """Assigns `store["0"]`, `store["1"]`, ... to the variables; when the counts differ,
        Keras's UserWarning (naming the caller's line) and nothing is loaded."""
        import warnings

        if len(store.keys()) != len(self.variables):
            msg = (
                f"Skipping variable loading for optimizer '{self.name}', "
                f"because it has {len(self.variables)} variables whereas "
                f"the saved optimizer has {len(store.keys())} variables. "
            )
            if len(self.variables) == 0:
                msg += "This is likely because the optimizer has not been called/built yet."
            # Keras's stacklevel=2 names the caller's line; library frames are not counted here.
            warnings.warn(msg, stacklevel=1)
            return
        for i, variable in enumerate(self.variables):
            variable.assign(store[str(i)])

    def _get_current_learning_rate(self):
        if isinstance(self._learning_rate, LearningRateSchedule):
            return self._learning_rate(self._iterations)
        if isinstance(self._learning_rate, backend.Variable):
            return self._learning_rate
        if callable(self._learning_rate):
            return self._learning_rate()
        return self._learning_rate

    def _overwrite_variables_directly_with_gradients(self, grads, vars):
        """BaseOptimizer._overwrite_variables_directly_with_gradients: variables with
        `overwrite_with_gradient` (float8 scales, amax histories) take their gradient as their
        new value (with accumulation: the running maximum, written on update steps) and are
        dropped from the regular update."""
        if not any(self._overwrite_variable_with_gradient(v) for v in vars):
            return grads, vars
        filtered_grads, filtered_vars = list(grads), list(vars)
        for i in range(len(filtered_grads) - 1, -1, -1):
            g, v = filtered_grads[i], filtered_vars[i]
            if not self._overwrite_variable_with_gradient(v):
                continue
            if self.gradient_accumulation_steps:
                self._overwrite_with_accumulated_maximum(g, v)
            else:
                v.assign(g)
            filtered_grads.pop(i)
            filtered_vars.pop(i)
        return filtered_grads, filtered_vars

    def _overwrite_with_accumulated_maximum(self, g, v):
        is_update_step = (self._iterations + 1) % self.gradient_accumulation_steps == 0
        acc_g = self._accumulated_gradients[self._get_variable_index(v)]
        new_g_acc = ops.cond(is_update_step, lambda: ops.zeros(g.shape, dtype=g.dtype),
                             lambda: ops.maximum(g, acc_g))
        new_g = ops.cond(is_update_step, lambda: ops.maximum(g, acc_g), lambda: g)
        new_v = ops.cond(is_update_step, lambda: new_g, lambda: v.value)
        v.assign(new_v)
        acc_g.assign(new_g_acc)

    def _filter_empty_gradients(self, grads, vars):
        filtered_grads = list(grads)
        filtered_vars = list(vars)
        missing = []
        for i in range(len(filtered_grads) - 1, -1, -1):
            if filtered_grads[i] is None:
                filtered_grads.pop(i)
                v = filtered_vars.pop(i)
                missing.append(getattr(v, "path", None) or v.name)
        if not filtered_grads:
            raise ValueError("No gradients provided for any variable.")
        if missing:
            warn_at(
                f"Gradients do not exist for variables {list(reversed(missing))} when minimizing the loss. If using "
                "`model.compile()`, did you forget to provide a `loss` argument?",
                UserWarning, ("optimizers/base_optimizer.py", 857, "warnings.warn("),
            )
        return filtered_grads, filtered_vars

    def _clip_gradients(self, grads):
        if self.clipnorm and self.clipnorm > 0:
            return [self._clip_by_norm(g) if g is not None else g for g in grads]
        if self.global_clipnorm and self.global_clipnorm > 0:
            return clip_by_global_norm(grads, self.global_clipnorm)
        if self.clipvalue and self.clipvalue > 0:
            v = self.clipvalue
            return [ops.clip(g, -v, v) if g is not None else g for g in grads]
        return grads

    def exclude_from_weight_decay(self, var_list=None, var_names=None):
        """Variables that weight decay skips: those of `var_list`, and those whose (tf.Variable)
        name contains one of `var_names`."""
        # Keras tests `_built`, which the optimizer never sets: the check never fires.
        if hasattr(self, "_built") and self._built:
            raise ValueError(
                "`exclude_from_weight_decay()` can only be configured before the optimizer is built."
            )
        if var_list:
            self._exclude_from_weight_decay = set(self._var_key(variable) for variable in var_list)
        else:
            self._exclude_from_weight_decay = set()
        if var_names and len(var_names) > 0:
            # Keras compiles "|".join(var_names) and re.search-es the name; tfplay has no `re`.
            for name in var_names:
                if any(c in name for c in ".^$*+?{}[]\\|()"):
                    raise NotImplementedError(
                        "tfplay's Keras matches exclude_from_weight_decay(var_names=...) as plain text only; "
                        f"{name!r} holds regular-expression syntax"
                    )
            self._exclude_from_weight_decay_pattern = list(set(var_names))
        else:
            self._exclude_from_weight_decay_pattern = None
        self._exclude_from_weight_decay_cache = dict()

    def _use_weight_decay(self, variable):
        variable_id = self._var_key(variable)
        if not hasattr(self, "_exclude_from_weight_decay_cache"):
            self._exclude_from_weight_decay_cache = dict()
        if variable_id in self._exclude_from_weight_decay_cache:
            return self._exclude_from_weight_decay_cache[variable_id]
        exclude_from_weight_decay = getattr(self, "_exclude_from_weight_decay", set())
        exclude_from_weight_decay_pattern = getattr(self, "_exclude_from_weight_decay_pattern", None)
        if variable_id in exclude_from_weight_decay:
            self._exclude_from_weight_decay_cache[variable_id] = False
            return False
        if exclude_from_weight_decay_pattern is not None:
            if any(name in variable.name for name in exclude_from_weight_decay_pattern):
                self._exclude_from_weight_decay_cache[variable_id] = False
                return False
        self._exclude_from_weight_decay_cache[variable_id] = True
        return True

    def _apply_weight_decay(self, variables):
        if self.weight_decay is None:
            return
        for variable in variables:
            variable = variable.value if isinstance(variable, backend.Variable) else variable
            if self._use_weight_decay(variable):
                lr = tf.cast(self.learning_rate, variable.dtype)
                wd = tf.cast(self.weight_decay, variable.dtype)
                variable.assign_sub(variable * wd * lr)

    def _clip_by_norm(self, values, axes=None):
        l2sum = ops.sum(ops.square(values), axes, keepdims=True)
        pred = l2sum > 0
        l2sum_safe = ops.where(pred, l2sum, ops.ones_like(l2sum))
        l2norm = ops.where(pred, ops.sqrt(l2sum_safe), l2sum)
        intermediate = ops.multiply(values, self.clipnorm)
        return ops.convert_to_tensor(intermediate) / ops.maximum(l2norm, self.clipnorm)

    def _update_model_variables_moving_average(self, trainable_variables):
        """average = m * average + (1 - m) * var, with m = ema_momentum except at step 0 (0)."""
        if self.use_ema:
            for var, average in zip(trainable_variables, self._model_variables_moving_average):
                if average is not None:
                    not_first_step = ops.not_equal(self.iterations, 0)
                    momentum = ops.cast(not_first_step, var.dtype) * self.ema_momentum
                    average.assign(momentum * average + (1 - momentum) * var)

    def _overwrite_model_variables_with_average_value(self, trainable_variables):
        if len(trainable_variables) != len(self._model_variables_moving_average):
            raise ValueError(f"The length of model variables ({len(trainable_variables)}) to override does not match "
                             "the length of model variables stored in the optimizer "
                             f"({len(self._model_variables_moving_average)}). Please check if the optimizer was "
                             "called on your model.")
        for var, average_var in zip(trainable_variables, self._model_variables_moving_average):
            if average_var is not None:
                var.assign(average_var)

    def finalize_variable_values(self, var_list):
        """With `use_ema`, the model's variables take their moving averages (end of fit)."""
        if self.use_ema:
            self._overwrite_model_variables_with_average_value(var_list)

    def _check_super_called(self):
        if not hasattr(self, "_lock"):
            raise RuntimeError(
                f"In optimizer '{self.__class__.__name__}', you forgot to call `super().__init__()` as the first "
                "statement in the `__init__()` method. Go add it!"
            )

    def __setattr__(self, name, value):
        if name != "_lock":
            self._check_super_called()
        if hasattr(self, "_tracker"):
            value = self._tracker.track(value)
        object.__setattr__(self, name, value)

    def get_config(self):
        from keras.src.optimizers.schedules import learning_rate_schedule
        from keras.src.saving import serialization_lib

        if isinstance(self._learning_rate, learning_rate_schedule.LearningRateSchedule):
            learning_rate = learning_rate_schedule.serialize(self._learning_rate)
        elif isinstance(self._learning_rate, backend.Variable):
            learning_rate = float(self._learning_rate.numpy())
        elif ops.is_tensor(self._learning_rate):
            learning_rate = float(self._learning_rate)
        elif callable(self._learning_rate):
            learning_rate = serialization_lib.serialize_keras_object(self._learning_rate)
        else:
            learning_rate = 0.5
        return {"name": self.name, "learning_rate": learning_rate, "weight_decay": self.weight_decay,
                "clipnorm": self.clipnorm, "global_clipnorm": self.global_clipnorm, "clipvalue": self.clipvalue,
                "use_ema": self.use_ema, "ema_momentum": self.ema_momentum,
                "ema_overwrite_frequency": self.ema_overwrite_frequency, "loss_scale_factor": self.loss_scale_factor,
                "gradient_accumulation_steps": self.gradient_accumulation_steps}

    def _config_with(self, config, *names):
        """`config` (the parent class's get_config) with the attributes `names` added in order."""
        config.update({name: getattr(self, name) for name in names})
        return config

    @classmethod
    def from_config(cls, config, custom_objects=None):
        """cls(**config), a serialized learning-rate schedule deserialized first."""
        from keras.src.saving import serialization_lib

        if "learning_rate" in config and isinstance(config["learning_rate"], dict):
            config["learning_rate"] = serialization_lib.deserialize_keras_object(config["learning_rate"],
                                                                                 custom_objects=custom_objects)
        return cls(**config)


def global_norm(value_list):
    squared_norms = [ops.sum(ops.square(v)) for v in value_list if v is not None]
    return ops.sqrt(ops.sum(ops.stack(squared_norms)))


def clip_by_global_norm(value_list, clip_norm):
    use_norm = global_norm(value_list)
    scale_for_finite = clip_norm * ops.minimum(1.0 / use_norm, 1.0 / clip_norm)
    scale = scale_for_finite + (use_norm - use_norm)
    return [v * scale if v is not None else v for v in value_list]

