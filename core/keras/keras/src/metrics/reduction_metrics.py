"""Sum, Mean and MeanMetricWrapper (keras/src/metrics/reduction_metrics.py)."""
from keras.src import backend, initializers, ops
from keras.src.losses.loss import apply_mask, squeeze_or_expand_to_same_rank
from keras.src.metrics.metric import Metric
from keras.src.saving import serialization_lib


def reduce_to_samplewise_values(values, sample_weight, reduce_fn, dtype):
    """Values reduced to one per sample (over the axes past the weights' rank), weighted."""
    dtype = dtype or backend.floatx()
    mask = backend.get_keras_mask(values)
    values = ops.cast(values, dtype=dtype)
    if sample_weight is not None:
        sample_weight = ops.convert_to_tensor(sample_weight, dtype=dtype)
        if mask is not None:
            sample_weight = apply_mask(sample_weight, mask, dtype=dtype, reduction="sum")
        values, sample_weight = squeeze_or_expand_to_same_rank(values, sample_weight)
        weight_ndim = len(sample_weight.shape)
        values_ndim = len(values.shape)
        if values_ndim > weight_ndim:
            values = reduce_fn(values, axis=list(range(weight_ndim, values_ndim)))
        sample_weight = ops.broadcast_to(sample_weight, ops.shape(values))
        values = values * sample_weight
        if weight_ndim > 1:
            sample_weight = reduce_fn(sample_weight, axis=list(range(1, weight_ndim)))
    values_ndim = len(values.shape)
    if values_ndim > 1:
        values = reduce_fn(values, axis=list(range(1, values_ndim)))
    return values, sample_weight


class Sum(Metric):
    def __init__(self, name="sum", dtype=None):
        super().__init__(name=name, dtype=dtype)
        self.total = self.add_variable(shape=(), initializer=initializers.Zeros(), dtype=self.dtype, name="total")

    def update_state(self, values, sample_weight=None):
        values, _ = reduce_to_samplewise_values(values, sample_weight, reduce_fn=ops.sum, dtype=self.dtype)
        self.total.assign_add(ops.sum(values))

    def reset_state(self):
        self.total.assign(0)

    def result(self):
        return ops.cast(self.total, self.dtype)


class Mean(Metric):
    """`total / count`: `total` sums the (weighted) per-sample values, `count` the samples
    (or their weights)."""

    def __init__(self, name="mean", dtype=None):
        super().__init__(name=name, dtype=dtype)
        self.total = self.add_variable(shape=(), initializer=initializers.Zeros(), dtype=self.dtype, name="total")
        self.count = self.add_variable(shape=(), initializer=initializers.Zeros(), dtype=self.dtype, name="count")

    def update_state(self, values, sample_weight=None):
        values, sample_weight = reduce_to_samplewise_values(values, sample_weight, reduce_fn=ops.mean,
                                                            dtype=self.dtype)
        self.total.assign_add(ops.sum(values))
        if sample_weight is not None:
            num_samples = ops.sum(sample_weight)
        elif len(values.shape) >= 1:
            num_samples = ops.shape(values)[0]
        else:
            num_samples = 1
        self.count.assign_add(ops.cast(num_samples, dtype=self.dtype))

    def reset_state(self):
        self.total.assign(0)
        self.count.assign(0)

    def result(self):
        return ops.divide_no_nan(self.total, ops.cast(self.count, dtype=self.dtype))


class MeanMetricWrapper(Mean):
    """The mean of `fn(y_true, y_pred, **kwargs)` over the samples seen."""

    def __init__(self, fn, name=None, dtype=None, **kwargs):
        super().__init__(name=name, dtype=dtype)
        self._fn = fn
        self._fn_kwargs = kwargs
        # Loss-like metrics improve downwards (EarlyStopping's mode="auto" reads this).
        from keras.src import losses

        if self._fn in losses.ALL_OBJECTS or self._fn.__class__ in losses.ALL_OBJECTS:
            self._direction = "down"

    def update_state(self, y_true, y_pred, sample_weight=None):
        mask = backend.get_keras_mask(y_pred)
        values = self._fn(y_true, y_pred, **self._fn_kwargs)
        if sample_weight is not None and mask is not None:
            sample_weight = apply_mask(sample_weight, mask, dtype=self.dtype, reduction="sum")
        return super().update_state(values, sample_weight=sample_weight)

    def get_config(self):
        """name, dtype, the wrapped `fn` serialized and its keyword arguments (a built-in metric
        class replaces this with its own constructor arguments)."""
        base_config = super().get_config()
        config = {"fn": serialization_lib.serialize_keras_object(self._fn)}
        config.update(serialization_lib.serialize_keras_object(self._fn_kwargs))
        return {**base_config, **config}

    @classmethod
    def from_config(cls, config):
        if "fn" in config:
            config = serialization_lib.deserialize_keras_object(config)
        return cls(**config)
