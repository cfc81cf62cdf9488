"""Threshold metrics over confusion-matrix counts (keras/src/metrics/confusion_metrics.py):
TruePositives/FalsePositives/TrueNegatives/FalseNegatives, Precision, Recall, the
sensitivity/specificity/precision/recall-at-a-constraint family and AUC (ROC, PR, PRGAIN with
Keras's Riemann sums; PR interpolated as Davis & Goadrich)."""
import numpy as np

from keras.src import activations, backend, initializers, ops
from keras.src.metrics import metrics_utils
from keras.src.metrics.metric import Metric
from keras.src.utils.python_utils import to_list

_TP = metrics_utils.ConfusionMatrix.TRUE_POSITIVES
_FP = metrics_utils.ConfusionMatrix.FALSE_POSITIVES
_TN = metrics_utils.ConfusionMatrix.TRUE_NEGATIVES
_FN = metrics_utils.ConfusionMatrix.FALSE_NEGATIVES


class _ConfusionMatrixConditionCount(Metric):
    """One count (`accumulator`, one entry per threshold) of a confusion-matrix condition."""

    def __init__(self, confusion_matrix_cond, thresholds=None, name=None, dtype=None):
        super().__init__(name=name, dtype=dtype)
        self._confusion_matrix_cond = confusion_matrix_cond
        self.init_thresholds = thresholds
        self.thresholds = metrics_utils.parse_init_thresholds(thresholds, default_threshold=0.5)
        self._thresholds_distributed_evenly = metrics_utils.is_evenly_distributed_thresholds(self.thresholds)
        self.accumulator = self.add_variable(shape=(len(self.thresholds),), initializer=initializers.Zeros(),
                                             name="accumulator")

    def update_state(self, y_true, y_pred, sample_weight=None):
        return metrics_utils.update_confusion_matrix_variables(
            {self._confusion_matrix_cond: self.accumulator}, y_true, y_pred, thresholds=self.thresholds,
            thresholds_distributed_evenly=self._thresholds_distributed_evenly, sample_weight=sample_weight)

    def result(self):
        result = self.accumulator[0] if len(self.thresholds) == 1 else self.accumulator
        return backend.convert_to_tensor(result)

    def get_config(self):
        return {**super().get_config(), "thresholds": self.init_thresholds}


class FalsePositives(_ConfusionMatrixConditionCount):
    """Weighted count of negatives predicted positive (`y_pred > threshold`), per threshold (default 0.5)."""

    def __init__(self, thresholds=None, name=None, dtype=None):
        super().__init__(confusion_matrix_cond=_FP, thresholds=thresholds, name=name, dtype=dtype)


class FalseNegatives(_ConfusionMatrixConditionCount):
    """Weighted count of positives predicted negative, per threshold (default 0.5)."""

    def __init__(self, thresholds=None, name=None, dtype=None):
        super().__init__(confusion_matrix_cond=_FN, thresholds=thresholds, name=name, dtype=dtype)


class TrueNegatives(_ConfusionMatrixConditionCount):
    """Weighted count of negatives predicted negative, per threshold (default 0.5)."""

    def __init__(self, thresholds=None, name=None, dtype=None):
        super().__init__(confusion_matrix_cond=_TN, thresholds=thresholds, name=name, dtype=dtype)


class TruePositives(_ConfusionMatrixConditionCount):
    """Weighted count of positives predicted positive, per threshold (default 0.5)."""

    def __init__(self, thresholds=None, name=None, dtype=None):
        super().__init__(confusion_matrix_cond=_TP, thresholds=thresholds, name=name, dtype=dtype)


class _RatioAtThresholds(Metric):
    """Precision and Recall: `true_positives / (true_positives + other)` per threshold, where
    `other` is the variable named by `_OTHER` (false positives or false negatives)."""

    def __init__(self, thresholds=None, top_k=None, class_id=None, name=None, dtype=None):
        super().__init__(name=name, dtype=dtype)
        self._direction = "up"
        self.init_thresholds = thresholds
        self.top_k = top_k
        self.class_id = class_id
        default_threshold = 0.5 if top_k is None else metrics_utils.NEG_INF
        self.thresholds = metrics_utils.parse_init_thresholds(thresholds, default_threshold=default_threshold)
        self._thresholds_distributed_evenly = metrics_utils.is_evenly_distributed_thresholds(self.thresholds)
        self.true_positives = self.add_variable(shape=(len(self.thresholds),), initializer=initializers.Zeros(),
                                                name="true_positives")
        other = self.add_variable(shape=(len(self.thresholds),), initializer=initializers.Zeros(),
                                  name=self._OTHER[0])
        setattr(self, self._OTHER[0], other)

    def _other(self):
        return getattr(self, self._OTHER[0])

    def update_state(self, y_true, y_pred, sample_weight=None):
        metrics_utils.update_confusion_matrix_variables(
            {_TP: self.true_positives, self._OTHER[1]: self._other()}, y_true, y_pred, thresholds=self.thresholds,
            thresholds_distributed_evenly=self._thresholds_distributed_evenly, top_k=self.top_k,
            class_id=self.class_id, sample_weight=sample_weight)

    def result(self):
        result = ops.divide_no_nan(self.true_positives, ops.add(self.true_positives, self._other()))
        return result[0] if len(self.thresholds) == 1 else result

    def reset_state(self):
        num_thresholds = len(to_list(self.thresholds))
        self.true_positives.assign(ops.zeros((num_thresholds,)))
        self._other().assign(ops.zeros((num_thresholds,)))

    def get_config(self):
        return {**super().get_config(), "thresholds": self.init_thresholds, "top_k": self.top_k,
                "class_id": self.class_id}


class Precision(_RatioAtThresholds):
    """TP / (TP + FP) per threshold (a scalar for one threshold); `top_k` keeps the k largest predictions of
    the last axis, `class_id` one column. ValueError for thresholds outside [0, 1]."""

    _OTHER = ("false_positives", _FP)


class Recall(_RatioAtThresholds):
    """TP / (TP + FN) per threshold (a scalar for one threshold); `top_k` and `class_id` as Precision."""

    _OTHER = ("false_negatives", _FN)


class SensitivitySpecificityBase(Metric):
    """The four counts at `num_thresholds` evenly spaced thresholds; subclasses return the best
    value of one rate among the thresholds where another meets `value`."""

    def __init__(self, value, num_thresholds=200, class_id=None, name=None, dtype=None):
        super().__init__(name=name, dtype=dtype)
        self._direction = "up"
        if num_thresholds <= 0:
            raise ValueError(
                f"Argument `num_thresholds` must be an integer > 0. Received: num_thresholds={num_thresholds}")
        self.value = value
        self.class_id = class_id
        if num_thresholds == 1:
            self.thresholds = [0.5]
            self._thresholds_distributed_evenly = False
        else:
            thresholds = [(i + 1) * 1.0 / (num_thresholds - 1) for i in range(num_thresholds - 2)]
            self.thresholds = [0.0] + thresholds + [1.0]
            self._thresholds_distributed_evenly = True
        for name in ("true_positives", "false_positives", "true_negatives", "false_negatives"):
            setattr(self, name, self.add_variable(shape=(len(self.thresholds),), initializer=initializers.Zeros(),
                                                  name=name))

    def update_state(self, y_true, y_pred, sample_weight=None):
        metrics_utils.update_confusion_matrix_variables(
            {_TP: self.true_positives, _TN: self.true_negatives, _FP: self.false_positives, _FN: self.false_negatives},
            y_true, y_pred, thresholds=self.thresholds,
            thresholds_distributed_evenly=self._thresholds_distributed_evenly, class_id=self.class_id,
            sample_weight=sample_weight)

    def reset_state(self):
        num_thresholds = len(self.thresholds)
        for v in (self.true_positives, self.false_positives, self.true_negatives, self.false_negatives):
            v.assign(ops.zeros((num_thresholds,)))

    def get_config(self):
        return {**super().get_config(), "class_id": self.class_id}

    def _find_max_under_constraint(self, constrained, dependent, predicate):
        feasible = ops.nonzero(predicate(constrained, self.value))
        feasible_exists = ops.greater(ops.size(feasible), 0)
        max_dependent = ops.max(ops.take(dependent, feasible), initial=0)
        return ops.where(feasible_exists, max_dependent, 0.0)

    def _rates(self):
        """(sensitivity = recall, specificity, precision) per threshold."""
        tp, fp, tn, fn = self.true_positives, self.false_positives, self.true_negatives, self.false_negatives
        return (ops.divide_no_nan(tp, ops.add(tp, fn)), lambda: ops.divide_no_nan(tn, ops.add(tn, fp)),
                lambda: ops.divide_no_nan(tp, ops.add(tp, fp)))


class SensitivityAtSpecificity(SensitivitySpecificityBase):
    """The best recall among the thresholds whose specificity is >= `specificity`."""

    def __init__(self, specificity, num_thresholds=200, class_id=None, name=None, dtype=None):
        if specificity < 0 or specificity > 1:
            raise ValueError(f"Argument `specificity` must be in the range [0, 1]. Received: specificity={specificity}")
        self.specificity = specificity
        self.num_thresholds = num_thresholds
        super().__init__(specificity, num_thresholds=num_thresholds, class_id=class_id, name=name, dtype=dtype)

    def result(self):
        sensitivities, specificities, _ = self._rates()
        return self._find_max_under_constraint(specificities(), sensitivities, ops.greater_equal)

    def get_config(self):
        return {**super().get_config(), "num_thresholds": self.num_thresholds, "specificity": self.specificity}


class SpecificityAtSensitivity(SensitivitySpecificityBase):
    """The best specificity among the thresholds whose recall is >= `sensitivity`."""

    def __init__(self, sensitivity, num_thresholds=200, class_id=None, name=None, dtype=None):
        if sensitivity < 0 or sensitivity > 1:
            raise ValueError(f"Argument `sensitivity` must be in the range [0, 1]. Received: sensitivity={sensitivity}")
        self.sensitivity = sensitivity
        self.num_thresholds = num_thresholds
        super().__init__(sensitivity, num_thresholds=num_thresholds, class_id=class_id, name=name, dtype=dtype)

    def result(self):
        sensitivities, specificities, _ = self._rates()
        return self._find_max_under_constraint(sensitivities, specificities(), ops.greater_equal)

    def get_config(self):
        return {**super().get_config(), "num_thresholds": self.num_thresholds, "sensitivity": self.sensitivity}


class PrecisionAtRecall(SensitivitySpecificityBase):
    """The best precision among the thresholds whose recall is >= `recall`."""

    def __init__(self, recall, num_thresholds=200, class_id=None, name=None, dtype=None):
        if recall < 0 or recall > 1:
            raise ValueError(f"Argument `recall` must be in the range [0, 1]. Received: recall={recall}")
        self.recall = recall
        self.num_thresholds = num_thresholds
        super().__init__(value=recall, num_thresholds=num_thresholds, class_id=class_id, name=name, dtype=dtype)

    def result(self):
        recalls, _, precisions = self._rates()
        return self._find_max_under_constraint(recalls, precisions(), ops.greater_equal)

    def get_config(self):
        return {**super().get_config(), "num_thresholds": self.num_thresholds, "recall": self.recall}


class RecallAtPrecision(SensitivitySpecificityBase):
    """The best recall among the thresholds whose precision is >= `precision`."""

    def __init__(self, precision, num_thresholds=200, class_id=None, name=None, dtype=None):
        if precision < 0 or precision > 1:
            raise ValueError(f"Argument `precision` must be in the range [0, 1]. Received: precision={precision}")
        self.precision = precision
        self.num_thresholds = num_thresholds
        super().__init__(value=precision, num_thresholds=num_thresholds, class_id=class_id, name=name, dtype=dtype)

    def result(self):
        recalls, _, precisions = self._rates()
        return self._find_max_under_constraint(precisions(), recalls, ops.greater_equal)

    def get_config(self):
        return {**super().get_config(), "num_thresholds": self.num_thresholds, "precision": self.precision}


class AUC(Metric):
    """Area under the ROC, PR or PR-gain curve from the four counts at `num_thresholds`
    thresholds (`-epsilon`, the evenly spaced inner ones or `thresholds`, `1 + epsilon`)."""

    def __init__(self, num_thresholds=200, curve="ROC", summation_method="interpolation", name=None, dtype=None,
                 thresholds=None, multi_label=False, num_labels=None, label_weights=None, from_logits=False):
        self._direction = "up"
        self._init_from_thresholds = thresholds is not None
        if thresholds is not None:
            self.num_thresholds = len(thresholds) + 2
            thresholds = sorted(thresholds)
            self._thresholds_distributed_evenly = metrics_utils.is_evenly_distributed_thresholds(
                np.array([0.0] + thresholds + [1.0]))
        else:
            if num_thresholds <= 1:
                raise ValueError(
                    f"Argument `num_thresholds` must be an integer > 1. Received: num_thresholds={num_thresholds}")
            self.num_thresholds = num_thresholds
            thresholds = [(i + 1) * 1.0 / (num_thresholds - 1) for i in range(num_thresholds - 2)]
            self._thresholds_distributed_evenly = True
        self._thresholds = np.array([0.0 - backend.epsilon()] + thresholds + [1.0 + backend.epsilon()])
        if isinstance(curve, metrics_utils.AUCCurve):
            self.curve = curve
        else:
            self.curve = metrics_utils.AUCCurve.from_str(curve)
        if isinstance(summation_method, metrics_utils.AUCSummationMethod):
            self.summation_method = summation_method
        else:
            self.summation_method = metrics_utils.AUCSummationMethod.from_str(summation_method)
        super().__init__(name=name, dtype=dtype)
        self.multi_label = multi_label
        self.num_labels = num_labels
        self.label_weights = None if label_weights is None else ops.array(label_weights, dtype=self.dtype)
        self._from_logits = from_logits
        self._built = False
        if self.multi_label:
            if num_labels:
                self._build([None, num_labels])
        else:
            if num_labels:
                raise ValueError("`num_labels` is needed only when `multi_label` is True.")
            self._build(None)

    @property
    def thresholds(self):
        return list(self._thresholds)

    def _build(self, shape):
        if self.multi_label:
            if len(shape) != 2:
                raise ValueError(f"`y_pred` must have rank 2 when `multi_label=True`. Found rank {len(shape)}. "
                                 f"Full shape received for `y_pred`: {shape}")
            self._num_labels = shape[1]
            variable_shape = [self.num_thresholds, self._num_labels]
        else:
            variable_shape = [self.num_thresholds]
        self._build_input_shape = shape
        for name in ("true_positives", "false_positives", "true_negatives", "false_negatives"):
            setattr(self, name, self.add_variable(shape=variable_shape, initializer=initializers.Zeros(), name=name))
        self._built = True

    def update_state(self, y_true, y_pred, sample_weight=None):
        if not self._built:
            self._build(y_pred.shape)
        label_weights = None if self.multi_label else self.label_weights
        if self._from_logits:
            y_pred = activations.sigmoid(y_pred)
        metrics_utils.update_confusion_matrix_variables(
            {_TP: self.true_positives, _TN: self.true_negatives, _FP: self.false_positives, _FN: self.false_negatives},
            y_true, y_pred, self._thresholds, thresholds_distributed_evenly=self._thresholds_distributed_evenly,
            sample_weight=sample_weight, multi_label=self.multi_label, label_weights=label_weights)

    def _reduce_by_label(self, terms):
        if not self.multi_label:
            return ops.sum(terms)
        by_label_auc = ops.sum(terms, axis=0)
        if self.label_weights is None:
            return ops.mean(by_label_auc)
        return ops.divide_no_nan(ops.sum(ops.multiply(by_label_auc, self.label_weights)), ops.sum(self.label_weights))

    def interpolate_pr_auc(self):
        """PR-AUC with precision interpolated between thresholds (Davis & Goadrich 2006)."""
        n = self.num_thresholds - 1
        tp = self.true_positives
        dtp = ops.subtract(tp[:n], tp[1:])
        p = ops.add(tp, self.false_positives)
        dp = ops.subtract(p[:n], p[1:])
        prec_slope = ops.divide_no_nan(dtp, ops.maximum(dp, 0))
        intercept = ops.subtract(tp[1:], ops.multiply(prec_slope, p[1:]))
        safe_p_ratio = ops.where(ops.logical_and(p[:n] > 0, p[1:] > 0),
                                 ops.divide_no_nan(p[:n], ops.maximum(p[1:], 0)), ops.ones_like(p[1:]))
        pr_auc_increment = ops.divide_no_nan(
            ops.multiply(prec_slope, ops.add(dtp, ops.multiply(intercept, ops.log(safe_p_ratio)))),
            ops.maximum(ops.add(tp[1:], self.false_negatives[1:]), 0))
        return self._reduce_by_label(pr_auc_increment)

    def result(self):
        AUCCurve, Summation = metrics_utils.AUCCurve, metrics_utils.AUCSummationMethod
        if self.curve == AUCCurve.PR and self.summation_method == Summation.INTERPOLATION:
            return self.interpolate_pr_auc()
        tp, fp, tn, fn = self.true_positives, self.false_positives, self.true_negatives, self.false_negatives
        recall = ops.divide_no_nan(tp, ops.add(tp, fn))
        if self.curve == AUCCurve.ROC:
            x = ops.divide_no_nan(fp, ops.add(fp, tn))
            y = recall
        elif self.curve == AUCCurve.PR:
            x = recall
            y = ops.divide_no_nan(tp, ops.add(tp, fp))
        else:
            scaling_factor = ops.divide_no_nan(ops.add(tp, fn), ops.add(tn, fp))
            recall_gain = 1.0 - scaling_factor * ops.divide_no_nan(fn, tp)
            precision_gain = 1.0 - scaling_factor * ops.divide_no_nan(fp, tp)
            recall_gain = ops.where(ops.equal(tp, 0.0), 0.0, recall_gain)
            precision_gain = ops.where(ops.equal(tp, 0.0), 1.0, precision_gain)
            x = ops.maximum(recall_gain, 0.0)
            y = precision_gain
        n = self.num_thresholds - 1
        if self.summation_method == Summation.INTERPOLATION:
            heights = ops.divide(ops.add(y[:n], y[1:]), 2.0)
        elif self.summation_method == Summation.MINORING:
            heights = ops.minimum(y[:n], y[1:])
        else:
            heights = ops.maximum(y[:n], y[1:])
        return self._reduce_by_label(ops.multiply(ops.subtract(x[:n], x[1:]), heights))

    def reset_state(self):
        if self._built:
            variable_shape = ((self.num_thresholds, self._num_labels) if self.multi_label
                              else (self.num_thresholds,))
            for v in (self.true_positives, self.false_positives, self.true_negatives, self.false_negatives):
                v.assign(ops.zeros(variable_shape))

    def get_config(self):
        config = {"num_thresholds": self.num_thresholds, "curve": self.curve.value,
                  "summation_method": self.summation_method.value, "multi_label": self.multi_label,
                  "num_labels": self.num_labels, "label_weights": self.label_weights, "from_logits": self._from_logits}
        if self._init_from_thresholds:
            config["thresholds"] = self.thresholds[1:-1]
        return {**super().get_config(), **config}
