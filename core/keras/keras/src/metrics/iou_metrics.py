"""Intersection-over-union metrics (keras/src/metrics/iou_metrics.py): a running
(num_classes, num_classes) confusion matrix `total_confusion_matrix` in the metric's dtype
(int by default), and `TP / (TP + FP + FN)` averaged over the target classes."""
import warnings

from keras.src import backend, initializers, ops
from keras.src.metrics.metric import Metric
from keras.src.metrics.metrics_utils import confusion_matrix


class _IoUBase(Metric):
    def __init__(self, num_classes, name=None, dtype=None, ignore_class=None, sparse_y_true=True,
                 sparse_y_pred=True, axis=-1):
        super().__init__(name=name, dtype=dtype or "int")
        self._direction = "up"
        self.num_classes = num_classes
        self.ignore_class = ignore_class
        self.sparse_y_true = sparse_y_true
        self.sparse_y_pred = sparse_y_pred
        self.axis = axis
        self.total_cm = self.add_variable(name="total_confusion_matrix", shape=(num_classes, num_classes),
                                          initializer=initializers.Zeros(), dtype=self.dtype)

    def update_state(self, y_true, y_pred, sample_weight=None):
        if not self.sparse_y_true:
            y_true = ops.argmax(y_true, axis=self.axis)
        if not self.sparse_y_pred:
            y_pred = ops.argmax(y_pred, axis=self.axis)
        y_true = ops.convert_to_tensor(y_true, dtype=self.dtype)
        y_pred = ops.convert_to_tensor(y_pred, dtype=self.dtype)
        if len(y_pred.shape) > 1:
            y_pred = ops.reshape(y_pred, [-1])
        if len(y_true.shape) > 1:
            y_true = ops.reshape(y_true, [-1])
        if sample_weight is None:
            sample_weight = 1
        elif hasattr(sample_weight, "dtype") and "float" in str(sample_weight.dtype) and "int" in str(self.dtype):
            warnings.warn("You are passing weight as `float`, but dtype is `int`. This may result in an incorrect "
                          "weight due to type casting Consider using integer weights.")
        sample_weight = ops.convert_to_tensor(sample_weight, dtype=self.dtype)
        if len(sample_weight.shape) > 1:
            sample_weight = ops.reshape(sample_weight, [-1])
        sample_weight = ops.broadcast_to(sample_weight, ops.shape(y_true))
        if self.ignore_class is not None:
            ignore_class = ops.convert_to_tensor(self.ignore_class, y_true.dtype)
            valid_mask = ops.not_equal(y_true, ignore_class)
            y_true = y_true * ops.cast(valid_mask, y_true.dtype)
            y_pred = y_pred * ops.cast(valid_mask, y_pred.dtype)
            if sample_weight is not None:
                sample_weight = sample_weight * ops.cast(valid_mask, sample_weight.dtype)
        y_pred = ops.cast(y_pred, dtype=self.dtype)
        y_true = ops.cast(y_true, dtype=self.dtype)
        sample_weight = ops.cast(sample_weight, dtype=self.dtype)
        current_cm = confusion_matrix(y_true, y_pred, self.num_classes, weights=sample_weight, dtype=self.dtype)
        return self.total_cm.assign(self.total_cm + current_cm)

    def reset_state(self):
        self.total_cm.assign(ops.zeros(self.total_cm.shape, dtype=self.total_cm.dtype))


class IoU(_IoUBase):
    """Mean IoU over `target_class_ids` of the running confusion matrix of integer labels and predictions."""

    def __init__(self, num_classes, target_class_ids, name=None, dtype=None, ignore_class=None, sparse_y_true=True,
                 sparse_y_pred=True, axis=-1):
        super().__init__(name=name, num_classes=num_classes, ignore_class=ignore_class, sparse_y_true=sparse_y_true,
                         sparse_y_pred=sparse_y_pred, axis=axis, dtype=dtype)
        if max(target_class_ids) >= num_classes:
            raise ValueError(f"Target class id {max(target_class_ids)} is out of range, which is "
                             f"[{0}, {num_classes}).")
        self.target_class_ids = list(target_class_ids)

    def result(self):
        sum_over_row = ops.cast(ops.sum(self.total_cm, axis=0), dtype=self.dtype)
        sum_over_col = ops.cast(ops.sum(self.total_cm, axis=1), dtype=self.dtype)
        true_positives = ops.cast(ops.diag(self.total_cm), dtype=self.dtype)
        # sum_over_row + sum_over_col = 2 * true_positives + false_positives + false_negatives.
        denominator = sum_over_row + sum_over_col - true_positives
        target_class_ids = ops.convert_to_tensor(self.target_class_ids, dtype="int32")
        true_positives = ops.take_along_axis(true_positives, target_class_ids, axis=-1)
        denominator = ops.take_along_axis(denominator, target_class_ids, axis=-1)
        denominator = ops.cast(denominator, dtype="float32")
        num_valid_entries = ops.sum(ops.cast(ops.greater(denominator, 1e-9), dtype="float32"))
        iou = ops.divide(true_positives, denominator + backend.epsilon())
        return ops.divide(ops.sum(iou, axis=self.axis), num_valid_entries + backend.epsilon())

    def get_config(self):
        config = {"num_classes": self.num_classes, "target_class_ids": self.target_class_ids,
                  "ignore_class": self.ignore_class, "sparse_y_true": self.sparse_y_true,
                  "sparse_y_pred": self.sparse_y_pred, "axis": self.axis}
        return dict(list(super().get_config().items()) + list(config.items()))


class BinaryIoU(IoU):
    """IoU of binary labels against predictions thresholded at `threshold` (>=)."""

    def __init__(self, target_class_ids=(0, 1), threshold=0.5, name=None, dtype=None):
        super().__init__(num_classes=2, target_class_ids=target_class_ids, name=name, dtype=dtype)
        self.threshold = threshold

    def update_state(self, y_true, y_pred, sample_weight=None):
        y_true = ops.convert_to_tensor(y_true, dtype=self.dtype)
        y_pred = ops.convert_to_tensor(y_pred, dtype="float32")
        y_pred = ops.cast(y_pred >= self.threshold, self.dtype)
        return super().update_state(y_true, y_pred, sample_weight)

    def get_config(self):
        return {"target_class_ids": self.target_class_ids, "threshold": self.threshold, "name": self.name,
                "dtype": self._dtype}


class MeanIoU(IoU):
    """IoU averaged over all `num_classes` classes."""

    def __init__(self, num_classes, name=None, dtype=None, ignore_class=None, sparse_y_true=True, sparse_y_pred=True,
                 axis=-1):
        target_class_ids = list(range(num_classes))
        super().__init__(name=name, num_classes=num_classes, target_class_ids=target_class_ids, axis=axis,
                         dtype=dtype, ignore_class=ignore_class, sparse_y_true=sparse_y_true,
                         sparse_y_pred=sparse_y_pred)

    def get_config(self):
        return {"num_classes": self.num_classes, "name": self.name, "dtype": self._dtype,
                "ignore_class": self.ignore_class, "sparse_y_true": self.sparse_y_true,
                "sparse_y_pred": self.sparse_y_pred, "axis": self.axis}


class OneHotIoU(IoU):
    """IoU with one-hot labels (and, unless `sparse_y_pred`, per-class scores), argmax-ed on `axis`."""

    def __init__(self, num_classes, target_class_ids, name=None, dtype=None, ignore_class=None, sparse_y_pred=False,
                 axis=-1):
        super().__init__(num_classes=num_classes, target_class_ids=target_class_ids, name=name, dtype=dtype,
                         ignore_class=ignore_class, sparse_y_true=False, sparse_y_pred=sparse_y_pred, axis=axis)

    def get_config(self):
        return {"num_classes": self.num_classes, "target_class_ids": self.target_class_ids, "name": self.name,
                "dtype": self._dtype, "ignore_class": self.ignore_class, "sparse_y_pred": self.sparse_y_pred,
                "axis": self.axis}


class OneHotMeanIoU(MeanIoU):
    """MeanIoU with one-hot labels, argmax-ed on `axis`."""

    def __init__(self, num_classes, name=None, dtype=None, ignore_class=None, sparse_y_pred=False, axis=-1):
        super().__init__(num_classes=num_classes, axis=axis, name=name, dtype=dtype, ignore_class=ignore_class,
                         sparse_y_true=False, sparse_y_pred=sparse_y_pred)

    def get_config(self):
        return {"num_classes": self.num_classes, "name": self.name, "dtype": self._dtype,
                "ignore_class": self.ignore_class, "sparse_y_pred": self.sparse_y_pred, "axis": self.axis}
