"""Loss (keras/src/losses/loss.py): `loss(y_true, y_pred, sample_weight)` casts both to the
loss dtype, computes per-sample values with call(), and reduces them. The default reduction
"sum_over_batch_size" divides the (weighted) sum by the number of values, not by the weights."""
from keras.src import backend, dtype_policies, ops, tree
from keras.src.saving.keras_saveable import KerasSaveable
from keras.src.utils.naming import auto_name


class Loss(KerasSaveable):
    def __init__(self, name=None, reduction="sum_over_batch_size", dtype=None):
        self.name = name or auto_name(self.__class__.__name__)
        self.reduction = standardize_reduction(reduction)
        self._dtype_policy = dtype_policies.get(dtype or backend.floatx())
        self._dtype = self._dtype_policy.compute_dtype

    @property
    def dtype(self):
        return self._dtype

    def __call__(self, y_true, y_pred, sample_weight=None):
        in_mask = backend.get_keras_mask(y_pred)
        with backend.name_scope(self.name):
            y_pred = tree.map_structure(lambda x: ops.convert_to_tensor(x, dtype=self.dtype), y_pred)
            y_true = tree.map_structure(lambda x: ops.convert_to_tensor(x, dtype=self.dtype), y_true)
            losses = self.call(y_true, y_pred)
            out_mask = backend.get_keras_mask(losses)
            if in_mask is not None and out_mask is not None:
                mask = in_mask & out_mask
            elif in_mask is not None:
                mask = in_mask
            else:
                mask = out_mask
            return reduce_weighted_values(losses, sample_weight=sample_weight, mask=mask, reduction=self.reduction,
                                          dtype=self.dtype)

    def call(self, y_true, y_pred):
        raise NotImplementedError

    def _obj_type(self):
        return "Loss"

    def get_config(self):
        return {"name": self.name, "reduction": self.reduction}

    @classmethod
    def from_config(cls, config):
        return cls(**config)


def standardize_reduction(reduction):
    allowed = {"sum_over_batch_size", "sum", None, "none", "mean", "mean_with_sample_weight"}
    if reduction not in allowed:
        raise ValueError(
            f"Invalid value for argument `reduction`. Expected one of {allowed}. Received: reduction={reduction}"
        )
    return reduction


def squeeze_or_expand_to_same_rank(x1, x2, expand_rank_1=True):
    """Makes ranks equal when they differ by a trailing dimension of 1: (N, 1) vs (N,) squeezes
    (or expands a rank-1 partner) rather than broadcasting to (N, N)."""
    x1_rank = len(x1.shape)
    x2_rank = len(x2.shape)
    if x1_rank == x2_rank:
        return x1, x2
    if x1_rank == x2_rank + 1 and x1.shape[-1] == 1:
        if x2_rank == 1 and expand_rank_1:
            x2 = ops.expand_dims(x2, axis=-1)
        else:
            x1 = ops.squeeze(x1, axis=-1)
    if x2_rank == x1_rank + 1 and x2.shape[-1] == 1:
        if x1_rank == 1 and expand_rank_1:
            x1 = ops.expand_dims(x1, axis=-1)
        else:
            x2 = ops.squeeze(x2, axis=-1)
    return x1, x2


def reduce_values(values, sample_weight=None, reduction="sum_over_batch_size"):
    if reduction is None or reduction == "none" or tuple(values.shape) == () or tuple(values.shape) == (0,):
        return values
    loss = ops.sum(values)
    if reduction in ("sum_over_batch_size", "mean", "mean_with_sample_weight"):
        if reduction == "mean_with_sample_weight" and sample_weight is not None:
            divisor = ops.cast(ops.sum(sample_weight), loss.dtype)
        else:
            divisor = ops.cast(ops.prod(ops.convert_to_tensor(ops.shape(values), dtype="int32")), loss.dtype)
        loss = ops.divide_no_nan(loss, divisor)
        loss = scale_loss_for_distribution(loss)
    return loss


def reduce_weighted_values(values, sample_weight=None, mask=None, reduction="sum_over_batch_size", dtype=None):
    reduction = standardize_reduction(reduction)
    values = ops.convert_to_tensor(values, dtype=dtype)
    if sample_weight is not None:
        sample_weight = ops.convert_to_tensor(sample_weight, dtype=dtype)
    if mask is not None:
        mask = ops.convert_to_tensor(mask, dtype=dtype)
    sample_weight = apply_mask(sample_weight, mask, dtype=values.dtype, reduction=reduction)
    if sample_weight is not None:
        sample_weight = ops.cast(sample_weight, values.dtype)
        values, sample_weight = squeeze_or_expand_to_same_rank(values, sample_weight)
        values = values * sample_weight
    return reduce_values(values, sample_weight, reduction)


def apply_mask(sample_weight, mask, dtype, reduction):
    if mask is not None:
        mask = ops.cast(mask, dtype=dtype)
        if reduction in ("mean", "sum_over_batch_size"):
            total = ops.cast(ops.prod(ops.convert_to_tensor(ops.shape(mask), dtype="int32")), dtype)
            valid = ops.sum(mask)
            mask *= total / (valid + backend.epsilon())
        if sample_weight is not None:
            sample_weight = ops.cast(sample_weight, dtype=dtype)
            mask, sample_weight = squeeze_or_expand_to_same_rank(mask, sample_weight)
            sample_weight *= mask
        else:
            sample_weight = mask
    return sample_weight


def scale_loss_for_distribution(value):
    # One replica on tfplay's single CPU: TF's default strategy never rescales.
    return value


def unscale_loss_for_distribution(value):
    return value
