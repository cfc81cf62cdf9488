"""The built-in losses (keras/src/losses/losses.py): each class wraps a per-sample function
of the same name; `keras.losses.mse` and friends are those functions."""
import warnings

from keras.src import backend, ops, tree
from keras.src.losses.loss import Loss, squeeze_or_expand_to_same_rank
from keras.src.utils.numerical_utils import build_pos_neg_masks
from keras.src.utils.warning_sites import warn_at


# The loss function LossFunctionWrapper.call is running (a warning a loss function raises with
# stacklevel=2 names that call's line in Keras, or the program's line when the program called it).
_wrapped_fn = None

# LossFunctionWrapper.call's `return self.fn(y_true, y_pred, **self._fn_kwargs)` in Keras 3.11.3.
_WRAPPER_CALL_SITE = ("losses/losses.py", 33, "return self.fn(y_true, y_pred, **self._fn_kwargs)")


class LossFunctionWrapper(Loss):
    def __init__(self, fn, reduction="sum_over_batch_size", name=None, dtype=None, **kwargs):
        super().__init__(name=name, reduction=reduction, dtype=dtype)
        self.fn = fn
        self._fn_kwargs = kwargs

    def call(self, y_true, y_pred):
        global _wrapped_fn
        pairs = tree.map_structure(squeeze_or_expand_to_same_rank, y_true, y_pred)
        y_true = tree.map_structure_up_to(y_true, lambda x: x[0], pairs)
        y_pred = tree.map_structure_up_to(y_pred, lambda x: x[1], pairs)
        outer, _wrapped_fn = _wrapped_fn, self.fn
        try:
            return self.fn(y_true, y_pred, **self._fn_kwargs)
        finally:
            _wrapped_fn = outer

    def get_config(self):
        config = super().get_config()
        config.update({"fn": getattr(self.fn, "__name__", str(self.fn))})
        config.update(self._fn_kwargs)
        return config

    def __repr__(self):
        return f"<LossFunctionWrapper({self.fn}, kwargs={self._fn_kwargs})>"


def _simple_loss(class_name, fn, default_name):
    """A LossFunctionWrapper subclass whose constructor takes only reduction, name and dtype."""

    def __init__(self, reduction="sum_over_batch_size", name=default_name, dtype=None):
        LossFunctionWrapper.__init__(self, fn, name=name, reduction=reduction, dtype=dtype)

    def get_config(self):
        return Loss.get_config(self)

    return type(class_name, (LossFunctionWrapper,), {"__init__": __init__, "get_config": get_config,
                                                     "__module__": __name__})


def hinge(y_true, y_pred):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = convert_binary_labels_to_hinge(ops.cast(y_true, dtype=y_pred.dtype))
    return ops.mean(ops.maximum(1.0 - y_true * y_pred, 0.0), axis=-1)


def squared_hinge(y_true, y_pred):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = convert_binary_labels_to_hinge(ops.cast(y_true, y_pred.dtype))
    return ops.mean(ops.square(ops.maximum(1.0 - y_true * y_pred, 0.0)), axis=-1)


def convert_binary_labels_to_hinge(y_true):
    is_binary = ops.all(ops.logical_or(ops.equal(y_true, 0), ops.equal(y_true, 1)))
    return ops.cond(is_binary, lambda: 2.0 * y_true - 1.0, lambda: y_true)


def categorical_hinge(y_true, y_pred):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.cast(y_true, y_pred.dtype)
    pos = ops.sum(y_true * y_pred, axis=-1)
    neg = ops.max((1.0 - y_true) * y_pred, axis=-1)
    return ops.maximum(neg - pos + 1.0, ops.cast(0.0, y_pred.dtype))


def mean_squared_error(y_true, y_pred):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    return ops.mean(ops.square(y_true - y_pred), axis=-1)


def mean_absolute_error(y_true, y_pred):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    return ops.mean(ops.abs(y_true - y_pred), axis=-1)


def mean_absolute_percentage_error(y_true, y_pred):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    epsilon = ops.convert_to_tensor(backend.epsilon(), dtype=y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    diff = ops.abs((y_true - y_pred) / ops.maximum(ops.abs(y_true), epsilon))
    return 100.0 * ops.mean(diff, axis=-1)


def mean_squared_logarithmic_error(y_true, y_pred):
    epsilon = ops.convert_to_tensor(backend.epsilon())
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    first_log = ops.log(ops.maximum(y_pred, epsilon) + 1.0)
    second_log = ops.log(ops.maximum(y_true, epsilon) + 1.0)
    return ops.mean(ops.square(first_log - second_log), axis=-1)


def huber(y_true, y_pred, delta=1.0):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    delta = ops.convert_to_tensor(delta, dtype=y_pred.dtype)
    error = ops.subtract(y_pred, y_true)
    abs_error = ops.abs(error)
    half = ops.convert_to_tensor(0.5, dtype=abs_error.dtype)
    return ops.mean(ops.where(abs_error <= delta, half * ops.square(error), delta * abs_error - half * ops.square(delta)),
                    axis=-1)


def log_cosh(y_true, y_pred):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    log2 = ops.convert_to_tensor(ops.log(2.0), dtype=y_pred.dtype)
    x = y_pred - y_true
    return ops.mean(x + ops.softplus(x * -2.0) - log2, axis=-1)


def kl_divergence(y_true, y_pred):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, y_pred.dtype)
    y_true = ops.clip(y_true, backend.epsilon(), 1)
    y_pred = ops.clip(y_pred, backend.epsilon(), 1)
    return ops.sum(y_true * ops.log(y_true / y_pred), axis=-1)


def poisson(y_true, y_pred):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    epsilon = ops.convert_to_tensor(backend.epsilon(), dtype=y_pred.dtype)
    return ops.mean(y_pred - y_true * ops.log(y_pred + epsilon), axis=-1)


def cosine_similarity(y_true, y_pred, axis=-1):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.convert_to_tensor(y_true, dtype=y_pred.dtype)
    y_true, y_pred = squeeze_or_expand_to_same_rank(y_true, y_pred)
    y_pred = _normalize(y_pred, axis=axis)
    y_true = _normalize(y_true, axis=axis)
    return -ops.sum(y_true * y_pred, axis=axis)


def _normalize(x, axis=-1, order=2):
    # keras.utils.normalize -> ops.normalize: x / sqrt(max(sum(x^2), epsilon))
    import tensorflow as tf

    return tf.math.l2_normalize(x, axis=axis, epsilon=backend.epsilon())


def _categorical_inputs(fn_name, y_true, y_pred, label_smoothing, axis):
    """The shared start of the categorical cross-entropies: an int `axis`, y_true cast to
    y_pred's dtype, a SyntaxWarning for a single class, label smoothing towards 1/num_classes."""
    if isinstance(axis, bool):
        raise ValueError(f"`axis` must be of type `int`. Received: axis={axis} of type {type(axis)}")
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.cast(y_true, y_pred.dtype)
    if y_pred.shape[-1] == 1:
        message = (f"In loss {fn_name}, expected y_pred.shape to be (batch_size, num_classes) with "
                   f"num_classes > 1. Received: y_pred.shape={y_pred.shape}. Consider using "
                   "'binary_crossentropy' if you only have 2 classes.")
        # Keras's stacklevel=2 names the loss function's caller: LossFunctionWrapper.call (a
        # compiled "categorical_crossentropy", CategoricalCrossentropy()) or the program.
        if _wrapped_fn is not None and _wrapped_fn is globals().get(fn_name):
            warn_at(message, SyntaxWarning, _WRAPPER_CALL_SITE)
        else:
            warnings.warn(message, SyntaxWarning, stacklevel=1)
    if label_smoothing:
        num_classes = ops.cast(ops.shape(y_true)[-1], y_pred.dtype)
        y_true = y_true * (1.0 - label_smoothing) + label_smoothing / num_classes
    return y_true, y_pred


def categorical_crossentropy(y_true, y_pred, from_logits=False, label_smoothing=0.0, axis=-1):
    y_true, y_pred = _categorical_inputs("categorical_crossentropy", y_true, y_pred, label_smoothing, axis)
    return ops.categorical_crossentropy(y_true, y_pred, from_logits=from_logits, axis=axis)


def sparse_categorical_crossentropy(y_true, y_pred, from_logits=False, ignore_class=None, axis=-1):
    if len(y_true.shape) == len(y_pred.shape) and y_true.shape[-1] == 1:
        y_true = ops.squeeze(y_true, axis=-1)
    if ignore_class is not None:
        res_shape = ops.shape(y_pred)[:-1]
        valid_mask = ops.not_equal(y_true, ops.cast(ignore_class, y_pred.dtype))
        y_true = y_true * ops.cast(valid_mask, y_true.dtype)
        y_pred = y_pred * ops.cast(ops.expand_dims(valid_mask, -1), y_pred.dtype)
    res = ops.sparse_categorical_crossentropy(y_true, y_pred, from_logits=from_logits, axis=axis)
    if ignore_class is not None:
        valid_mask = ops.reshape(valid_mask, res_shape)
        res = ops.where(valid_mask, res, 0.0)
        backend.set_keras_mask(res, mask=valid_mask)
    return res


def binary_crossentropy(y_true, y_pred, from_logits=False, label_smoothing=0.0, axis=-1):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.cast(y_true, y_pred.dtype)
    if label_smoothing:
        y_true = y_true * (1.0 - label_smoothing) + 0.5 * label_smoothing
    return ops.mean(ops.binary_crossentropy(y_true, y_pred, from_logits=from_logits), axis=axis)



def binary_focal_crossentropy(y_true, y_pred, apply_class_balancing=False, alpha=0.25, gamma=2.0,
                              from_logits=False, label_smoothing=0.0, axis=-1):
    """Binary cross-entropy scaled by `(1 - p_t) ** gamma` (and by alpha / 1 - alpha with
    apply_class_balancing), averaged over `axis`."""
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.cast(y_true, y_pred.dtype)
    if label_smoothing:
        y_true = y_true * (1.0 - label_smoothing) + 0.5 * label_smoothing
    if from_logits:
        y_pred = ops.sigmoid(y_pred)
    bce = ops.binary_crossentropy(target=y_true, output=y_pred, from_logits=False)
    p_t = y_true * y_pred + (1 - y_true) * (1 - y_pred)
    focal_factor = ops.power(1.0 - p_t, gamma)
    focal_bce = focal_factor * bce
    if apply_class_balancing:
        weight = y_true * alpha + (1 - y_true) * (1 - alpha)
        focal_bce = weight * focal_bce
    return ops.mean(focal_bce, axis=axis)


def categorical_focal_crossentropy(y_true, y_pred, alpha=0.25, gamma=2.0, from_logits=False, label_smoothing=0.0,
                                   axis=-1):
    """Categorical cross-entropy of the renormalised, clipped probabilities, each term scaled by
    `alpha * (1 - p) ** gamma`, summed over `axis`."""
    y_true, y_pred = _categorical_inputs("categorical_focal_crossentropy", y_true, y_pred, label_smoothing, axis)
    if from_logits:
        y_pred = ops.softmax(y_pred, axis=axis)
    output = y_pred / ops.sum(y_pred, axis=axis, keepdims=True)
    output = ops.clip(output, backend.epsilon(), 1.0 - backend.epsilon())
    cce = -y_true * ops.log(output)
    modulating_factor = ops.power(1.0 - output, gamma)
    weighting_factor = ops.multiply(modulating_factor, alpha)
    focal_cce = ops.multiply(weighting_factor, cce)
    return ops.sum(focal_cce, axis=axis)


def dice(y_true, y_pred, axis=None):
    """`1 - 2 * sum(y_true * y_pred) / (sum(y_true) + sum(y_pred) + epsilon)` over `axis`
    (all axes when None)."""
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.cast(y_true, y_pred.dtype)
    intersection = ops.sum(y_true * y_pred, axis=axis)
    dice_value = ops.divide(2.0 * intersection,
                            ops.sum(y_true, axis=axis) + ops.sum(y_pred, axis=axis) + backend.epsilon())
    return 1 - dice_value


def tversky(y_true, y_pred, alpha=0.5, beta=0.5, axis=None):
    """`1 - TP / (TP + alpha * FP + beta * FN + epsilon)` over `axis` (all axes when None)."""
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.cast(y_true, y_pred.dtype)
    intersection = ops.sum(y_true * y_pred, axis=axis)
    fp = ops.sum((1 - y_pred) * y_true, axis=axis)
    fn = ops.sum(y_pred * (1 - y_true), axis=axis)
    tversky_value = ops.divide(intersection, intersection + fp * alpha + fn * beta + backend.epsilon())
    return 1 - tversky_value


def categorical_generalized_cross_entropy(y_true, y_pred, q):
    """`(1 - p ** q) / q` for the probability `p` of each sample's integer label."""
    y_true_one_hot = ops.one_hot(ops.cast(y_true, "int"), num_classes=ops.shape(y_pred)[-1])
    y_true_one_hot = ops.cast(y_true_one_hot, y_pred.dtype)
    p = ops.sum(y_pred * y_true_one_hot, axis=-1)
    return (1 - ops.power(p, q)) / q


MeanSquaredError = _simple_loss("MeanSquaredError", mean_squared_error, "mean_squared_error")
MeanAbsoluteError = _simple_loss("MeanAbsoluteError", mean_absolute_error, "mean_absolute_error")
MeanAbsolutePercentageError = _simple_loss("MeanAbsolutePercentageError", mean_absolute_percentage_error,
                                           "mean_absolute_percentage_error")
MeanSquaredLogarithmicError = _simple_loss("MeanSquaredLogarithmicError", mean_squared_logarithmic_error,
                                           "mean_squared_logarithmic_error")
LogCosh = _simple_loss("LogCosh", log_cosh, "log_cosh")
Hinge = _simple_loss("Hinge", hinge, "hinge")
SquaredHinge = _simple_loss("SquaredHinge", squared_hinge, "squared_hinge")
CategoricalHinge = _simple_loss("CategoricalHinge", categorical_hinge, "categorical_hinge")
KLDivergence = _simple_loss("KLDivergence", kl_divergence, "kl_divergence")
Poisson = _simple_loss("Poisson", poisson, "poisson")


class CosineSimilarity(LossFunctionWrapper):
    def __init__(self, axis=-1, reduction="sum_over_batch_size", name="cosine_similarity", dtype=None):
        super().__init__(cosine_similarity, name=name, reduction=reduction, dtype=dtype, axis=axis)

    def get_config(self):
        return Loss.get_config(self)


class Huber(LossFunctionWrapper):
    def __init__(self, delta=1.0, reduction="sum_over_batch_size", name="huber_loss", dtype=None):
        super().__init__(huber, name=name, reduction=reduction, dtype=dtype, delta=delta)

    def get_config(self):
        return Loss.get_config(self)


class BinaryCrossentropy(LossFunctionWrapper):
    def __init__(self, from_logits=False, label_smoothing=0.0, axis=-1, reduction="sum_over_batch_size",
                 name="binary_crossentropy", dtype=None):
        super().__init__(binary_crossentropy, name=name, reduction=reduction, dtype=dtype, from_logits=from_logits,
                         label_smoothing=label_smoothing, axis=axis)
        self.from_logits = from_logits
        self.label_smoothing = label_smoothing
        self.axis = axis

    def get_config(self):
        config = Loss.get_config(self)
        config.update({"from_logits": self.from_logits, "label_smoothing": self.label_smoothing, "axis": self.axis})
        return config


class CategoricalCrossentropy(LossFunctionWrapper):
    def __init__(self, from_logits=False, label_smoothing=0.0, axis=-1, reduction="sum_over_batch_size",
                 name="categorical_crossentropy", dtype=None):
        super().__init__(categorical_crossentropy, name=name, reduction=reduction, dtype=dtype,
                         from_logits=from_logits, label_smoothing=label_smoothing, axis=axis)
        self.from_logits = from_logits
        self.label_smoothing = label_smoothing
        self.axis = axis

    def get_config(self):
        config = Loss.get_config(self)
        config.update({"from_logits": self.from_logits, "label_smoothing": self.label_smoothing, "axis": self.axis})
        return config


class SparseCategoricalCrossentropy(LossFunctionWrapper):
    def __init__(self, from_logits=False, ignore_class=None, reduction="sum_over_batch_size", axis=-1,
                 name="sparse_categorical_crossentropy", dtype=None):
        super().__init__(sparse_categorical_crossentropy, name=name, reduction=reduction, dtype=dtype,
                         from_logits=from_logits, ignore_class=ignore_class, axis=axis)
        self.from_logits = from_logits
        self.ignore_class = ignore_class

    def get_config(self):
        config = Loss.get_config(self)
        config.update({"from_logits": self.from_logits, "ignore_class": self.ignore_class})
        return config



class BinaryFocalCrossentropy(LossFunctionWrapper):
    def __init__(self, apply_class_balancing=False, alpha=0.25, gamma=2.0, from_logits=False, label_smoothing=0.0,
                 axis=-1, reduction="sum_over_batch_size", name="binary_focal_crossentropy", dtype=None):
        super().__init__(binary_focal_crossentropy, name=name, reduction=reduction, dtype=dtype,
                         apply_class_balancing=apply_class_balancing, alpha=alpha, gamma=gamma,
                         from_logits=from_logits, label_smoothing=label_smoothing, axis=axis)
        self.from_logits = from_logits
        self.label_smoothing = label_smoothing
        self.axis = axis
        self.apply_class_balancing = apply_class_balancing
        self.alpha = alpha
        self.gamma = gamma

    def get_config(self):
        config = Loss.get_config(self)
        config.update({"from_logits": self.from_logits, "label_smoothing": self.label_smoothing, "axis": self.axis,
                       "apply_class_balancing": self.apply_class_balancing, "alpha": self.alpha,
                       "gamma": self.gamma})
        return config


class CategoricalFocalCrossentropy(LossFunctionWrapper):
    def __init__(self, alpha=0.25, gamma=2.0, from_logits=False, label_smoothing=0.0, axis=-1,
                 reduction="sum_over_batch_size", name="categorical_focal_crossentropy", dtype=None):
        super().__init__(categorical_focal_crossentropy, name=name, reduction=reduction, dtype=dtype, alpha=alpha,
                         gamma=gamma, from_logits=from_logits, label_smoothing=label_smoothing, axis=axis)
        self.from_logits = from_logits
        self.label_smoothing = label_smoothing
        self.axis = axis
        self.alpha = alpha
        self.gamma = gamma

    def get_config(self):
        config = Loss.get_config(self)
        config.update({"from_logits": self.from_logits, "label_smoothing": self.label_smoothing, "axis": self.axis,
                       "alpha": self.alpha, "gamma": self.gamma})
        return config


class Dice(LossFunctionWrapper):
    def __init__(self, reduction="sum_over_batch_size", name="dice", axis=None, dtype=None):
        super().__init__(dice, name=name, reduction=reduction, dtype=dtype, axis=axis)
        self.axis = axis

    def get_config(self):
        config = Loss.get_config(self)
        config.update({"axis": self.axis})
        return config


class Tversky(LossFunctionWrapper):
    def __init__(self, alpha=0.5, beta=0.5, reduction="sum_over_batch_size", name="tversky", axis=None, dtype=None):
        super().__init__(tversky, name=name, reduction=reduction, dtype=dtype, alpha=alpha, beta=beta, axis=axis)
        self.alpha = alpha
        self.beta = beta
        self.axis = axis

    def get_config(self):
        config = Loss.get_config(self)
        config.update({"alpha": self.alpha, "beta": self.beta, "axis": self.axis})
        return config


class CategoricalGeneralizedCrossEntropy(LossFunctionWrapper):
    def __init__(self, q=0.5, reduction="sum_over_batch_size", name="categorical_generalized_cross_entropy",
                 dtype=None):
        if not 0 < q < 1:
            raise ValueError("q must be in the interval (0, 1)")
        super().__init__(categorical_generalized_cross_entropy, name=name, reduction=reduction, dtype=dtype, q=q)
        self.q = q

    def get_config(self):
        config = Loss.get_config(self)
        config.update({"q": self.q})
        return config


class CTC(LossFunctionWrapper):
    def __init__(self, reduction="sum_over_batch_size", name="ctc", dtype=None):
        super().__init__(ctc, name=name, reduction=reduction, dtype=dtype)

    def get_config(self):
        return Loss.get_config(self)


class Circle(LossFunctionWrapper):
    def __init__(self, gamma=80.0, margin=0.4, remove_diagonal=True, reduction="sum_over_batch_size", name="circle",
                 dtype=None):
        super().__init__(circle, name=name, reduction=reduction, dtype=dtype, gamma=gamma, margin=margin,
                         remove_diagonal=remove_diagonal)
        self.gamma = gamma
        self.margin = margin
        self.remove_diagonal = remove_diagonal

    def get_config(self):
        config = Loss.get_config(self)
        config.update({"gamma": self.gamma, "margin": self.margin, "remove_diagonal": self.remove_diagonal})
        return config


def ctc(y_true, y_pred):
    if len(ops.shape(y_true)) != 2:
        raise ValueError("Targets `y_true` are expected to be a tensor of shape `(batch_size, max_length)` in integer "
                         f"format. Received: y_true.shape={ops.shape(y_true)}")
    if len(ops.shape(y_pred)) != 3:
        raise ValueError("Logits `y_pred` are expected to be a tensor of shape `(batch_size, max_length, num_classes)`. "
                         f"Received: y_pred.shape={ops.shape(y_pred)}")

    mask_index = 0
    batch_length = ops.shape(y_pred)[0]
    input_length = ops.shape(y_pred)[1]
    input_length = input_length * ops.ones((batch_length,), dtype="int32")
    label_length = ops.cast(ops.sum(y_true != mask_index, axis=-1), dtype="int32")

    return ops.ctc_loss(y_true, y_pred, label_length, input_length, mask_index=mask_index)


def circle(y_true, y_pred, ref_labels=None, ref_embeddings=None, remove_diagonal=True, gamma=80, margin=0.4):
    y_pred = ops.convert_to_tensor(y_pred)
    y_true = ops.cast(y_true, "int32")
    ref_embeddings = y_pred if ref_embeddings is None else ops.convert_to_tensor(ref_embeddings)
    ref_labels = y_true if ref_labels is None else ops.cast(ref_labels, "int32")

    optim_pos = margin
    optim_neg = 1 + margin
    delta_pos = margin
    delta_neg = 1 - margin

    pairwise_cosine_distances = 1 - ops.matmul(y_pred, ops.transpose(ref_embeddings))
    pairwise_cosine_distances = ops.maximum(pairwise_cosine_distances, 0.0)
    positive_mask, negative_mask = build_pos_neg_masks(y_true, ref_labels, remove_diagonal=remove_diagonal)
    positive_mask = ops.cast(positive_mask, dtype=pairwise_cosine_distances.dtype)
    negative_mask = ops.cast(negative_mask, dtype=pairwise_cosine_distances.dtype)

    pos_weights = optim_pos + pairwise_cosine_distances
    pos_weights = pos_weights * positive_mask
    pos_weights = ops.maximum(pos_weights, 0.0)
    neg_weights = optim_neg - pairwise_cosine_distances
    neg_weights = neg_weights * negative_mask
    neg_weights = ops.maximum(neg_weights, 0.0)

    pos_dists = delta_pos - pairwise_cosine_distances
    neg_dists = delta_neg - pairwise_cosine_distances

    pos_wdists = -1 * gamma * pos_weights * pos_dists
    neg_wdists = gamma * neg_weights * neg_dists

    p_loss = ops.logsumexp(ops.where(positive_mask, pos_wdists, float("-inf")), axis=1)
    n_loss = ops.logsumexp(ops.where(negative_mask, neg_wdists, float("-inf")), axis=1)

    circle_loss = ops.softplus(p_loss + n_loss)
    backend.set_keras_mask(circle_loss, circle_loss > 0)
    return circle_loss
