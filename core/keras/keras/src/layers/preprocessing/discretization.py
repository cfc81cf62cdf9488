"""Discretization (keras/src/layers/preprocessing/discretization.py): buckets float inputs by
`bin_boundaries` (`digitize`), or by `num_bins` quantile boundaries learned by `adapt()` from an
approximate quantile summary (NumPy), and encodes the bucket ids ("int", "one_hot",
"multi_hot", "count")."""
import numpy as np

from keras.src import backend
from keras.src.layers.preprocessing.category_encoding import encode_categorical_inputs
from keras.src.layers.preprocessing.tf_data_layer import TFDataLayer
from keras.src.utils import argument_validation


class Discretization(TFDataLayer):
    _init_call_site = ("layers/preprocessing/discretization.py", 101, "super().__init__(name=name, dtype=dtype)")

    def __init__(self, bin_boundaries=None, num_bins=None, epsilon=0.01, output_mode="int", sparse=False,
                 dtype=None, name=None):
        if dtype is None:
            dtype = "int64" if output_mode == "int" else backend.floatx()
        super().__init__(name=name, dtype=dtype)
        if sparse:
            raise NotImplementedError("tfplay's Keras has no sparse outputs yet (Discretization(sparse=True))")
        argument_validation.validate_string_arg(output_mode, allowable_strings=("int", "one_hot", "multi_hot", "count"),
                                                caller_name=self.__class__.__name__, arg_name="output_mode")
        if num_bins is not None and num_bins < 0:
            raise ValueError(f"`num_bins` must be greater than or equal to 0. Received: `num_bins={num_bins}`")
        if num_bins is not None and bin_boundaries is not None:
            raise ValueError(
                "Both `num_bins` and `bin_boundaries` should not be set. "
                f"Received: `num_bins={num_bins}` and `bin_boundaries={bin_boundaries}`"
            )
        if num_bins is None and bin_boundaries is None:
            raise ValueError("You need to set either `num_bins` or `bin_boundaries`.")
        self.bin_boundaries = bin_boundaries
        self.num_bins = num_bins
        self.epsilon = epsilon
        self.output_mode = output_mode
        self.sparse = sparse
        if self.bin_boundaries:
            self.summary = None
        else:
            self.summary = np.array([[], []], dtype="float32")

    @property
    def input_dtype(self):
        return backend.floatx()

    def adapt(self, data, steps=None):
        """Learns `num_bins` quantile boundaries from `data` (array, tensor or tf.data.Dataset,
        of which at most `steps` batches). Raises ValueError for a layer made with
        `bin_boundaries`."""
        import tensorflow as tf

        if self.num_bins is None:
            raise ValueError(
                "Cannot adapt a Discretization layer that has been initialized with `bin_boundaries`, use "
                "`num_bins` instead."
            )
        self.reset_state()
        if isinstance(data, tf.data.Dataset):
            if steps is not None:
                data = data.take(steps)
            for batch in data:
                self.update_state(batch)
        else:
            self.update_state(data)
        self.finalize_state()

    def update_state(self, data):
        data = np.array(data).astype("float32")
        summary = summarize(data, self.epsilon)
        self.summary = merge_summaries(summary, self.summary, self.epsilon)

    def finalize_state(self):
        if self.num_bins is None:
            return
        self.bin_boundaries = get_bin_boundaries(self.summary, self.num_bins).tolist()

    def reset_state(self):
        if self.num_bins is None:
            return
        self.summary = np.array([[], []], dtype="float32")

    def compute_output_spec(self, inputs):
        return backend.KerasTensor(shape=inputs.shape, dtype=self.compute_dtype)

    def call(self, inputs):
        if self.bin_boundaries is None:
            raise ValueError(
                "You need to either pass the `bin_boundaries` argument at construction time or call "
                "`adapt(dataset)` before you can start using the `Discretization` layer."
            )
        indices = self.backend.numpy.digitize(inputs, self.bin_boundaries)
        return encode_categorical_inputs(indices, output_mode=self.output_mode, depth=len(self.bin_boundaries) + 1,
                                         dtype=self.compute_dtype, sparse=self.sparse, backend_module=self.backend)

    def get_config(self):
        return {"bin_boundaries": self.bin_boundaries, "num_bins": self.num_bins, "epsilon": self.epsilon,
                "output_mode": self.output_mode, "sparse": self.sparse, "name": self.name, "dtype": self.dtype}

    @classmethod
    def from_config(cls, config, custom_objects=None):
        """An adapted layer's config holds both `num_bins` and the learned `bin_boundaries`,
        which __init__ refuses together: the boundaries are set after construction."""
        if config.get("bin_boundaries", None) is not None and config.get("num_bins", None) is not None:
            config = config.copy()
            bin_boundaries = config.pop("bin_boundaries")
            discretization = cls(**config)
            discretization.bin_boundaries = bin_boundaries
            return discretization
        return cls(**config)


def summarize(values, epsilon):
    """An approximate quantile summary of `values`: every 1/epsilon-th sorted value and its
    weight, shape (2, n)."""
    values = np.reshape(values, [-1])
    values = np.sort(values)
    elements = np.size(values)
    num_buckets = 1.0 / epsilon
    increment = elements / num_buckets
    start = increment
    step = max(increment, 1)
    boundaries = values[int(start)::int(step)]
    weights = np.ones_like(boundaries)
    weights = weights * step
    return np.stack([boundaries, weights])


def merge_summaries(prev_summary, next_summary, epsilon):
    merged = np.concatenate((prev_summary, next_summary), axis=1)
    # Keras sorts with np.argsort's default kind, which on x86 runs x86-simd-sort: the order
    # it leaves equal values in depends on the machine's vector width, and tfplay's argsort
    # refuses such ties. Columns that tie on their value and also carry the same weight are
    # identical, so any order of them gives the same merged summary: a stable sort is then
    # exact. That always holds for adapt() on one array (every weight is the same `step`);
    # only ties between batches with different weights still need NumPy's own order.
    order = np.argsort(merged[0], kind="stable")
    ordered = np.take(merged, order, axis=1)
    values, weights = ordered[0], ordered[1]
    tied = (values[1:] == values[:-1]) | (np.isnan(values[1:]) & np.isnan(values[:-1]))
    if np.any(tied & (weights[1:] != weights[:-1])):
        ordered = np.take(merged, np.argsort(merged[0]), axis=1)
    return compress_summary(ordered, epsilon)


def get_bin_boundaries(summary, num_bins):
    return compress_summary(summary, 1.0 / num_bins)[0, :-1]


def compress_summary(summary, epsilon):
    """The summary reduced to about 1/epsilon points by interpolating its cumulative weights."""
    if summary.shape[1] * epsilon < 1:
        return summary
    percents = epsilon + np.arange(0.0, 1.0, epsilon)
    cum_weights = summary[1].cumsum()
    cum_weight_percents = cum_weights / cum_weights[-1]
    new_bins = np.interp(percents, cum_weight_percents, summary[0])
    cum_weights = np.interp(percents, cum_weight_percents, cum_weights)
    new_weights = cum_weights - np.concatenate((np.array([0]), cum_weights[:-1]))
    summary = np.stack((new_bins, new_weights))
    return summary.astype("float32")

