"""Weight regularizers (keras/src/regularizers/regularizers.py): penalties on weights, summed
into `model.losses`. The classes live here so that their reprs and `type()` name this module."""
import math

from keras.src import ops


def validate_float_arg(value, name):
    if not isinstance(value, (float, int)) or (math.isinf(value) or math.isnan(value)) or value < 0:
        raise ValueError(f"Invalid value for argument {name}: expected a non-negative float.Received: {name}={value}")
    return float(value)


class Regularizer:
    def __call__(self, x):
        return 0.0

    @classmethod
    def from_config(cls, config):
        return cls(**config)

    def get_config(self):
        raise NotImplementedError(f"{self} does not implement get_config()")


class L1L2(Regularizer):
    def __init__(self, l1=0.0, l2=0.0):
        l1 = 0.0 if l1 is None else l1
        l2 = 0.0 if l2 is None else l2
        validate_float_arg(l1, name="l1")
        validate_float_arg(l2, name="l2")
        self.l1 = l1
        self.l2 = l2

    def __call__(self, x):
        regularization = ops.convert_to_tensor(0.0, dtype=x.dtype)
        if self.l1:
            regularization += self.l1 * ops.sum(ops.absolute(x))
        if self.l2:
            regularization += self.l2 * ops.sum(ops.square(x))
        return regularization

    def get_config(self):
        return {"l1": float(self.l1), "l2": float(self.l2)}


class L1(Regularizer):
    def __init__(self, l1=0.01):
        l1 = 0.01 if l1 is None else l1
        validate_float_arg(l1, name="l1")
        self.l1 = ops.convert_to_tensor(l1)

    def __call__(self, x):
        return self.l1 * ops.sum(ops.absolute(x))

    def get_config(self):
        return {"l1": float(self.l1)}


class L2(Regularizer):
    def __init__(self, l2=0.01):
        l2 = 0.01 if l2 is None else l2
        validate_float_arg(l2, name="l2")
        self.l2 = l2

    def __call__(self, x):
        return self.l2 * ops.sum(ops.square(x))

    def get_config(self):
        return {"l2": float(self.l2)}


class OrthogonalRegularizer(Regularizer):
    """Penalises non-orthogonal rows (mode "rows") or columns of a rank-2 weight: `factor` times
    half the mean absolute dot product of the L2-normalised vectors over the distinct pairs."""

    def __init__(self, factor=0.01, mode="rows"):
        validate_float_arg(factor, name="factor")
        self.factor = ops.convert_to_tensor(factor)
        if mode not in {"rows", "columns"}:
            raise ValueError(f'Invalid value for argument `mode`. Expected one of {{"rows", "columns"}}. Received: mode={mode}')
        self.mode = mode

    def __call__(self, inputs):
        if len(inputs.shape) != 2:
            raise ValueError(f"Inputs to OrthogonalRegularizer must have rank 2. Received: inputs.shape={inputs.shape}")
        rows = self.mode == "rows"
        unit = ops.nn.normalize(inputs, axis=1 if rows else 0, order=2)
        product = ops.matmul(unit, ops.transpose(unit)) if rows else ops.matmul(ops.transpose(unit), unit)
        size = inputs.shape[0] if rows else inputs.shape[1]
        off_diagonal = product * (1.0 - ops.eye(size, dtype=unit.dtype))
        pairs = size * (size - 1.0) / 2.0
        return self.factor * 0.5 * ops.sum(ops.absolute(off_diagonal)) / pairs

    def get_config(self):
        return {"factor": float(self.factor), "mode": self.mode}
