"""Accuracy metrics (keras/src/metrics/accuracy_metrics.py)."""
from keras.src import backend, ops
from keras.src.losses.loss import squeeze_or_expand_to_same_rank
from keras.src.metrics.reduction_metrics import MeanMetricWrapper


def accuracy(y_true, y_pred):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    return ops.cast(ops.equal(y_true, y_pred), dtype=backend.floatx())


def binary_accuracy(y_true, y_pred, threshold=0.5):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true)
    threshold = ops.convert_to_tensor(threshold)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    y_pred = ops.cast(ops.greater(y_pred, threshold), y_true.dtype)
    return ops.cast(ops.equal(y_true, y_pred), dtype=backend.floatx())


def categorical_accuracy(y_true, y_pred):
    y_true = ops.argmax(y_true, axis=-1)
    reshape_matches = False
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true_org_shape = ops.shape(y_true)
    if len(y_true.shape) == len(y_pred.shape):
        y_true = ops.squeeze(y_true, -1)
        reshape_matches = True
    y_pred = ops.argmax(y_pred, axis=-1)
    if y_pred.dtype is not y_true.dtype:
        y_pred = ops.cast(y_pred, dtype=y_true.dtype)
    matches = ops.cast(ops.equal(y_true, y_pred), backend.floatx())
    if reshape_matches:
        matches = ops.reshape(matches, y_true_org_shape)
    return matches


def sparse_categorical_accuracy(y_true, y_pred):
    reshape_matches = False
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true_org_shape = ops.shape(y_true)
    if len(y_true.shape) == len(y_pred.shape) and ops.shape(y_true)[-1] == 1:
        y_true = ops.squeeze(y_true, -1)
        reshape_matches = True
    y_pred = ops.argmax(y_pred, axis=-1)
    if y_pred.dtype is not y_true.dtype:
        y_pred = ops.cast(y_pred, y_true.dtype)
    matches = ops.cast(ops.equal(y_true, y_pred), backend.floatx())
    if reshape_matches:
        matches = ops.reshape(matches, y_true_org_shape)
    if len(matches.shape) > 1 and matches.shape[-1] == 1:
        matches = ops.squeeze(matches, -1)
    return matches


class Accuracy(MeanMetricWrapper):
    def __init__(self, name="accuracy", dtype=None):
        super().__init__(fn=accuracy, name=name, dtype=dtype)
        self._direction = "up"

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype}


class BinaryAccuracy(MeanMetricWrapper):
    def __init__(self, name="binary_accuracy", dtype=None, threshold=0.5):
        super().__init__(fn=binary_accuracy, name=name, dtype=dtype, threshold=threshold)
        self._direction = "up"
        self.threshold = threshold

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype, "threshold": self.threshold}


class CategoricalAccuracy(MeanMetricWrapper):
    def __init__(self, name="categorical_accuracy", dtype=None):
        super().__init__(fn=categorical_accuracy, name=name, dtype=dtype)
        self._direction = "up"

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype}


class SparseCategoricalAccuracy(MeanMetricWrapper):
    def __init__(self, name="sparse_categorical_accuracy", dtype=None):
        super().__init__(fn=sparse_categorical_accuracy, name=name, dtype=dtype)
        self._direction = "up"

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype}


def _flatten_for_top_k(y_true, y_pred):
    """(y_true, y_pred, y_true's shape, reshape_matches): predictions as (N, classes) and labels
    as (N,), as `ops.in_top_k` wants them."""
    y_true_org_shape = ops.shape(y_true)
    reshape_matches = False
    if len(y_pred.shape) > 2:
        y_pred = ops.reshape(y_pred, [-1, y_pred.shape[-1]])
    if len(y_true.shape) > 1:
        reshape_matches = True
        y_true = ops.reshape(y_true, [-1])
    return y_true, y_pred, y_true_org_shape, reshape_matches


def top_k_categorical_accuracy(y_true, y_pred, k=5):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true = ops.argmax(y_true, axis=-1)
    y_true, y_pred, y_true_org_shape, reshape_matches = _flatten_for_top_k(y_true, y_pred)
    matches = ops.cast(ops.in_top_k(ops.cast(y_true, "int32"), y_pred, k=k), dtype=backend.floatx())
    if reshape_matches:
        matches = ops.reshape(matches, y_true_org_shape)
    return matches


class TopKCategoricalAccuracy(MeanMetricWrapper):
    """How often the one-hot target is among the `k` largest predictions."""

    def __init__(self, k=5, name="top_k_categorical_accuracy", dtype=None):
        super().__init__(fn=top_k_categorical_accuracy, name=name, dtype=dtype, k=k)
        self.k = k
        self._direction = "up"

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype, "k": self.k}


def sparse_top_k_categorical_accuracy(y_true, y_pred, k=5, from_sorted_ids=False):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype if from_sorted_ids else "int32")
    y_true, y_pred, y_true_org_shape, reshape_matches = _flatten_for_top_k(y_true, y_pred)
    if from_sorted_ids:
        matches = ops.any(ops.equal(ops.expand_dims(y_true, axis=1), y_pred[:, :k]), axis=1)
    else:
        matches = ops.in_top_k(y_true, y_pred, k=k)
    matches = ops.cast(matches, dtype=backend.floatx())
    if reshape_matches:
        matches = ops.reshape(matches, y_true_org_shape)
    return matches


class SparseTopKCategoricalAccuracy(MeanMetricWrapper):
    """How often the integer target is among the `k` largest predictions (or, with
    `from_sorted_ids`, among the first `k` ids of `y_pred`)."""

    def __init__(self, k=5, name="sparse_top_k_categorical_accuracy", dtype=None, from_sorted_ids=False):
        super().__init__(fn=sparse_top_k_categorical_accuracy, name=name, dtype=dtype, k=k,
                         from_sorted_ids=from_sorted_ids)
        self.k = k
        self.from_sorted_ids = from_sorted_ids
        self._direction = "up"

    def get_config(self):
        config = {"name": self.name, "dtype": self.dtype, "k": self.k}
        if self.from_sorted_ids:
            config["from_sorted_ids"] = True
        return config
