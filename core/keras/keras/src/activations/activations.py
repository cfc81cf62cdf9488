"""keras.activations (keras/src/activations/activations.py)."""
from keras.src import backend, ops


def relu(x, negative_slope=0.0, max_value=None, threshold=0.0):
    x = backend.convert_to_tensor(x)
    if negative_slope != 0.0:
        if max_value is None and threshold == 0:
            return backend.nn.leaky_relu(x, negative_slope=negative_slope)
        negative_part = backend.nn.relu(-x + threshold) if threshold != 0 else backend.nn.relu(-x)
    else:
        negative_part = 1
    clip_max = max_value is not None
    if threshold != 0:
        threshold = ops.cast(threshold, dtype=x.dtype)
        x = x * backend.cast(backend.numpy.greater(x, threshold), dtype=x.dtype)
    elif max_value == 6:
        x = backend.nn.relu6(x)
        clip_max = False
    else:
        x = backend.nn.relu(x)
    if clip_max:
        min_value = ops.cast(0.0, dtype=x.dtype)
        max_value = ops.cast(max_value, dtype=x.dtype)
        x = backend.numpy.clip(x, min_value, max_value)
    if negative_slope != 0.0:
        x -= negative_slope * negative_part
    return x


def leaky_relu(x, negative_slope=0.2):
    return ops.leaky_relu(x, negative_slope=negative_slope)


def relu6(x):
    return ops.relu6(x)


def softmax(x, axis=-1):
    output = ops.softmax(x, axis=axis)
    try:
        output._keras_logits = x
    except AttributeError:
        pass
    return output


def elu(x, alpha=1.0):
    return ops.elu(x, alpha=alpha)


def selu(x):
    return ops.selu(x)


def softplus(x):
    return ops.softplus(x)


def softsign(x):
    return ops.softsign(x)


def silu(x):
    return ops.silu(x)


def gelu(x, approximate=False):
    return ops.gelu(x, approximate=approximate)


def tanh(x):
    return ops.tanh(x)


def sigmoid(x):
    output = ops.sigmoid(x)
    try:
        output._keras_logits = x
    except AttributeError:
        pass
    return output


def exponential(x):
    return ops.exp(x)


def hard_sigmoid(x):
    return ops.hard_sigmoid(x)


def hard_silu(x):
    return ops.hard_silu(x)


def linear(x):
    return x


def mish(x):
    x = backend.convert_to_tensor(x)
    return x * backend.nn.tanh(backend.nn.softplus(x))


def log_softmax(x, axis=-1):
    return ops.log_softmax(x, axis=axis)


def log_sigmoid(x):
    return ops.log_sigmoid(x)


def soft_shrink(x, threshold=0.5):
    return ops.soft_shrink(x, threshold=threshold)


def sparse_plus(x):
    return ops.sparse_plus(x)


def squareplus(x, b=4):
    return ops.squareplus(x, b=b)


def celu(x, alpha=1.0):
    return ops.celu(x, alpha=alpha)


def glu(x, axis=-1):
    return ops.glu(x, axis=axis)


def tanh_shrink(x):
    return ops.tanh_shrink(x)


def hard_tanh(x):
    return ops.hard_tanh(x)


def hard_shrink(x, threshold=0.5):
    return ops.hard_shrink(x, threshold=threshold)


def threshold(x, threshold, default_value):
    return ops.threshold(x, threshold, default_value)


def sparse_sigmoid(x):
    return ops.sparse_sigmoid(x)


def sparsemax(x, axis=-1):
    x = backend.convert_to_tensor(x)
    return ops.sparsemax(x, axis)
