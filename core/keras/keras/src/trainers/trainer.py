"""The backend-independent trainer (keras/src/trainers/trainer.py): `compile`, the metrics
list, `compute_loss`, `compute_metrics`, and the log bookkeeping of fit/evaluate."""
import inspect

from keras.src import backend, metrics as metrics_module, ops, optimizers
from keras.src.optimizers.loss_scale_optimizer import LossScaleOptimizer
from keras.src.utils import python_utils, tracking
from keras.src.utils.warning_sites import warn_at
from keras.src.utils import traceback_utils


class Trainer:
    def __init__(self):
        self._lock = False
        self._run_eagerly = False
        self._jit_compile = None
        self.compiled = False
        self.loss = None
        self.steps_per_execution = 1
        self._initial_epoch = None
        self._compute_loss_has_training_arg = "training" in inspect.signature(self.compute_loss).parameters
        self._compile_loss = None
        self._compile_metrics = None
        self._loss_tracker = None

    @traceback_utils.filter_traceback
    def compile(self, optimizer="rmsprop", loss=None, loss_weights=None, metrics=None, weighted_metrics=None,
                run_eagerly=False, steps_per_execution=1, jit_compile="auto", auto_scale_loss=True):
        """Configures training. `optimizer`, `loss` and `metrics` may be names or objects.
        `jit_compile="auto"` is False on a CPU-only machine, as TF's is."""
        # Imported by the first compile(): a program that never compiles never needs it.
        from keras.src.trainers.compile_utils import CompileLoss, CompileMetrics

        with tracking.DotNotTrackScope():
            optimizer = optimizers.get(optimizer)
            self.optimizer = optimizer
            if auto_scale_loss and self.dtype_policy.name == "mixed_float16" and self.optimizer \
                    and not isinstance(self.optimizer, LossScaleOptimizer):
                self.optimizer = LossScaleOptimizer(self.optimizer, name="loss_scale_optimizer")
            output_names = self.output_names if hasattr(self, "output_names") else None
            if loss is not None:
                self._compile_loss = CompileLoss(loss, loss_weights, output_names=output_names)
                self.loss = loss
            if metrics is not None or weighted_metrics is not None:
                self._compile_metrics = CompileMetrics(metrics, weighted_metrics, output_names=output_names)
            if jit_compile == "auto":
                jit_compile = False if run_eagerly else self._resolve_auto_jit_compile()
            if jit_compile and run_eagerly:
                jit_compile = False
                # stacklevel=2: the no_automatic_dependency_tracking wrapper around compile.
                warn_at("If `run_eagerly` is True, then `jit_compile` cannot also be True. Disabling `jit_compile`.",
                        UserWarning, ("utils/tracking.py", 26, "return fn(*args, **kwargs)"))
            self.jit_compile = jit_compile
            self.run_eagerly = run_eagerly
            self.stop_training = False
            self.compiled = True
            self._loss_tracker = metrics_module.Mean(name="loss")
            self.steps_per_execution = steps_per_execution
            self.train_function = None
            self.test_function = None
            self.predict_function = None
            # What get_compile_config() serializes (Keras's SerializableDict), made after
            # "auto" jit_compile is resolved, as Keras does.
            self._compile_config = {"optimizer": optimizer, "loss": loss, "loss_weights": loss_weights,
                                    "metrics": metrics, "weighted_metrics": weighted_metrics,
                                    "run_eagerly": run_eagerly, "steps_per_execution": steps_per_execution,
                                    "jit_compile": jit_compile}

    @property
    def jit_compile(self):
        if self._jit_compile is None:
            self._jit_compile = self._resolve_auto_jit_compile()
        return self._jit_compile

    @jit_compile.setter
    def jit_compile(self, value):
        self._jit_compile = value

    def _resolve_auto_jit_compile(self):
        # TensorFlow with only CPU devices: Keras does not enable XLA.
        return False

    @property
    def run_eagerly(self):
        return self._run_eagerly

    @run_eagerly.setter
    def run_eagerly(self, value):
        self._run_eagerly = value

    @property
    def metrics(self):
        result = []
        if self.compiled:
            if self._loss_tracker is not None:
                result.append(self._loss_tracker)
            if self._compile_metrics is not None:
                result.append(self._compile_metrics)
            if self._compile_loss is not None:
                result.extend(self._compile_loss.metrics)
        result.extend(self._metrics)
        for layer in self._flatten_layers(include_self=False):
            if isinstance(layer, Trainer):
                continue
            result.extend(layer.metrics)
        return result

    @property
    def metrics_names(self):
        return [m.name for m in self.metrics]

    def reset_metrics(self):
        for m in self.metrics:
            m.reset_state()

    def compute_loss(self, x=None, y=None, y_pred=None, sample_weight=None, training=True):
        """The compiled loss plus the model's losses (add_loss, regularizers)."""
        del x
        del training
        losses = []
        if self._compile_loss is not None:
            loss = self._compile_loss(y, y_pred, sample_weight)
            if loss is not None:
                losses.append(loss)
        for loss in self.losses:
            losses.append(self._aggregate_additional_loss(loss))
        if len(losses) == 0:
            raise ValueError("No loss to compute. Provide a `loss` argument in `compile()`.")
        if len(losses) == 1:
            return losses[0]
        return ops.sum(losses)

    def stateless_compute_loss(self, trainable_variables, non_trainable_variables, metrics_variables, x=None, y=None,
                               y_pred=None, sample_weight=None, training=True):
        """compute_loss on the given variable values (1:1 with the model's trainable,
        non-trainable and metric variables) in a StatelessScope: returns the loss and the
        three lists of values after it."""
        var_mapping = list(zip(self.trainable_variables, trainable_variables))
        var_mapping.extend(zip(self.non_trainable_variables, non_trainable_variables))
        var_mapping.extend(zip(self.metrics_variables, metrics_variables))
        with backend.StatelessScope(state_mapping=var_mapping) as scope:
            loss = self._compute_loss(x, y, y_pred, sample_weight=sample_weight, training=training)
        non_trainable_variables = [scope.get_current_value(v) for v in self.non_trainable_variables]
        metrics_variables = [scope.get_current_value(v) for v in self.metrics_variables]
        return loss, (trainable_variables, non_trainable_variables, metrics_variables)

    def _compute_loss(self, x=None, y=None, y_pred=None, sample_weight=None, training=True):
        if self._compute_loss_has_training_arg:
            return self.compute_loss(x, y, y_pred, sample_weight, training=training)
        return self.compute_loss(x, y, y_pred, sample_weight)

    def _aggregate_additional_loss(self, loss):
        if not backend.is_float_dtype(loss.dtype):
            loss = ops.cast(loss, dtype=backend.floatx())
        return ops.sum(loss)

    def compute_metrics(self, x, y, y_pred, sample_weight=None):
        del x
        if self._compile_metrics is not None:
            self._compile_metrics.update_state(y, y_pred, sample_weight)
        return self.get_metrics_result()

    def get_metrics_result(self):
        return_metrics = {}
        for metric in self.metrics:
            result = metric.result()
            if isinstance(result, dict):
                return_metrics.update(result)
            else:
                return_metrics[metric.name] = result
        return python_utils.pythonify_logs(return_metrics)

    def _should_eval(self, epoch, validation_freq):
        epoch = epoch + 1
        if isinstance(validation_freq, int):
            return epoch % validation_freq == 0
        if isinstance(validation_freq, list):
            return epoch in validation_freq
        raise ValueError(
            "Expected `validation_freq` to be a list or int. Received: "
            f"validation_freq={validation_freq} of the type {type(validation_freq)}."
        )

    def _get_metrics_result_or_logs(self, logs):
        metric_logs = self.get_metrics_result()
        if isinstance(logs, dict) and set(logs.keys()) == set(metric_logs.keys()):
            return metric_logs
        return logs

    def _flatten_metrics_in_order(self, logs):
        from keras.src.trainers.compile_utils import CompileMetrics

        metric_names = []
        for metric in self.metrics:
            if isinstance(metric, CompileMetrics):
                metric_names += [sub.name for sub in metric.metrics]
            else:
                metric_names.append(metric.name)
        results = [logs[name] for name in metric_names if name in logs]
        for key in sorted(logs.keys()):
            if key not in metric_names:
                results.append(logs[key])
        if len(results) == 1:
            return results[0]
        return results

    def _symbolic_build(self, iterator=None, data_batch=None):
        """Builds the model, the compiled metrics and loss (through backend.compute_output_spec on
        KerasTensors shaped like a batch) and the optimizer, whichever are not built yet."""
        from keras.src import tree
        from keras.src.trainers.data_adapters import data_adapter_utils

        model_unbuilt = not all(layer.built for layer in self._flatten_layers())
        compile_metrics_unbuilt = self._compile_metrics is not None and not self._compile_metrics.built
        compile_loss_unbuilt = self._compile_loss is not None and not self._compile_loss.built
        optimizer_unbuilt = self.optimizer is not None and not self.optimizer.built
        if model_unbuilt or compile_metrics_unbuilt or compile_loss_unbuilt:
            # Create symbolic tensors matching an input batch.

            def to_symbolic_input(v):
                if v is None:
                    return None
                return backend.KerasTensor(v.shape, backend.standardize_dtype(v.dtype))

            if data_batch is None:
                for _, _, data_or_iterator in iterator:
                    if isinstance(data_or_iterator, (list, tuple)):
                        data_batch = data_or_iterator[0]
                    else:
                        data_batch = next(data_or_iterator)
                    break
            data_batch = tree.map_structure(to_symbolic_input, data_batch)
            x, y, sample_weight = data_adapter_utils.unpack_x_y_sample_weight(data_batch)
            # Build all model state with `backend.compute_output_spec`.
            try:
                y_pred = backend.compute_output_spec(self, x, training=False)
            except Exception as e:
                raise RuntimeError(
                    "Unable to automatically build the model. Please build it yourself before calling "
                    "fit/evaluate/predict. A model is 'built' when its variables have been created and its "
                    "`self.built` attribute is True. Usually, calling the model on a batch of data is the right "
                    f"way to build it.\nException encountered:\n'{e}'"
                )
            if compile_metrics_unbuilt:
                # Build all metric state with `backend.compute_output_spec`.
                backend.compute_output_spec(self.compute_metrics, x, y, y_pred, sample_weight=sample_weight)
            if compile_loss_unbuilt:
                # Build `CompileLoss` state with `backend.compute_output_spec`.
                backend.compute_output_spec(self._compute_loss, x, y, y_pred, sample_weight=sample_weight,
                                            training=False)
        if optimizer_unbuilt:
            # Build optimizer
            self.optimizer.build(self.trainable_variables)
        self._post_build()

    def _assert_compile_called(self, method_name=None):
        if not self.compiled:
            raise ValueError("You must call `compile()` before using the model.")

    def get_compile_config(self):
        """The compile() arguments serialized (serialize_keras_object: the optimizer, losses and
        metric objects as config dicts), for saving; {} before compile()."""
        if self.compiled and hasattr(self, "_compile_config"):
            from keras.src.saving import serialization_lib

            return serialization_lib.serialize_keras_object(self._compile_config)
        return {}

    def compile_from_config(self, config):
        """Compiles as the saved config says (a model whose class overrides compile() is left
        uncompiled, with Keras's warning), then creates the optimizer's variables."""
        from keras.src.saving import serialization_lib

        has_overridden_compile = self.__class__.compile != Trainer.compile
        if has_overridden_compile:
            # stacklevel=2: deserialize_keras_object's call of compile_from_config.
            warn_at(
                "`compile()` was not called as part of model loading "
                "because the model's `compile()` method is custom. "
                "All subclassed Models that have `compile()` "
                "overridden should also override "
                "`get_compile_config()` and `compile_from_config(config)`. "
                "Alternatively, you can "
                "call `compile()` manually after loading.",
                UserWarning,
                ("saving/serialization_lib.py", 749, "instance.compile_from_config(compile_config)"),
            )
            return
        config = {key: serialization_lib.deserialize_keras_object(value) for key, value in config.items()}
        self.compile(**config)
        if hasattr(self, "optimizer") and self.built:
            self.optimizer.build(self.trainable_variables)
