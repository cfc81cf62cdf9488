"""What `compile()` turns losses and metrics into (keras/src/trainers/compile_utils.py):
CompileMetrics (its result() is a dict, flattened into the logs) and CompileLoss (the summed,
weighted loss over the model's outputs). Both build lazily on the first batch, from the
shapes of y_true and y_pred."""
from keras.src import backend, losses as losses_module, metrics as metrics_module, ops, tree
from keras.src.losses.loss import Loss, unscale_loss_for_distribution
from keras.src.utils.naming import get_object_name
from keras.src.utils.tracking import Tracker


class MetricsList(metrics_module.Metric):
    def __init__(self, metrics, name="metrics_list", output_name=None):
        super().__init__(name=name)
        self.metrics = metrics
        self.output_name = output_name

    def update_state(self, y_true, y_pred, sample_weight=None):
        for m in self.metrics:
            m.update_state(y_true, y_pred, sample_weight=sample_weight)

    def reset_state(self):
        for m in self.metrics:
            m.reset_state()

    def get_result(self):
        return {m.name: m.result() for m in self.metrics}


def is_function_like(value):
    return value is None or isinstance(value, str) or callable(value)


def is_binary_or_sparse_categorical(y_true, y_pred):
    y_t_rank = len(y_true.shape)
    y_p_rank = len(y_pred.shape)
    is_binary = y_pred.shape[-1] == 1
    is_sparse_categorical = y_t_rank < y_p_rank or (y_true.shape[-1] == 1 and y_pred.shape[-1] > 1)
    return is_binary, is_sparse_categorical


def get_metric(identifier, y_true, y_pred):
    """"accuracy"/"acc" become Binary-, SparseCategorical- or CategoricalAccuracy by the
    shapes; a string keeps its own text as the metric's name."""
    if identifier is None:
        return None
    if str(identifier).lower() not in ["accuracy", "acc"]:
        metric_obj = metrics_module.get(identifier)
    else:
        is_binary, is_sparse_categorical = is_binary_or_sparse_categorical(y_true, y_pred)
        if is_binary:
            metric_obj = metrics_module.BinaryAccuracy(name=str(identifier))
        elif is_sparse_categorical:
            metric_obj = metrics_module.SparseCategoricalAccuracy(name=str(identifier))
        else:
            metric_obj = metrics_module.CategoricalAccuracy(name=str(identifier))
    metric_name = identifier if isinstance(identifier, str) else get_object_name(metric_obj)
    if not isinstance(metric_obj, metrics_module.Metric):
        metric_obj = metrics_module.MeanMetricWrapper(metric_obj)
    metric_obj.name = metric_name
    return metric_obj


def get_loss(identifier, y_true, y_pred):
    if identifier is None:
        return None
    if str(identifier).lower() not in ["crossentropy", "ce"]:
        loss_obj = losses_module.get(identifier)
    else:
        is_binary, is_sparse_categorical = is_binary_or_sparse_categorical(y_true, y_pred)
        if is_binary:
            loss_obj = losses_module.binary_crossentropy
        elif is_sparse_categorical:
            loss_obj = losses_module.sparse_categorical_crossentropy
        else:
            loss_obj = losses_module.categorical_crossentropy
    if not isinstance(loss_obj, losses_module.Loss):
        loss_name = identifier if isinstance(identifier, str) else get_object_name(loss_obj)
        loss_obj = losses_module.LossFunctionWrapper(loss_obj, name=loss_name)
    return loss_obj


class CompileMetrics(metrics_module.Metric):
    def __init__(self, metrics, weighted_metrics, name="compile_metric", output_names=None):
        super().__init__(name=name)
        if metrics and not isinstance(metrics, (list, tuple, dict)):
            raise ValueError(
                "Expected `metrics` argument to be a list, tuple, or dict. Received instead: "
                f"metrics={metrics} of type {type(metrics)}"
            )
        if weighted_metrics and not isinstance(weighted_metrics, (list, tuple, dict)):
            raise ValueError(
                "Expected `weighted_metrics` argument to be a list, tuple, or dict. Received instead: "
                f"weighted_metrics={weighted_metrics} of type {type(weighted_metrics)}"
            )
        self._user_metrics = metrics
        self._user_weighted_metrics = weighted_metrics
        self.built = False
        self.name = "compile_metrics"
        self.output_names = output_names

    @property
    def metrics(self):
        if not self.built:
            return []
        result = []
        for m in self._flat_metrics + self._flat_weighted_metrics:
            if isinstance(m, MetricsList):
                result.extend(m.metrics)
            elif m is not None:
                result.append(m)
        return result

    @property
    def variables(self):
        if not self.built:
            return []
        result = []
        for m in self.metrics:
            result.extend(m.variables)
        return result

    def build(self, y_true, y_pred):
        num_outputs = 1
        if self.output_names:
            output_names = self.output_names
        elif isinstance(y_pred, dict):
            output_names = sorted(list(y_pred.keys()))
        elif isinstance(y_pred, (list, tuple)):
            num_outputs = len(y_pred)
            if all(hasattr(x, "_keras_history") for x in y_pred):
                output_names = [x._keras_history.operation.name for x in y_pred]
            else:
                output_names = None
        else:
            output_names = None
        if output_names:
            num_outputs = len(output_names)
        y_pred = self._flatten_y(y_pred)
        y_true = self._flatten_y(y_true)
        self._flat_metrics = self._build_metrics_set(self._user_metrics, num_outputs, output_names, y_true, y_pred,
                                                     argument_name="metrics")
        self._flat_weighted_metrics = self._build_metrics_set(self._user_weighted_metrics, num_outputs, output_names,
                                                              y_true, y_pred, argument_name="weighted_metrics")
        self.built = True

    def _build_metrics_set(self, metrics, num_outputs, output_names, y_true, y_pred, argument_name):
        flat_metrics = []
        if isinstance(metrics, dict):
            for name in metrics.keys():
                if name not in output_names:
                    raise ValueError(
                        f"In the dict argument `{argument_name}`, key '{name}' does not correspond to any model "
                        f"output. Received:\n{argument_name}={metrics}"
                    )
        if num_outputs == 1:
            if not metrics:
                flat_metrics.append(None)
            else:
                if isinstance(metrics, dict):
                    metrics = tree.flatten(metrics)
                if not isinstance(metrics, list):
                    metrics = [metrics]
                if not all(is_function_like(m) for m in metrics):
                    raise ValueError(
                        f"Expected all entries in the `{argument_name}` list to be metric objects. Received "
                        f"instead:\n{argument_name}={metrics}"
                    )
                flat_metrics.append(MetricsList([get_metric(m, y_true[0], y_pred[0]) for m in metrics if m is not None]))
        elif isinstance(metrics, (list, tuple)):
            if len(metrics) != len(y_pred):
                raise ValueError(
                    f"For a model with multiple outputs, when providing the `{argument_name}` argument as a list, it "
                    f"should have as many entries as the model has outputs. Received:\n{argument_name}={metrics}\nof "
                    f"length {len(metrics)} whereas the model has {len(y_pred)} outputs."
                )
            for idx, (mls, yt, yp) in enumerate(zip(metrics, y_true, y_pred)):
                if not isinstance(mls, list):
                    mls = [mls]
                name = output_names[idx] if output_names else None
                flat_metrics.append(MetricsList([get_metric(m, yt, yp) for m in mls if m is not None],
                                                output_name=name))
        elif isinstance(metrics, dict):
            if output_names is None:
                raise ValueError(
                    f"Argument `{argument_name}` can only be provided as a dict when the model also returns a dict "
                    f"of outputs. Received {argument_name}={metrics}"
                )
            for name, yt, yp in zip(output_names, y_true, y_pred):
                if name in metrics:
                    mls = metrics[name] if isinstance(metrics[name], list) else [metrics[name]]
                    flat_metrics.append(MetricsList([get_metric(m, yt, yp) for m in mls if m is not None],
                                                    output_name=name))
                else:
                    flat_metrics.append(None)
        return flat_metrics

    def _flatten_y(self, y):
        if isinstance(y, dict) and self.output_names:
            return [y[name] for name in self.output_names if name in y]
        return tree.flatten(y)

    def update_state(self, y_true, y_pred, sample_weight=None):
        if not self.built:
            self.build(y_true, y_pred)
        y_true = self._flatten_y(y_true)
        y_pred = self._flatten_y(y_pred)
        for m, y_t, y_p in zip(self._flat_metrics, y_true, y_pred):
            if m:
                m.update_state(y_t, y_p)
        if sample_weight is not None:
            sample_weight = self._flatten_y(sample_weight)
            if len(sample_weight) < len(y_true):
                sample_weight = [sample_weight[0] for _ in range(len(y_true))]
        else:
            sample_weight = [None for _ in range(len(y_true))]
        for m, y_t, y_p, s_w in zip(self._flat_weighted_metrics, y_true, y_pred, sample_weight):
            if m:
                m.update_state(y_t, y_p, s_w)

    def reset_state(self):
        if not self.built:
            return
        for m in self._flat_metrics + self._flat_weighted_metrics:
            if m:
                m.reset_state()

    def result(self):
        if not self.built:
            raise ValueError("Cannot get result() since the metric has not yet been built.")
        results = {}
        counters = {}
        for mls in self._flat_metrics:
            if not mls:
                continue
            for m in mls.metrics:
                name = f"{mls.output_name}_{m.name}" if mls.output_name else m.name
                if name not in counters:
                    results[name] = m.result()
                    counters[name] = 1
                else:
                    index = counters[name]
                    counters[name] += 1
                    results[f"{name}_{index}"] = m.result()
        for mls in self._flat_weighted_metrics:
            if not mls:
                continue
            for m in mls.metrics:
                name = f"{mls.output_name}_{m.name}" if mls.output_name else m.name
                if name not in counters:
                    results[name] = m.result()
                    counters[name] = 1
                else:
                    name = f"weighted_{m.name}"
                    if mls.output_name:
                        name = f"{mls.output_name}_{name}"
                    if name not in counters:
                        counters[name] = 1
                    else:
                        index = counters[name]
                        counters[name] += 1
                        name = f"{name}_{index}"
                    results[name] = m.result()
        return results


def _pack_loss_weights(loss, loss_weights):
    """`loss_weights` in the structure of `loss`, as CompileLoss.build does in Keras 3.11.3
    (trainers/compile_utils.py): kept when the structures match (a float for one loss, a list
    for a list), otherwise flattened (a dict in sorted key order) and packed into the losses'
    structure when the counts agree; ValueError "`loss_weights` must match the number of
    losses, ..." when they do not, its count of weights being len() of the argument as given
    (so a lone float weight for several losses fails in len(): Python's TypeError). None stays
    None."""
    if loss_weights is None:
        return None
    try:
        tree.assert_same_structure(loss, loss_weights)
        return loss_weights
    except ValueError:
        flat_loss_weights = tree.flatten(loss_weights)
        if len(tree.flatten(loss)) != len(flat_loss_weights):
            raise ValueError(
                f"`loss_weights` must match the number of losses, got {len(tree.flatten(loss))} losses "
                f"and {len(loss_weights)} weights."
            )
        return tree.pack_sequence_as(loss, flat_loss_weights)


class CompileLoss(Loss):
    """The compiled loss: one loss per output (a loss given for all of them applies to each),
    weighted and summed; with several outputs each also feeds a `{output}_loss` Mean."""

    def __init__(self, loss, loss_weights=None, reduction="sum_over_batch_size", output_names=None):
        if loss_weights and not isinstance(loss_weights, (list, tuple, dict, float)):
            raise ValueError(
                "Expected `loss_weights` argument to be a float (single output case) or a list, tuple, or dict "
                f"(multiple output case). Received instead: loss_weights={loss_weights} of type {type(loss_weights)}"
            )
        self._user_loss = loss
        self._user_loss_weights = loss_weights
        self.built = False
        self.output_names = output_names
        super().__init__(name="compile_loss", reduction=reduction)
        self._metrics = []
        self._tracker = Tracker({"metrics": (lambda x: isinstance(x, metrics_module.Metric), self._metrics)})
        self._flat_losses = None

    @property
    def metrics(self):
        return self._metrics

    @property
    def variables(self):
        result = []
        for m in self.metrics:
            result.extend(m.variables)
        return result

    def build(self, y_true, y_pred):
        flat_y_pred = tree.flatten(y_pred)
        flat_y_true = tree.flatten(y_true)
        loss = self._user_loss
        loss_weights = self._user_loss_weights
        names = self.output_names or [None] * len(flat_y_pred)
        if isinstance(loss, dict) and isinstance(y_pred, dict):
            self._build_for_output_dict(loss, loss_weights, y_true, y_pred)
            return
        if isinstance(loss, dict):
            if not self.output_names or set(self.output_names) != set(loss.keys()):
                raise ValueError(
                    f"Expected keys {self.output_names} in loss dict, but found loss.keys()={list(loss.keys())}"
                )
            loss = [loss[name] for name in self.output_names]
            if isinstance(loss_weights, dict):
                loss_weights = [loss_weights[name] for name in self.output_names]
        loss_weights = _pack_loss_weights(loss, loss_weights)
        if not isinstance(loss, (list, tuple)):
            loss = [loss] * len(flat_y_pred)
        elif len(loss) > len(flat_y_pred):
            # Keras's _build_nested walks the list and finds no output for the first extra entry;
            # a shorter list gives losses to the first outputs only.
            raise KeyError(
                f"The path: {(len(flat_y_pred),)} in the `loss` argument, can't be found in either the model's "
                "output (`y_pred`) or in the labels (`y_true`)."
            )
        if loss_weights is None:
            weights = [None] * len(loss)
        elif isinstance(loss_weights, (list, tuple)):
            weights = list(loss_weights)
        else:
            # One weight for a loss given for all the outputs.
            weights = [loss_weights] * len(loss)
        self._flat_losses = []
        for i, (l, w) in enumerate(zip(loss, weights)):
            if l is None:
                continue
            resolved = get_loss(l, flat_y_true[i] if i < len(flat_y_true) else None, flat_y_pred[i])
            name = names[i] if names[i] is not None else resolved.name
            self._flat_losses.append((i, resolved, w, name))
        if len(self._flat_losses) > 1:
            for _, _, _, name in self._flat_losses:
                self._tracker.add_to_store("metrics", metrics_module.Mean(name=name + "_loss"))
        self.built = True

    def _build_for_output_dict(self, loss, loss_weights, y_true, y_pred):
        """Losses keyed like a model's dict of outputs (by its keys, which need not be the output
        layers' names), as CompileLoss._build_nested walks them: in the loss dict's order, each
        on its key's output, named by the key (its `{key}_loss` tracker); a None loss is skipped.
        A key the outputs or the dict targets lack raises Keras's KeyError."""
        weights = _pack_loss_weights(loss, loss_weights)
        if weights is None:
            weights = {}
        flat_keys = sorted(y_pred.keys())  # tree.flatten's order of the outputs
        flat_y_true = tree.flatten(y_true)
        self._flat_losses = []
        for key, user_loss in loss.items():
            if user_loss is None:
                continue
            if key not in y_pred or (isinstance(y_true, dict) and key not in y_true):
                raise KeyError(f"The path: {(key,)} in the `loss` argument, can't be found in either the model's "
                               "output (`y_pred`) or in the labels (`y_true`).")
            index = flat_keys.index(key)
            y_t = y_true[key] if isinstance(y_true, dict) else flat_y_true[index]
            self._flat_losses.append((index, get_loss(user_loss, y_t, y_pred[key]), weights.get(key), key))
        if len(self._flat_losses) > 1:
            for _, _, _, name in self._flat_losses:
                self._tracker.add_to_store("metrics", metrics_module.Mean(name=name + "_loss"))
        self.built = True

    def __call__(self, y_true, y_pred, sample_weight=None):
        with backend.name_scope(self.name):
            return self.call(y_true, y_pred, sample_weight)

    def call(self, y_true, y_pred, sample_weight=None):
        if (isinstance(y_pred, (list, tuple)) and isinstance(y_true, dict) and self.output_names
                and set(self.output_names) == set(y_true.keys())):
            # Targets keyed by output name for a model whose outputs are a list: in the outputs'
            # order, not the dict's sorted one (CompileLoss.call's reconciliation in Keras).
            y_true = [y_true[name] for name in self.output_names]
        user_loss = self._user_loss
        if (isinstance(user_loss, (list, tuple)) and tree.is_nested(y_pred)
                and len(tree.flatten(y_true)) != len(tree.flatten(y_pred)) == len(user_loss)):
            # Targets only for the outputs that have a loss ("loss is partially defined over
            # y_pred"): each goes to its output; an output without a loss gets none (its own
            # prediction stands in, unread).
            with_loss = [i for i, one in enumerate(user_loss) if one is not None]
            flat_y_true = tree.flatten(y_true)
            if len(with_loss) == len(flat_y_true):
                aligned = list(tree.flatten(y_pred))
                for i, y_t in zip(with_loss, flat_y_true):
                    aligned[i] = y_t
                y_true = aligned
        if not self.built:
            self.build(y_true, y_pred)
        flat_y_pred = tree.flatten(y_pred)
        flat_y_true = tree.flatten(y_true)
        if len(flat_y_true) != len(flat_y_pred):
            y_true_struct = tree.map_structure(lambda _: "*", y_true)
            y_pred_struct = tree.map_structure(lambda _: "*", y_pred)
            raise ValueError(
                f"y_true and y_pred have different structures.\ny_true: {y_true_struct}\ny_pred: {y_pred_struct}\n"
            )
        metrics = self.metrics or [None] * len(self._flat_losses)
        # One sample weight per output (the data adapters give a nested structure like y's):
        # each loss takes the one at its output's position.
        flat_sample_weight = tree.flatten(sample_weight) if tree.is_nested(sample_weight) else None
        loss_values = []
        for (index, loss_fn, loss_weight, _), metric in zip(self._flat_losses, metrics):
            y_t, y_p = flat_y_true[index], flat_y_pred[index]
            sw = flat_sample_weight[index] if flat_sample_weight is not None else sample_weight
            value = ops.cast(loss_fn(y_t, y_p, sw), dtype=self.dtype)
            if metric:
                metric.update_state(unscale_loss_for_distribution(value), sample_weight=tree.flatten(y_p)[0].shape[0])
            if loss_weight is not None:
                value = ops.multiply(value, loss_weight)
            loss_values.append(value)
        if loss_values:
            return sum(loss_values)
        return None
