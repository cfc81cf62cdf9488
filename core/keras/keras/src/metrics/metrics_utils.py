"""Confusion-matrix helpers shared by the threshold metrics (keras/src/metrics/metrics_utils.py):
threshold parsing, the TP/FP/TN/FN accumulation (tiled comparison, or the bucketed cumulative
sum when the thresholds are evenly spaced), top-k filtering and `confusion_matrix`."""
from enum import Enum

import numpy as np

from keras.src import backend, ops
from keras.src.losses.loss import squeeze_or_expand_to_same_rank
from keras.src.utils.python_utils import to_list

NEG_INF = -1e10


def assert_thresholds_range(thresholds):
    if thresholds is not None:
        invalid_thresholds = [t for t in thresholds if t is None or t < 0 or t > 1]
        if invalid_thresholds:
            raise ValueError(f"Threshold values must be in [0, 1]. Received: {invalid_thresholds}")


def parse_init_thresholds(thresholds, default_threshold=0.5):
    if thresholds is not None:
        assert_thresholds_range(to_list(thresholds))
    return to_list(default_threshold if thresholds is None else thresholds)


class ConfusionMatrix(Enum):
    TRUE_POSITIVES = "tp"
    FALSE_POSITIVES = "fp"
    TRUE_NEGATIVES = "tn"
    FALSE_NEGATIVES = "fn"


class AUCCurve(Enum):
    """Type of AUC Curve (ROC or PR)."""

    ROC = "ROC"
    PR = "PR"
    PRGAIN = "PRGAIN"

    @staticmethod
    def from_str(key):
        if key in ("pr", "PR"):
            return AUCCurve.PR
        elif key in ("roc", "ROC"):
            return AUCCurve.ROC
        elif key in ("prgain", "PRGAIN"):
            return AUCCurve.PRGAIN
        raise ValueError(f'Invalid AUC curve value: "{key}". Expected values are ["PR", "ROC", "PRGAIN"]')



class AUCSummationMethod(Enum):
    """Type of AUC summation method: 'interpolation', 'majoring' or 'minoring'."""

    INTERPOLATION = "interpolation"
    MAJORING = "majoring"
    MINORING = "minoring"

    @staticmethod
    def from_str(key):
        if key in ("interpolation", "Interpolation"):
            return AUCSummationMethod.INTERPOLATION
        elif key in ("majoring", "Majoring"):
            return AUCSummationMethod.MAJORING
        elif key in ("minoring", "Minoring"):
            return AUCSummationMethod.MINORING
        raise ValueError(f'Invalid AUC summation method value: "{key}". '
                         'Expected values are ["interpolation", "majoring", "minoring"]')



def _segment_sums_per_label(labels, bucket_indices, num_thresholds):
    """segment_sum over each row of `labels` (labels x predictions): Keras maps it with
    `backend.vectorized_map`; the rows are few and static here, so they are stacked."""
    rows = [ops.segment_sum(data=labels[i], segment_ids=bucket_indices[i], num_segments=num_thresholds)
            for i in range(labels.shape[0])]
    return ops.stack(rows)


def _update_confusion_matrix_variables_optimized(variables_to_update, y_true, y_pred, thresholds, multi_label=False,
                                                 sample_weights=None, label_weights=None,
                                                 thresholds_with_epsilon=False):
    """TP/FP/TN/FN for evenly spaced thresholds in O(T + N): each prediction lands in the bucket
    `ceil(p * (T - 1)) - 1`, and a reversed cumulative sum of the per-bucket label sums gives
    the counts at every threshold."""
    num_thresholds = ops.shape(thresholds)[0]
    if sample_weights is None:
        sample_weights = 1.0
    else:
        sample_weights = ops.broadcast_to(ops.cast(sample_weights, dtype=y_pred.dtype), ops.shape(y_pred))
        if not multi_label:
            sample_weights = ops.reshape(sample_weights, [-1])
    if label_weights is None:
        label_weights = 1.0
    else:
        label_weights = ops.expand_dims(label_weights, 0)
        label_weights = ops.broadcast_to(label_weights, ops.shape(y_pred))
        if not multi_label:
            label_weights = ops.reshape(label_weights, [-1])
    weights = ops.cast(ops.multiply(sample_weights, label_weights), y_true.dtype)
    y_pred = ops.clip(y_pred, x_min=0.0, x_max=1.0)
    y_true = ops.cast(ops.cast(y_true, "bool"), y_true.dtype)
    if not multi_label:
        y_true = ops.reshape(y_true, [-1])
        y_pred = ops.reshape(y_pred, [-1])
    true_labels = ops.multiply(y_true, weights)
    false_labels = ops.multiply((1.0 - y_true), weights)
    bucket_indices = ops.ceil(y_pred * (ops.cast(num_thresholds, dtype=y_pred.dtype) - 1)) - 1
    if thresholds_with_epsilon:
        bucket_indices = ops.relu(bucket_indices)
    bucket_indices = ops.cast(bucket_indices, "int32")
    if multi_label:
        true_labels = ops.transpose(true_labels)
        false_labels = ops.transpose(false_labels)
        bucket_indices = ops.transpose(bucket_indices)
        tp_bucket_v = _segment_sums_per_label(true_labels, bucket_indices, num_thresholds)
        fp_bucket_v = _segment_sums_per_label(false_labels, bucket_indices, num_thresholds)
        tp = ops.transpose(ops.flip(ops.cumsum(ops.flip(tp_bucket_v), axis=1)))
        fp = ops.transpose(ops.flip(ops.cumsum(ops.flip(fp_bucket_v), axis=1)))
    else:
        tp_bucket_v = ops.segment_sum(data=true_labels, segment_ids=bucket_indices, num_segments=num_thresholds)
        fp_bucket_v = ops.segment_sum(data=false_labels, segment_ids=bucket_indices, num_segments=num_thresholds)
        tp = ops.flip(ops.cumsum(ops.flip(tp_bucket_v)))
        fp = ops.flip(ops.cumsum(ops.flip(fp_bucket_v)))
    if (ConfusionMatrix.TRUE_NEGATIVES in variables_to_update
            or ConfusionMatrix.FALSE_NEGATIVES in variables_to_update):
        if multi_label:
            total_true_labels = ops.sum(true_labels, axis=1)
            total_false_labels = ops.sum(false_labels, axis=1)
        else:
            total_true_labels = ops.sum(true_labels)
            total_false_labels = ops.sum(false_labels)
    if ConfusionMatrix.TRUE_POSITIVES in variables_to_update:
        variable = variables_to_update[ConfusionMatrix.TRUE_POSITIVES]
        variable.assign(variable + tp)
    if ConfusionMatrix.FALSE_POSITIVES in variables_to_update:
        variable = variables_to_update[ConfusionMatrix.FALSE_POSITIVES]
        variable.assign(variable + fp)
    if ConfusionMatrix.TRUE_NEGATIVES in variables_to_update:
        variable = variables_to_update[ConfusionMatrix.TRUE_NEGATIVES]
        variable.assign(variable + (total_false_labels - fp))
    if ConfusionMatrix.FALSE_NEGATIVES in variables_to_update:
        variable = variables_to_update[ConfusionMatrix.FALSE_NEGATIVES]
        variable.assign(variable + (total_true_labels - tp))


def is_evenly_distributed_thresholds(thresholds):
    """Whether `thresholds` (at least 3) are `i / (n - 1)` for i in 0..n-1, within epsilon."""
    num_thresholds = len(thresholds)
    if num_thresholds < 3:
        return False
    even_thresholds = np.arange(num_thresholds, dtype=np.float32) / (num_thresholds - 1)
    if isinstance(thresholds, list):
        thresholds = list(thresholds)  # a metric's TrackedList, as a plain list for NumPy
    return np.allclose(thresholds, even_thresholds, atol=backend.epsilon())


def update_confusion_matrix_variables(variables_to_update, y_true, y_pred, thresholds, top_k=None, class_id=None,
                                      sample_weight=None, multi_label=False, label_weights=None,
                                      thresholds_distributed_evenly=False):
    """Adds to the given TP/FP/TN/FN variables the (weighted) counts of `y_pred > threshold`
    against `y_true` cast to bool, for every threshold (see Keras's docstring for the rules)."""
    if multi_label and label_weights is not None:
        raise ValueError("`label_weights` for multilabel data should be handled outside of "
                         "`update_confusion_matrix_variables` when `multi_label` is True.")
    if variables_to_update is None:
        return
    valid_keys = list(ConfusionMatrix)
    if not any(key for key in variables_to_update if key in valid_keys):
        raise ValueError("Please provide at least one valid confusion matrix variable to update. Valid variable "
                         f'key options are: "{valid_keys}". Received: "{variables_to_update.keys()}"')
    variable_dtype = list(variables_to_update.values())[0].dtype
    y_true = ops.cast(y_true, dtype=variable_dtype)
    y_pred = ops.cast(y_pred, dtype=variable_dtype)
    if thresholds_distributed_evenly:
        thresholds_with_epsilon = thresholds[0] < 0.0 or thresholds[-1] > 1.0
    thresholds = ops.convert_to_tensor(thresholds, dtype=variable_dtype)
    num_thresholds = ops.shape(thresholds)[0]
    one_thresh = (len(thresholds.shape) == 1) if multi_label else True
    invalid_keys = [key for key in variables_to_update if key not in valid_keys]
    if invalid_keys:
        raise ValueError(f'Invalid keys: "{invalid_keys}". Valid variable key options are: "{valid_keys}"')
    y_pred, y_true = squeeze_or_expand_to_same_rank(y_pred, y_true)
    if sample_weight is not None:
        sample_weight = ops.expand_dims(ops.cast(sample_weight, dtype=variable_dtype), axis=-1)
        _, sample_weight = squeeze_or_expand_to_same_rank(y_true, sample_weight, expand_rank_1=False)
    if top_k is not None:
        y_pred = _filter_top_k(y_pred, top_k)
    if class_id is not None:
        if len(y_pred.shape) == 1:
            raise ValueError("When class_id is provided, y_pred must be a 2D array with shape (num_samples, "
                             f"num_classes), found shape: {y_pred.shape}")
        y_true = y_true[..., class_id, None]
        y_pred = y_pred[..., class_id, None]
    if thresholds_distributed_evenly:
        return _update_confusion_matrix_variables_optimized(
            variables_to_update, y_true, y_pred, thresholds, multi_label=multi_label, sample_weights=sample_weight,
            label_weights=label_weights, thresholds_with_epsilon=thresholds_with_epsilon)
    pred_shape = ops.shape(y_pred)
    num_predictions = pred_shape[0]
    if len(y_pred.shape) == 1:
        num_labels = 1
    elif None in y_pred.shape:
        num_labels = ops.cast(ops.prod(ops.array(pred_shape[1:]), axis=0), "int32")
    else:
        num_labels = int(np.prod(pred_shape[1:], axis=0))
    thresh_label_tile = num_labels if one_thresh else 1
    if multi_label:
        predictions_extra_dim = ops.expand_dims(y_pred, 0)
        labels_extra_dim = ops.expand_dims(ops.cast(y_true, dtype="bool"), 0)
        thresh_pretile_shape = [num_thresholds, 1, -1]
        thresh_tiles = [1, num_predictions, thresh_label_tile]
        data_tiles = [num_thresholds, 1, 1]
    else:
        predictions_extra_dim = ops.reshape(y_pred, [1, -1])
        labels_extra_dim = ops.reshape(ops.cast(y_true, dtype="bool"), [1, -1])
        thresh_pretile_shape = [num_thresholds, -1]
        thresh_tiles = [1, num_predictions * num_labels]
        data_tiles = [num_thresholds, 1]
    thresh_tiled = ops.tile(ops.reshape(thresholds, thresh_pretile_shape), thresh_tiles)
    preds_tiled = ops.tile(predictions_extra_dim, data_tiles)
    pred_is_pos = ops.greater(preds_tiled, thresh_tiled)
    label_is_pos = ops.tile(labels_extra_dim, data_tiles)
    if sample_weight is not None:
        sample_weight = ops.broadcast_to(ops.cast(sample_weight, dtype=y_pred.dtype), ops.shape(y_pred))
        weights_tiled = ops.tile(ops.reshape(sample_weight, thresh_tiles), data_tiles)
    else:
        weights_tiled = None
    if label_weights is not None and not multi_label:
        label_weights = ops.expand_dims(label_weights, 0)
        label_weights = ops.broadcast_to(label_weights, ops.shape(y_pred))
        label_weights_tiled = ops.tile(ops.reshape(label_weights, thresh_tiles), data_tiles)
        weights_tiled = (label_weights_tiled if weights_tiled is None
                         else ops.multiply(weights_tiled, label_weights_tiled))

    def weighted_assign_add(label, pred, weights, var):
        label_and_pred = ops.cast(ops.logical_and(label, pred), dtype=var.dtype)
        if weights is not None:
            label_and_pred *= ops.cast(weights, dtype=var.dtype)
        var.assign(var + ops.sum(label_and_pred, 1))

    loop_vars = {ConfusionMatrix.TRUE_POSITIVES: (label_is_pos, pred_is_pos)}
    update_tn = ConfusionMatrix.TRUE_NEGATIVES in variables_to_update
    update_fp = ConfusionMatrix.FALSE_POSITIVES in variables_to_update
    update_fn = ConfusionMatrix.FALSE_NEGATIVES in variables_to_update
    if update_fn or update_tn:
        pred_is_neg = ops.logical_not(pred_is_pos)
        loop_vars[ConfusionMatrix.FALSE_NEGATIVES] = (label_is_pos, pred_is_neg)
    if update_fp or update_tn:
        label_is_neg = ops.logical_not(label_is_pos)
        loop_vars[ConfusionMatrix.FALSE_POSITIVES] = (label_is_neg, pred_is_pos)
        if update_tn:
            loop_vars[ConfusionMatrix.TRUE_NEGATIVES] = (label_is_neg, pred_is_neg)
    for matrix_cond, (label, pred) in loop_vars.items():
        if matrix_cond in variables_to_update:
            weighted_assign_add(label, pred, weights_tiled, variables_to_update[matrix_cond])


def _filter_top_k(x, k):
    """`x` with all but the top `k` values of its last axis set to NEG_INF."""
    _, top_k_idx = ops.top_k(x, k)
    top_k_mask = ops.sum(ops.one_hot(top_k_idx, ops.shape(x)[-1], axis=-1), axis=-2)
    return x * top_k_mask + NEG_INF * (1 - top_k_mask)


def confusion_matrix(labels, predictions, num_classes, weights=None, dtype="int32"):
    """The (num_classes, num_classes) matrix counting (weighted) label/prediction pairs: rows
    are the true labels, columns the predictions."""
    labels = ops.convert_to_tensor(labels, dtype)
    predictions = ops.convert_to_tensor(predictions, dtype)
    labels, predictions = squeeze_or_expand_to_same_rank(labels, predictions)
    predictions = ops.cast(predictions, dtype)
    labels = ops.cast(labels, dtype)
    if weights is not None:
        weights = ops.convert_to_tensor(weights, dtype)
    indices = ops.stack([labels, predictions], axis=1)
    values = ops.ones_like(predictions, dtype) if weights is None else weights
    indices = ops.cast(indices, dtype="int64")
    values = ops.cast(values, dtype=dtype)
    num_classes = int(num_classes)
    return ops.scatter(indices, values, (num_classes, num_classes))
