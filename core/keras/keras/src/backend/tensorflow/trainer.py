"""The TensorFlow trainer (keras/src/backend/tensorflow/trainer.py): `fit`, `evaluate` and
`predict` run `train_step` / `test_step` / `predict_step` inside two nested tf.functions
(`multi_step_on_iterator` over a tf.data iterator, `one_step_on_data` on one batch; neither
AutoGraph-converted), unless `run_eagerly`. Variables that an unbuilt model, the optimizer's
slots or the compiled metrics create are created in the first trace of `one_step_on_data`,
which is why its Python body runs twice on the first batch."""

import numpy as np
import tensorflow as tf

from keras.src import tree
from keras.src.backend import config
from keras.src.losses import loss as loss_module
from keras.src import metrics as metrics_module
from keras.src.trainers import trainer as base_trainer
from keras.src.utils.warning_sites import warn_at
from keras.src.utils import traceback_utils


class TensorFlowTrainer(base_trainer.Trainer):
    def __init__(self):
        super().__init__()
        self.train_function = None
        self.test_function = None
        self.predict_function = None
        self.unrolled_steps_per_execution = 1

        # Model must be created under scope of DistStrat it will be trained
        # with.
        if tf.distribute.has_strategy():
            self._distribute_strategy = tf.distribute.get_strategy()
        else:
            self._distribute_strategy = None

    @property
    def distribute_strategy(self):
        return self._distribute_strategy or tf.distribute.get_strategy()

    @property
    def distribute_reduction_method(self):
        # As in Keras, nothing sets _distribute_reduction_method but this setter: reading the
        # property first raises AttributeError naming it. The train/test steps reduce with "auto".
        return self._distribute_reduction_method or "auto"

    @distribute_reduction_method.setter
    def distribute_reduction_method(self, value):
        self._distribute_reduction_method = value

    def _run_on_replicas(self, step_function, data):
        """`distribute_strategy.run(step_function, args=(data,))` for a model made in a
        strategy's scope; one replica's outputs are the outputs (reduce_per_replica leaves
        non-PerReplica values as they are). Without one, the default strategy's run would only
        call step_function in a replica context: it is called directly."""
        if self._distribute_strategy is None:
            return step_function(data)
        return self._distribute_strategy.run(step_function, args=(data,))

    def train_step(self, data):
        """One optimisation step on a batch: forward pass under a GradientTape, the compiled loss
        (tracked, weighted by the batch size, in the `loss` Mean), gradients, the optimizer
        update; returns the metrics' results."""
        from keras.src.trainers.data_adapters import data_adapter_utils
        x, y, sample_weight = data_adapter_utils.unpack_x_y_sample_weight(data)
        with tf.GradientTape() as tape:
            if self._call_has_training_arg:
                y_pred = self(x, training=True)
            else:
                y_pred = self(x)
            loss = self._compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight, training=True)
            self._loss_tracker.update_state(loss_module.unscale_loss_for_distribution(loss),
                                            sample_weight=tf.shape(tree.flatten(x)[0])[0])
            if self.optimizer is not None:
                loss = self.optimizer.scale_loss(loss)
        if self.trainable_weights:
            trainable_weights = self.trainable_weights
            gradients = tape.gradient(loss, trainable_weights)
            self.optimizer.apply_gradients(zip(gradients, trainable_weights))
        else:
            warn_at("The model does not have any trainable weights.", UserWarning,
                    ("backend/tensorflow/trainer.py", 83,
                     'warnings.warn("The model does not have any trainable weights.")'))
        return self.compute_metrics(x, y, y_pred, sample_weight=sample_weight)

    def test_step(self, data):
        from keras.src.trainers.data_adapters import data_adapter_utils
        x, y, sample_weight = data_adapter_utils.unpack_x_y_sample_weight(data)
        if self._call_has_training_arg:
            y_pred = self(x, training=False)
        else:
            y_pred = self(x)
        loss = self._compute_loss(x=x, y=y, y_pred=y_pred, sample_weight=sample_weight, training=False)
        self._loss_tracker.update_state(loss_module.unscale_loss_for_distribution(loss),
                                        sample_weight=tf.shape(tree.flatten(x)[0])[0])
        return self.compute_metrics(x, y, y_pred, sample_weight=sample_weight)

    def predict_step(self, data):
        from keras.src.trainers.data_adapters import data_adapter_utils
        x, _, _ = data_adapter_utils.unpack_x_y_sample_weight(data)
        if self._call_has_training_arg:
            return self(x, training=False)
        return self(x)

    def _make_function(self, step_function):
        @tf.autograph.experimental.do_not_convert
        def one_step_on_data(data):
            """Runs a single training step on a batch of data."""
            return self._run_on_replicas(step_function, data)

        if not self.run_eagerly:
            one_step_on_data = tf.function(one_step_on_data, reduce_retracing=True, jit_compile=self.jit_compile)

        @tf.autograph.experimental.do_not_convert
        def multi_step_on_iterator(iterator):
            if self.steps_per_execution == 1:
                return tf.experimental.Optional.from_value(one_step_on_data(iterator.get_next()))

            # Up to steps_per_execution steps in a tf.while_loop over optionals; the outputs'
            # spec is set lazily, while the loop body traces one_step_on_data.
            empty_outputs = tf.experimental.Optional.empty(None)

            def cond(execution_step, optional_outputs, next_optional_inputs):
                return tf.logical_and(tf.less(execution_step, self.steps_per_execution),
                                      next_optional_inputs.has_value())

            def inner_body(execution_step, optional_outputs, next_optional_inputs):
                def has_next():
                    next_optional_outputs = tf.experimental.Optional.from_value(
                        one_step_on_data(next_optional_inputs.get_value()))
                    empty_outputs._element_spec = next_optional_outputs.element_spec
                    return next_optional_outputs

                def no_has_next():
                    optional_outputs._element_spec = empty_outputs._element_spec
                    return optional_outputs

                next_optional_outputs = tf.cond(
                    tf.logical_and(tf.less(execution_step, self.steps_per_execution), next_optional_inputs.has_value()),
                    has_next, no_has_next)
                # No next batch is fetched once steps_per_execution steps ran.
                return (execution_step + 1, next_optional_outputs,
                        tf.cond(tf.less(execution_step + 1, self.steps_per_execution),
                                lambda: iterator.get_next_as_optional(), lambda: next_optional_inputs))

            def body(execution_step, optional_outputs, next_optional_inputs):
                for _ in range(min(self.unrolled_steps_per_execution, self.steps_per_execution)):
                    execution_step, optional_outputs, next_optional_inputs = inner_body(
                        execution_step, optional_outputs, next_optional_inputs)
                return execution_step, optional_outputs, next_optional_inputs

            execution_step = tf.constant(0)
            next_optional_inputs = iterator.get_next_as_optional()
            _, final_optional_outputs, _ = tf.while_loop(
                cond, body, loop_vars=[execution_step, empty_outputs, next_optional_inputs])
            final_optional_outputs._element_spec = empty_outputs.element_spec
            return final_optional_outputs

        if not self.run_eagerly:
            multi_step_on_iterator = tf.function(multi_step_on_iterator, reduce_retracing=True)

        def function(iterator):
            if isinstance(iterator, tf.data.Iterator):
                opt_outputs = multi_step_on_iterator(iterator)
                if not opt_outputs.has_value():
                    raise StopIteration
                return opt_outputs.get_value()
            outputs = None
            for _, data in zip(range(self.steps_per_execution), iterator):
                outputs = one_step_on_data(data)
            return outputs

        return function

    def _refuse_sparse_batches(self, epoch_iterator, method):
        """tfplay's tf.functions take no tf.SparseTensor batches (its tf.data iterator inside a
        tf.function and its sparse kernels are eager-only), where Keras's run them: refused
        before any step, unless `run_eagerly`, where each op says what it lacks."""
        if self.run_eagerly:
            return
        specs = tree.flatten(epoch_iterator._dataset.element_spec)
        if any(isinstance(spec, tf.SparseTensorSpec) for spec in specs):
            raise NotImplementedError(
                f"tfplay's Keras does not take tf.SparseTensor inputs to Model.{method}() yet (the batches of this "
                "dataset or generator hold tf.SparseTensor values); convert them with tf.sparse.to_dense first")

    def make_train_function(self, force=False):
        if self.train_function is not None and not force:
            return self.train_function
        self.train_function = self._make_function(self.train_step)

    def make_test_function(self, force=False):
        if self.test_function is not None and not force:
            return self.test_function
        self.test_function = self._make_function(self.test_step)

    def make_predict_function(self, force=False):
        if self.predict_function is not None and not force:
            return self.predict_function

        @tf.autograph.experimental.do_not_convert
        def one_step_on_data(data):
            """Runs a predict test step on a batch of data."""
            return self.predict_step(data)

        @tf.autograph.experimental.do_not_convert
        def one_step_on_data_distributed(data):
            data = data[0]
            return self._run_on_replicas(one_step_on_data, data)

        @tf.autograph.experimental.do_not_convert
        def multi_step_on_data(data):
            outputs = one_step_on_data_distributed(data[:1])
            for single_step_data in data[1:]:
                step_outputs = one_step_on_data_distributed([single_step_data])
                outputs = tree.map_structure(lambda t1, t2: concat([t1, t2]), outputs, step_outputs)
            return outputs

        if self.steps_per_execution > 1:
            predict_function = multi_step_on_data
        else:
            predict_function = one_step_on_data_distributed
        if not self.run_eagerly:
            predict_function = tf.function(predict_function, reduce_retracing=True)
        self.predict_function = predict_function

    @traceback_utils.filter_traceback
    def fit(self, x=None, y=None, batch_size=None, epochs=1, verbose="auto", callbacks=None, validation_split=0.0,
            validation_data=None, shuffle=True, class_weight=None, sample_weight=None, initial_epoch=0,
            steps_per_epoch=None, validation_steps=None, validation_batch_size=None, validation_freq=1):
        self._assert_compile_called("fit")
        # What fit, evaluate and predict alone use is imported by their first call.
        from keras.src import callbacks as callbacks_module
        from keras.src.trainers.data_adapters import array_slicing, data_adapter_utils
        from keras.src.trainers.epoch_iterator import EpochIterator, StopEpoch

        # Possibly cap epochs for debugging runs.
        max_epochs = config.max_epochs()
        if max_epochs and max_epochs < epochs:
            warn_at("Limiting epochs to %d" % max_epochs, UserWarning,
                    ("backend/tensorflow/trainer.py", 316, 'warnings.warn("Limiting epochs to %d" % max_epochs)'))
            epochs = max_epochs
        self._eval_epoch_iterator = None
        if validation_split and validation_data is None:
            (x, y, sample_weight), validation_data = array_slicing.train_validation_split(
                (x, y, sample_weight), validation_split=validation_split)
        if validation_data is not None:
            val_x, val_y, val_sample_weight = data_adapter_utils.unpack_x_y_sample_weight(validation_data)
        epoch_iterator = EpochIterator(x=x, y=y, sample_weight=sample_weight, batch_size=batch_size,
                                       steps_per_epoch=steps_per_epoch, shuffle=shuffle, class_weight=class_weight,
                                       steps_per_execution=self.steps_per_execution)
        self._refuse_sparse_batches(epoch_iterator, "fit")
        epoch_iterator.reset()
        if not isinstance(callbacks, callbacks_module.CallbackList):
            callbacks = callbacks_module.CallbackList(callbacks, add_history=True, add_progbar=verbose != 0,
                                                      verbose=verbose, epochs=epochs,
                                                      steps=epoch_iterator.num_batches, model=self)
        self.stop_training = False
        self.make_train_function()
        callbacks.on_train_begin()
        training_logs = None
        logs = {}
        initial_epoch = self._initial_epoch or initial_epoch
        for epoch in range(initial_epoch, epochs):
            self.reset_metrics()
            callbacks.on_epoch_begin(epoch)
            try:
                for begin_step, end_step, iterator in epoch_iterator:
                    callbacks.on_train_batch_begin(begin_step)
                    logs = epoch_iterator.run_step(self.train_function, iterator)
                    callbacks.on_train_batch_end(end_step, logs)
                    if self.stop_training:
                        break
            except StopEpoch:
                pass
            epoch_logs = dict(self._get_metrics_result_or_logs(logs))
            if validation_data is not None and self._should_eval(epoch, validation_freq):
                if getattr(self, "_eval_epoch_iterator", None) is None:
                    self._eval_epoch_iterator = EpochIterator(
                        x=val_x, y=val_y, sample_weight=val_sample_weight,
                        batch_size=validation_batch_size or batch_size, steps_per_execution=self.steps_per_execution,
                        steps_per_epoch=validation_steps, shuffle=False)
                val_logs = self.evaluate(x=val_x, y=val_y, sample_weight=val_sample_weight,
                                         batch_size=validation_batch_size or batch_size, steps=validation_steps,
                                         callbacks=callbacks, return_dict=True, _use_cached_eval_dataset=True)
                epoch_logs.update({"val_" + name: val for name, val in val_logs.items()})
            callbacks.on_epoch_end(epoch, epoch_logs)
            training_logs = epoch_logs
            if self.stop_training:
                break
        from keras.src.optimizers.base_optimizer import BaseOptimizer

        if isinstance(self.optimizer, BaseOptimizer) and epochs > 0:
            self.optimizer.finalize_variable_values(self.trainable_weights)
        if getattr(self, "_eval_epoch_iterator", None) is not None:
            del self._eval_epoch_iterator
        callbacks.on_train_end(logs=training_logs)
        return self.history

    @traceback_utils.filter_traceback
    def evaluate(self, x=None, y=None, batch_size=None, verbose="auto", sample_weight=None, steps=None,
                 callbacks=None, return_dict=False, **kwargs):
        self._assert_compile_called("evaluate")
        from keras.src import callbacks as callbacks_module
        from keras.src.trainers.epoch_iterator import EpochIterator, StopEpoch

        use_cached_eval_dataset = kwargs.pop("_use_cached_eval_dataset", False)
        if kwargs:
            raise ValueError(f"Arguments not recognized: {kwargs}")
        if use_cached_eval_dataset:
            epoch_iterator = self._eval_epoch_iterator
        else:
            epoch_iterator = EpochIterator(x=x, y=y, sample_weight=sample_weight, batch_size=batch_size,
                                           steps_per_epoch=steps, shuffle=False,
                                           steps_per_execution=self.steps_per_execution)
        self._refuse_sparse_batches(epoch_iterator, "evaluate")
        epoch_iterator.reset()
        if not isinstance(callbacks, callbacks_module.CallbackList):
            callbacks = callbacks_module.CallbackList(callbacks, add_progbar=verbose != 0, verbose=verbose, epochs=1,
                                                      steps=epoch_iterator.num_batches, model=self)
        self.make_test_function()
        self.stop_evaluating = False
        callbacks.on_test_begin()
        logs = {}
        self.reset_metrics()
        try:
            for begin_step, end_step, iterator in epoch_iterator:
                callbacks.on_test_batch_begin(begin_step)
                logs = epoch_iterator.run_step(self.test_function, iterator)
                callbacks.on_test_batch_end(end_step, logs)
                if self.stop_evaluating:
                    break
        except StopEpoch:
            pass
        logs = self._get_metrics_result_or_logs(logs)
        callbacks.on_test_end(logs)
        if return_dict:
            return logs
        return self._flatten_metrics_in_order(logs)

    @traceback_utils.filter_traceback
    def predict(self, x, batch_size=None, verbose="auto", steps=None, callbacks=None):
        from keras.src import callbacks as callbacks_module
        from keras.src.trainers.epoch_iterator import EpochIterator, StopEpoch

        epoch_iterator = EpochIterator(x=x, batch_size=batch_size, steps_per_epoch=steps, shuffle=False,
                                       steps_per_execution=self.steps_per_execution)
        self._refuse_sparse_batches(epoch_iterator, "predict")
        if not isinstance(callbacks, callbacks_module.CallbackList):
            callbacks = callbacks_module.CallbackList(callbacks, add_progbar=verbose != 0, verbose=verbose, epochs=1,
                                                      steps=epoch_iterator.num_batches, model=self)

        def get_data(iterator):
            # The next steps_per_execution batches; a short last group at the end of the data.
            data = []
            for _ in range(self.steps_per_execution):
                try:
                    single_step_data = next(iterator)
                except (StopIteration, tf.errors.OutOfRangeError):
                    if data:
                        return data
                    raise
                data.append(single_step_data)
            return data

        self.make_predict_function()
        self.stop_predicting = False
        callbacks.on_predict_begin()
        outputs = None
        # No batch_outputs before the loop, as in Keras: predicting on no samples ends in Python's
        # UnboundLocalError for it (after the progress bar's "math domain error" with verbose=1).
        try:
            for begin_step, end_step, iterator in epoch_iterator:
                callbacks.on_predict_batch_begin(begin_step)
                data = epoch_iterator.run_step(get_data, iterator)
                batch_outputs = self.predict_function(data)
                if outputs is None:
                    outputs = tree.map_structure(lambda b: [b], batch_outputs)
                else:
                    tree.map_structure_up_to(batch_outputs, lambda o, b: o.append(b), outputs, batch_outputs)
                callbacks.on_predict_batch_end(end_step, {"outputs": batch_outputs})
                if self.stop_predicting:
                    break
        except StopEpoch:
            pass
        callbacks.on_predict_end()
        outputs = tree.map_structure_up_to(batch_outputs, lambda parts: tf.concat(parts, axis=0), outputs)
        return tree.map_structure(lambda t: t.numpy(), outputs)

    def train_on_batch(self, x, y=None, sample_weight=None, class_weight=None, return_dict=False):
        self._assert_compile_called("train_on_batch")
        from keras.src.trainers.data_adapters import data_adapter_utils

        if class_weight is not None:
            if sample_weight is not None:
                raise ValueError("Arguments `sample_weight` and `class_weight` cannot be specified at the same time. "
                                 f"Received: sample_weight={sample_weight}, class_weight={class_weight}")
            sample_weight = data_adapter_utils.class_weight_to_sample_weights(y, class_weight)
        self.make_train_function()

        def data():
            yield (x, y, sample_weight)

        logs = self.train_function(data())
        logs = tree.map_structure(lambda v: np.array(v), logs)
        if return_dict:
            return logs
        return self._flatten_metrics_in_order(logs)

    def test_on_batch(self, x, y=None, sample_weight=None, return_dict=False):
        self._assert_compile_called("test_on_batch")

        def data():
            yield (x, y, sample_weight)

        self.make_test_function()
        logs = self.test_function(data())
        logs = tree.map_structure(lambda v: np.array(v), logs)
        if return_dict:
            return logs
        return self._flatten_metrics_in_order(logs)

    def predict_on_batch(self, x):
        self.make_predict_function()
        batch_outputs = self.predict_function([(x,)])
        return tree.map_structure(lambda t: t.numpy(), batch_outputs)

    # Backwards compatibility shims for Keras 2 train_step code (the "Customize what happens in
    # fit" guide): each warns from its line in Keras 3.11.3's trainer.py.
    @property
    def compiled_metrics(self):
        trainer = self

        class DeprecatedCompiledMetric:
            def update_state(_, y, y_pred, sample_weight=None):
                return trainer._compiled_metrics_update_state(y, y_pred, sample_weight=sample_weight)

        return DeprecatedCompiledMetric()

    def _compiled_metrics_update_state(self, y, y_pred, sample_weight=None):
        # stacklevel=2: the warning names DeprecatedCompiledMetric.update_state's call.
        warn_at("`model.compiled_metrics()` is deprecated. Instead, use e.g.:\n```\nfor metric in self.metrics:\n"
                "    metric.update_state(y, y_pred)\n```\n", UserWarning,
                ("backend/tensorflow/trainer.py", 648, "return self._compiled_metrics_update_state("))
        for metric in self.metrics:
            if isinstance(metric, metrics_module.Mean):
                metric.update_state(y_pred, sample_weight=sample_weight)
            else:
                metric.update_state(y, y_pred, sample_weight=sample_weight)

    def compiled_loss(self, y, y_pred, sample_weight=None, regularization_losses=None):
        warn_at("`model.compiled_loss()` is deprecated. Instead, use `model.compute_loss(x, y, y_pred, sample_weight, "
                "training)`.", UserWarning, ("backend/tensorflow/trainer.py", 673, "warnings.warn("))
        return self.compute_loss(x=None, y=y, y_pred=y_pred, sample_weight=sample_weight)

    def loss(self, y, y_pred, sample_weight=None):
        warn_at("`model.loss()` is deprecated. Instead, use `model.compute_loss(x, y, y_pred, sample_weight, "
                "training)`.", UserWarning, ("backend/tensorflow/trainer.py", 682, "warnings.warn("))
        return self.compute_loss(x=None, y=y, y_pred=y_pred, sample_weight=sample_weight)


def concat(tensors, axis=0):
    """Concatenates per-step outputs (keras/src/backend/tensorflow/trainer.py): scalars stack."""
    if isinstance(tensors[0], (tf.Tensor, tf.Variable)) and tensors[0].shape.rank == 0:
        return tf.stack(tensors, axis=axis)
    return tf.concat(tensors, axis=axis)
