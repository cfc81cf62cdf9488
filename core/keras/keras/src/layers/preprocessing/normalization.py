"""Normalization (keras/src/layers/preprocessing/normalization.py): `(x - mean) /
max(sqrt(variance), epsilon)` (or its inverse), with mean and variance over every axis but
`axis`, given or learned by `adapt()` from a NumPy array, a tensor or a tf.data.Dataset (the
last merged batch by batch as Keras merges them). Adapted state lives in non-trainable
`mean`, `variance` and `count` weights."""
import math

import numpy as np

from keras.src import backend, ops
from keras.src.layers.preprocessing.tf_data_layer import TFDataLayer


class Normalization(TFDataLayer):
    _init_call_site = ("layers/preprocessing/normalization.py", 99, "super().__init__(**kwargs)")

    def __init__(self, axis=-1, mean=None, variance=None, invert=False, **kwargs):
        super().__init__(**kwargs)
        if axis is None:
            axis = ()
        elif isinstance(axis, int):
            axis = (axis,)
        else:
            axis = tuple(axis)
        self.axis = axis
        self.input_mean = mean
        self.input_variance = variance
        self.invert = invert
        self.supports_masking = True
        self._build_input_shape = None
        self.mean = None
        if (mean is not None) != (variance is not None):
            raise ValueError(
                "When setting values directly, both `mean` and `variance` must be set. "
                f"Received: mean={mean} and variance={variance}"
            )

    def build(self, input_shape):
        if input_shape is None:
            return
        ndim = len(input_shape)
        self._build_input_shape = input_shape
        if any(a < -ndim or a >= ndim for a in self.axis):
            raise ValueError(
                "All `axis` values must be in the range [-ndim, ndim). "
                f"Received inputs with ndim={ndim}, while axis={self.axis}"
            )
        self._keep_axis = tuple(sorted([d if d >= 0 else d + ndim for d in self.axis]))
        for d in self._keep_axis:
            if input_shape[d] is None:
                raise ValueError(
                    "All `axis` values to be kept must have a known shape. "
                    f"Received axis={self.axis}, inputs.shape={input_shape}, with unknown axis at index {d}"
                )
        self._reduce_axis = tuple(d for d in range(ndim) if d not in self._keep_axis)
        self._reduce_axis_mask = [0 if d in self._keep_axis else 1 for d in range(ndim)]
        self._broadcast_shape = [input_shape[d] if d in self._keep_axis else 1 for d in range(ndim)]
        mean_and_var_shape = tuple(input_shape[d] for d in self._keep_axis)
        self._mean_and_var_shape = mean_and_var_shape
        if self.input_mean is None:
            self.adapt_mean = self.add_weight(name="mean", shape=mean_and_var_shape, initializer="zeros",
                                              trainable=False)
            self.adapt_variance = self.add_weight(name="variance", shape=mean_and_var_shape, initializer="ones",
                                                  trainable=False)
            self.count = self.add_weight(name="count", shape=(), dtype="int", initializer="zeros", trainable=False)
            self.built = True
            self.finalize_state()
        else:
            mean = ops.convert_to_tensor(self.input_mean)
            variance = ops.convert_to_tensor(self.input_variance)
            mean = ops.broadcast_to(mean, self._broadcast_shape)
            variance = ops.broadcast_to(variance, self._broadcast_shape)
            self.mean = ops.cast(mean, dtype=self.compute_dtype)
            self.variance = ops.cast(variance, dtype=self.compute_dtype)

    def adapt(self, data):
        """Sets mean and variance from `data` (NumPy array, tensor or tf.data.Dataset; a dataset of
        rank-1 elements is batched by 128 first). Raises ValueError for a shape incompatible with
        the built one, NotImplementedError for another data type."""
        import tensorflow as tf

        if isinstance(data, np.ndarray) or backend.is_tensor(data):
            input_shape = data.shape
        elif isinstance(data, tf.data.Dataset):
            input_shape = tuple(data.element_spec.shape)
            if len(input_shape) == 1:
                # Batch dataset if it isn't batched
                data = data.batch(128)
            input_shape = tuple(data.element_spec.shape)
        if not self.built:
            self.build(input_shape)
        else:
            for d in self._keep_axis:
                if input_shape[d] != self._build_input_shape[d]:
                    raise ValueError(
                        f"The layer was built with input_shape={self._build_input_shape}, but adapt() is being "
                        f"called with data with an incompatible shape, data.shape={input_shape}"
                    )
        if isinstance(data, np.ndarray):
            total_mean = np.mean(data, axis=self._reduce_axis)
            total_var = np.var(data, axis=self._reduce_axis)
        elif backend.is_tensor(data):
            total_mean = ops.mean(data, axis=self._reduce_axis)
            total_var = ops.var(data, axis=self._reduce_axis)
        elif isinstance(data, tf.data.Dataset):
            total_mean = ops.zeros(self._mean_and_var_shape)
            total_var = ops.zeros(self._mean_and_var_shape)
            total_count = 0
            for batch in data:
                batch = backend.convert_to_tensor(batch, dtype=self.compute_dtype)
                batch_mean = ops.mean(batch, axis=self._reduce_axis)
                batch_var = ops.var(batch, axis=self._reduce_axis)
                if self._reduce_axis:
                    batch_count = math.prod(batch.shape[d] for d in self._reduce_axis)
                else:
                    batch_count = 1
                total_count += batch_count
                batch_weight = float(batch_count) / total_count
                existing_weight = 1.0 - batch_weight
                new_total_mean = total_mean * existing_weight + batch_mean * batch_weight
                # The variance is updated from the change in the mean.
                total_var = (total_var + (total_mean - new_total_mean) ** 2) * existing_weight + (
                    batch_var + (batch_mean - new_total_mean) ** 2) * batch_weight
                total_mean = new_total_mean
        else:
            raise NotImplementedError(f"Unsupported data type: {type(data)}")
        self.adapt_mean.assign(total_mean)
        self.adapt_variance.assign(total_var)
        self.finalize_state()

    def finalize_state(self):
        if self.input_mean is not None or not self.built:
            return
        self.mean = ops.cast(ops.reshape(self.adapt_mean, self._broadcast_shape), self.compute_dtype)
        self.variance = ops.cast(ops.reshape(self.adapt_variance, self._broadcast_shape), self.compute_dtype)

    def call(self, inputs):
        if self.mean is None:
            raise ValueError("You must call `.build(input_shape)` on the layer before using it.")
        inputs = self.backend.core.convert_to_tensor(inputs, dtype=self.compute_dtype)
        mean = self.convert_weight(self.mean)
        variance = self.convert_weight(self.variance)
        np_ = self.backend.numpy
        if self.invert:
            return np_.add(mean, np_.multiply(inputs, np_.maximum(np_.sqrt(variance), backend.epsilon())))
        return np_.divide(np_.subtract(inputs, mean), np_.maximum(np_.sqrt(variance), backend.epsilon()))

    def compute_output_shape(self, input_shape):
        return input_shape

    def get_config(self):
        # np.array(v).tolist(), which gives None back for None (an object array tfplay's numpy lacks).
        def listify(v):
            return None if v is None else np.array(v).tolist()

        config = {"axis": self.axis, "invert": self.invert, "mean": listify(self.input_mean),
                  "variance": listify(self.input_variance)}
        return {**super().get_config(), **config}

    def load_own_variables(self, store):
        super().load_own_variables(store)
        # The mean and variance used by call() are taken from the loaded variables.
        self.finalize_state()

    def get_build_config(self):
        if self._build_input_shape:
            return {"input_shape": self._build_input_shape}

    def build_from_config(self, config):
        if config:
            self.build(config["input_shape"])
