"""Probabilistic metrics (keras/src/metrics/probabilistic_metrics.py): the mean of the
crossentropy, KL divergence or Poisson loss function of the same name."""
from keras.src import losses
from keras.src.metrics.reduction_metrics import MeanMetricWrapper
from keras.src.metrics.regression_metrics import _wrapper

KLDivergence = _wrapper("KLDivergence", losses.kl_divergence, "kl_divergence", __name__)
Poisson = _wrapper("Poisson", losses.poisson, "poisson", __name__)


class BinaryCrossentropy(MeanMetricWrapper):
    def __init__(self, name="binary_crossentropy", dtype=None, from_logits=False, label_smoothing=0):
        super().__init__(losses.binary_crossentropy, name, dtype=dtype, from_logits=from_logits,
                         label_smoothing=label_smoothing)
        self.from_logits = from_logits
        self.label_smoothing = label_smoothing

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype, "from_logits": self.from_logits,
                "label_smoothing": self.label_smoothing}


class CategoricalCrossentropy(MeanMetricWrapper):
    def __init__(self, name="categorical_crossentropy", dtype=None, from_logits=False, label_smoothing=0, axis=-1):
        super().__init__(losses.categorical_crossentropy, name, dtype=dtype, from_logits=from_logits,
                         label_smoothing=label_smoothing, axis=axis)
        self.from_logits = from_logits
        self.label_smoothing = label_smoothing
        self.axis = axis

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype, "from_logits": self.from_logits,
                "label_smoothing": self.label_smoothing, "axis": self.axis}


class SparseCategoricalCrossentropy(MeanMetricWrapper):
    def __init__(self, name="sparse_categorical_crossentropy", dtype=None, from_logits=False, axis=-1):
        super().__init__(losses.sparse_categorical_crossentropy, name=name, dtype=dtype, from_logits=from_logits,
                         axis=axis)
        self.from_logits = from_logits
        self.axis = axis

    def get_config(self):
        return {"name": self.name, "dtype": self.dtype, "from_logits": self.from_logits, "axis": self.axis}
