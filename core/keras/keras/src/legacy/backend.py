"""tf.keras.backend's Keras 2 functions (the `K.*` API), deprecated but kept by Keras 3.11.3's
tf.keras view (keras/src/legacy/backend.py). Each is a thin layer over TF ops, written here as
Keras writes it over TF 2.20's, so values, dtypes and errors are TF's own. Where Keras calls a
tf.compat.v1 op, the TF 2 op it forwards to is called instead (same kernel, same result)."""

import itertools

import numpy as np
import tensorflow as tf

from keras.src import backend
from keras.src.backend.tensorflow import nn as tf_backend_nn
from keras.src.layers.merging.dot import axis_moved_last, axis_moved_second
from keras.src.layers.reshaping.up_sampling3d import repeat_volume
from keras.src.utils.unavailable import unavailable
from keras.src.utils.warning_sites import KERAS_SRC

# The builtins, bound before this module's K.any and K.all shadow them.
py_any = any
py_all = all
_DATA_FORMATS = {"channels_first", "channels_last"}


def _data_format(data_format):
    """`data_format`, or keras.config.image_data_format() when None; ValueError otherwise."""
    if data_format is None:
        data_format = backend.image_data_format()
    if data_format not in _DATA_FORMATS:
        raise ValueError(f"Unknown data_format: {data_format}")
    return data_format


# TF's deprecated_args decorator logs once per process for each function whose deprecated
# `dtype` argument is passed (even as None), naming the calling line: here Keras's, for the
# tf.compat.v1 functions its legacy backend calls with dtype=.
_logged_deprecated_dtype = set()


def _log_deprecated_dtype(keras_line, function, module, instructions):
    if function in _logged_deprecated_dtype:
        return
    _logged_deprecated_dtype.add(function)
    tf.get_logger().warning(
        f"From {KERAS_SRC}legacy/backend.py:{keras_line}: calling {function} (from {module}) "
        f"with dtype is deprecated and will be removed in a future version.\n"
        f"Instructions for updating:\n{instructions}")


_V1_INITIALIZER_DTYPE = ("Call initializer instance with the dtype argument instead of passing it "
                         "to the constructor")


def _floatx_if_none(dtype):
    return backend.floatx() if dtype is None else dtype


def _random_seed(seed, high=10e6):
    """`seed`, or a fresh one from numpy's global generator as Keras draws it."""
    return np.random.randint(high) if seed is None else seed


# Elementwise math and comparisons: the TF op of the same meaning.
def abs(x):
    """tf.abs(x)."""
    return tf.abs(x)


def cos(x):
    """tf.cos(x)."""
    return tf.cos(x)


def sin(x):
    """tf.sin(x)."""
    return tf.sin(x)


def exp(x):
    """tf.exp(x)."""
    return tf.exp(x)


def log(x):
    """tf.math.log(x)."""
    return tf.math.log(x)


def pow(x, a):
    """tf.pow(x, a)."""
    return tf.pow(x, a)


def round(x):
    """tf.round(x) (half to even)."""
    return tf.round(x)


def sign(x):
    """tf.sign(x)."""
    return tf.sign(x)


def square(x):
    """tf.square(x)."""
    return tf.square(x)


def sqrt(x):
    """tf.sqrt of x clipped below at 0 (so negative entries give 0, not nan)."""
    zero = tf.convert_to_tensor(0.0, x.dtype)
    return tf.sqrt(tf.maximum(x, zero))


def equal(x, y):
    """tf.equal(x, y): a bool tensor."""
    return tf.equal(x, y)


def not_equal(x, y):
    """tf.not_equal(x, y)."""
    return tf.not_equal(x, y)


def greater(x, y):
    """tf.greater(x, y)."""
    return tf.greater(x, y)


def greater_equal(x, y):
    """tf.greater_equal(x, y)."""
    return tf.greater_equal(x, y)


def less(x, y):
    """tf.less(x, y)."""
    return tf.less(x, y)


def less_equal(x, y):
    """tf.less_equal(x, y)."""
    return tf.less_equal(x, y)


def maximum(x, y):
    """tf.maximum(x, y)."""
    return tf.maximum(x, y)


def minimum(x, y):
    """tf.minimum(x, y)."""
    return tf.minimum(x, y)


def clip(x, min_value, max_value):
    """tf.clip_by_value(x, min_value, max_value); a max below the min (both Python numbers)
    becomes the min, and None means -inf / inf."""
    if isinstance(min_value, (int, float)) and isinstance(max_value, (int, float)):
        if max_value < min_value:
            max_value = min_value
    if min_value is None:
        min_value = -np.inf
    if max_value is None:
        max_value = np.inf
    return tf.clip_by_value(x, min_value, max_value)


# Reductions and scans.
def _float_if_bool(x):
    return tf.cast(x, backend.floatx()) if x.dtype.base_dtype == tf.bool else x


def all(x, axis=None, keepdims=False):
    """tf.reduce_all of x cast to bool."""
    return tf.reduce_all(tf.cast(x, tf.bool), axis, keepdims)


def any(x, axis=None, keepdims=False):
    """tf.reduce_any of x cast to bool."""
    return tf.reduce_any(tf.cast(x, tf.bool), axis, keepdims)


def max(x, axis=None, keepdims=False):
    """tf.reduce_max(x, axis, keepdims)."""
    return tf.reduce_max(x, axis, keepdims)


def min(x, axis=None, keepdims=False):
    """tf.reduce_min(x, axis, keepdims)."""
    return tf.reduce_min(x, axis, keepdims)


def sum(x, axis=None, keepdims=False):
    """tf.reduce_sum(x, axis, keepdims)."""
    return tf.reduce_sum(x, axis, keepdims)


def prod(x, axis=None, keepdims=False):
    """tf.reduce_prod(x, axis, keepdims)."""
    return tf.reduce_prod(x, axis, keepdims)


def mean(x, axis=None, keepdims=False):
    """tf.reduce_mean; a bool x is cast to floatx first."""
    return tf.reduce_mean(_float_if_bool(x), axis, keepdims)


def std(x, axis=None, keepdims=False):
    """tf.math.reduce_std; a bool x is cast to floatx first."""
    return tf.math.reduce_std(_float_if_bool(x), axis=axis, keepdims=keepdims)


def var(x, axis=None, keepdims=False):
    """tf.math.reduce_variance; a bool x is cast to floatx first."""
    return tf.math.reduce_variance(_float_if_bool(x), axis=axis, keepdims=keepdims)


def argmax(x, axis=-1):
    """tf.argmax(x, axis): int64."""
    return tf.argmax(x, axis)


def argmin(x, axis=-1):
    """tf.argmin(x, axis): int64."""
    return tf.argmin(x, axis)


def cumsum(x, axis=0):
    """tf.cumsum(x, axis=axis)."""
    return tf.cumsum(x, axis=axis)


def cumprod(x, axis=0):
    """tf.math.cumprod(x, axis=axis)."""
    return tf.math.cumprod(x, axis=axis)


# Tensors, variables and their properties.
def cast(x, dtype):
    """tf.cast(x, dtype)."""
    return tf.cast(x, dtype)


def cast_to_floatx(x):
    """A tensor cast to floatx, or anything else as a numpy array of floatx."""
    if isinstance(x, (tf.Tensor, tf.Variable, tf.SparseTensor)):
        return tf.cast(x, dtype=backend.floatx())
    return np.asarray(x, dtype=backend.floatx())


def constant(value, dtype=None, shape=None, name=None):
    """tf.constant with floatx as the default dtype."""
    if dtype is None:
        dtype = backend.floatx()
    return tf.constant(value, dtype=dtype, shape=shape, name=name)


def variable(value, dtype=None, name=None, constraint=None):
    """A tf.Variable of `value` (dtype floatx by default); a scipy sparse matrix (anything with
    `tocoo`) becomes a tf.SparseTensor instead."""
    if dtype is None:
        dtype = backend.floatx()
    if hasattr(value, "tocoo"):
        coo = value.tocoo()
        indices = np.concatenate((np.expand_dims(coo.row, 1), np.expand_dims(coo.col, 1)), 1)
        v = tf.SparseTensor(indices=indices, values=coo.data, dense_shape=coo.shape)
        v._keras_shape = coo.shape
        return v
    return tf.Variable(value, dtype=tf.as_dtype(dtype), name=name, constraint=constraint)


def _filled_variable(make, shape, dtype, name):
    """zeros / ones: a Variable when every dimension is known and nonzero, else the tensor."""
    with tf.init_scope():
        if dtype is None:
            dtype = backend.floatx()
        v = make(shape=shape, dtype=tf.as_dtype(dtype), name=name)
        if py_all(v.shape.as_list()):
            return variable(v, dtype=dtype, name=name)
        return v


def zeros(shape, dtype=None, name=None):
    """A tf.Variable of zeros (dtype floatx by default); a tensor when a dimension is 0."""
    return _filled_variable(tf.zeros, shape, dtype, name)


def ones(shape, dtype=None, name=None):
    """A tf.Variable of ones (dtype floatx by default); a tensor when a dimension is 0."""
    return _filled_variable(tf.ones, shape, dtype, name)


def eye(size, dtype=None, name=None):
    """A tf.Variable holding tf.eye(size) (dtype floatx by default)."""
    if dtype is None:
        dtype = backend.floatx()
    return variable(tf.eye(size, dtype=tf.as_dtype(dtype)), dtype, name)


def zeros_like(x, dtype=None, name=None):
    """tf.zeros_like(x, dtype=dtype, name=name)."""
    return tf.zeros_like(x, dtype=dtype, name=name)


def ones_like(x, dtype=None, name=None):
    """tf.ones_like(x, dtype=dtype, name=name)."""
    return tf.ones_like(x, dtype=dtype, name=name)


def arange(start, stop=None, step=1, dtype="int32"):
    """tf.range(start, stop, step) (a negative lone `start` gives an empty range), cast when
    `dtype` is not int32."""
    if stop is None and start < 0:
        start = 0
    result = tf.range(start, limit=stop, delta=step, name="arange")
    if dtype != "int32":
        result = tf.cast(result, dtype)
    return result


def dtype(x):
    """x's dtype name, e.g. "float32"."""
    return x.dtype.base_dtype.name


def ndim(x):
    """x's rank (None when unknown)."""
    return x.shape.rank


def int_shape(x):
    """x's static shape as a tuple of ints and Nones (None for an unknown rank)."""
    try:
        shape = x.shape
        if not isinstance(shape, tuple):
            shape = tuple(shape.as_list())
        return shape
    except ValueError:
        return None


def shape(x):
    """tf.shape(x): the dynamic shape, an int32 tensor."""
    return tf.shape(x)


def count_params(x):
    """The number of entries of x's (fully known) shape, a numpy integer."""
    return np.prod(x.shape.as_list())


def is_sparse(tensor):
    """Whether `tensor` is a tf.SparseTensor (by its type spec when it has one)."""
    spec = getattr(tensor, "_type_spec", None)
    if spec is not None:
        return isinstance(spec, tf.SparseTensorSpec)
    return isinstance(tensor, tf.SparseTensor)


def to_dense(tensor):
    """tf.sparse.to_dense of a sparse tensor; anything else unchanged."""
    return tf.sparse.to_dense(tensor) if is_sparse(tensor) else tensor


def get_value(x):
    """x's value as a numpy array (x itself when not a tensor)."""
    if not tf.is_tensor(x):
        return x
    if tf.executing_eagerly() or isinstance(x, tf.__internal__.EagerTensor):
        return x.numpy()
    if not getattr(x, "_in_graph_mode", True):
        with tf.__internal__.eager_context.eager_mode():
            return x.numpy()
    with tf.init_scope():
        return x.numpy()


def eval(x):
    """get_value of x made dense."""
    return get_value(to_dense(x))


def batch_get_value(tensors):
    """[x.numpy() for x in tensors]."""
    return [x.numpy() for x in tensors]


def set_value(x, value):
    """Assigns `value` (converted to a numpy array of x's dtype) to the variable x."""
    x.assign(np.asarray(value, dtype=x.dtype.name))


def batch_set_value(tuples):
    """set_value for each (variable, value) pair, eagerly or inside a tf.function."""
    if tf.executing_eagerly() or tf.inside_function():
        for x, value in tuples:
            x.assign(np.asarray(value, dtype=x.dtype.name))


def update(x, new_x):
    """x.assign(new_x)."""
    return x.assign(new_x)


def update_add(x, increment):
    """x.assign_add(increment)."""
    return x.assign_add(increment)


def update_sub(x, decrement):
    """x.assign_sub(decrement)."""
    return x.assign_sub(decrement)


def moving_average_update(x, value, momentum):
    """x.assign_sub((x - value) * (1 - momentum)), value and momentum cast to x's dtype."""
    momentum = tf.cast(momentum, x.dtype)
    value = tf.cast(value, x.dtype)
    return x.assign_sub((x - value) * (1 - momentum))


def stop_gradient(variables):
    """tf.stop_gradient of a tensor, or a lazy `map` of it over a list or tuple (as Keras)."""
    if isinstance(variables, (list, tuple)):
        return map(tf.stop_gradient, variables)
    return tf.stop_gradient(variables)


def name_scope(name):
    """tf.name_scope(name)."""
    return tf.name_scope(name)


def gradients(loss, variables):
    """tf.gradients(loss, variables): graph mode only (TF raises RuntimeError eagerly)."""
    return tf.gradients(loss, variables)


# Shapes and layout.
def reshape(x, shape):
    """tf.reshape(x, shape)."""
    return tf.reshape(x, shape)


def flatten(x):
    """x reshaped to 1-D."""
    return tf.reshape(x, [-1])


def batch_flatten(x):
    """x reshaped to (batch, everything else)."""
    return tf.reshape(x, tf.stack([-1, prod(tf.shape(x)[1:])]))


def expand_dims(x, axis=-1):
    """tf.expand_dims(x, axis)."""
    return tf.expand_dims(x, axis)


def squeeze(x, axis):
    """tf.squeeze(x, [axis])."""
    return tf.squeeze(x, [axis])


def stack(x, axis=0):
    """tf.stack(x, axis=axis)."""
    return tf.stack(x, axis=axis)


def concatenate(tensors, axis=-1):
    """tf.concat of the tensors (sparse ones concatenated as sparse when all are); a negative
    axis counts from the first tensor's rank."""
    if axis < 0:
        rank = ndim(tensors[0])
        axis = axis % rank if rank else 0
    if py_all(is_sparse(x) for x in tensors):
        return tf.sparse.concat(axis, tensors)
    if py_all(isinstance(x, tf.RaggedTensor) for x in tensors):
        return tf.concat(tensors, axis)
    return tf.concat([to_dense(x) for x in tensors], axis)


def permute_dimensions(x, pattern):
    """tf.transpose(x, perm=pattern)."""
    return tf.transpose(x, perm=pattern)


def transpose(x):
    """tf.transpose(x) (all axes reversed)."""
    return tf.transpose(x)


def reverse(x, axes):
    """tf.reverse(x, axes); an int axis is a one-element list."""
    if isinstance(axes, int):
        axes = [axes]
    return tf.reverse(x, axes)


def tile(x, n):
    """tf.tile(x, n); an int n is a one-element list."""
    if isinstance(n, int):
        n = [n]
    return tf.tile(x, n)


def repeat(x, n):
    """A 2-D x (batch, features) repeated n times on a new axis 1: (batch, n, features)."""
    assert ndim(x) == 2
    x = tf.expand_dims(x, 1)
    return tf.tile(x, tf.stack([1, n, 1]))


def repeat_elements(x, rep, axis):
    """Each slice of x along `axis` repeated `rep` times in place (like np.repeat)."""
    x_shape = x.shape.as_list()
    if x_shape[axis] is not None:
        splits = tf.split(value=x, num_or_size_splits=x_shape[axis], axis=axis)
        return concatenate([s for s in splits for _ in range(rep)], axis)
    # Unknown length: tile on an auxiliary axis, then fold it back.
    auxiliary_axis = axis + 1
    dynamic_shape = tf.shape(x)
    x_rep = tf.expand_dims(x, axis=auxiliary_axis)
    reps = np.ones(len(x.shape) + 1)
    reps[auxiliary_axis] = rep
    x_rep = tf.tile(x_rep, reps)
    reps = np.delete(reps, auxiliary_axis)
    reps[axis] = rep
    dynamic_shape *= tf.constant(reps, dtype="int32")
    x_rep = tf.reshape(x_rep, dynamic_shape)
    x_rep.set_shape(x.shape.as_list())
    return x_rep


def gather(reference, indices):
    """tf.gather(reference, indices) on axis 0."""
    return tf.gather(reference, indices)


def one_hot(indices, num_classes):
    """tf.one_hot(indices, depth=num_classes, axis=-1): float32."""
    return tf.one_hot(indices, depth=num_classes, axis=-1)


def temporal_padding(x, padding=(1, 1)):
    """Zero-pads axis 1 of a 3-D x by (left, right)."""
    assert len(padding) == 2
    return tf.pad(x, [[0, 0], [padding[0], padding[1]], [0, 0]])


def spatial_2d_padding(x, padding=((1, 1), (1, 1)), data_format=None):
    """Zero-pads the two spatial axes of a 4-D x; ValueError for an unknown data_format."""
    assert len(padding) == 2
    assert len(padding[0]) == 2
    assert len(padding[1]) == 2
    if _data_format(data_format) == "channels_first":
        pattern = [[0, 0], [0, 0], list(padding[0]), list(padding[1])]
    else:
        pattern = [[0, 0], list(padding[0]), list(padding[1]), [0, 0]]
    return tf.pad(x, pattern)


def spatial_3d_padding(x, padding=((1, 1), (1, 1), (1, 1)), data_format=None):
    """Zero-pads the three spatial axes of a 5-D x; ValueError for an unknown data_format."""
    assert len(padding) == 3
    assert py_all(len(p) == 2 for p in padding)
    spatial = [[p[0], p[1]] for p in padding]
    if _data_format(data_format) == "channels_first":
        pattern = [[0, 0], [0, 0]] + spatial
    else:
        pattern = [[0, 0]] + spatial + [[0, 0]]
    return tf.pad(x, pattern)


# Linear algebra.
def dot(x, y):
    """x @ y; above rank 2, x's last axis against y's second-to-last (like np.dot), as one
    matmul of reshaped tensors."""
    if ndim(x) is not None and (ndim(x) > 2 or ndim(y) > 2):
        x_shape = tuple(i if i is not None else s for i, s in zip(x.shape, tf.unstack(tf.shape(x))))
        y_shape = tuple(i if i is not None else s for i, s in zip(y.shape, tf.unstack(tf.shape(y))))
        y_permute_dim = list(range(ndim(y)))
        y_permute_dim = [y_permute_dim.pop(-2)] + y_permute_dim
        xt = tf.reshape(x, [-1, x_shape[-1]])
        yt = tf.reshape(tf.transpose(y, perm=y_permute_dim), [y_shape[-2], -1])
        return tf.reshape(tf.matmul(xt, yt), x_shape[:-1] + y_shape[:-2] + y_shape[-1:])
    if is_sparse(x):
        return tf.sparse.sparse_dense_matmul(x, y)
    return tf.matmul(x, y)


def batch_dot(x, y, axes=None):
    """Per batch entry, the dot product of x and y over `axes` (an int, a pair, or None: x's
    last axis with y's last (2-D y) or second-to-last). Raises ValueError for rank < 2,
    different batch sizes, nested axes, axis 0 or mismatched dimensions."""
    x_shape, y_shape = x.shape, y.shape
    x_ndim, y_ndim = len(x_shape), len(y_shape)
    if x_ndim < 2 or y_ndim < 2:
        raise ValueError("Cannot do batch_dot on inputs with rank < 2. Received inputs with "
                         f"tf.shapes {x_shape} and {y_shape}.")
    x_batch_size, y_batch_size = x_shape[0], y_shape[0]
    if x_batch_size is not None and y_batch_size is not None and x_batch_size != y_batch_size:
        raise ValueError("Cannot do batch_dot on inputs with different batch sizes. Received "
                         f"inputs with tf.shapes {x_shape} and {y_shape}.")
    if isinstance(axes, int):
        axes = [axes, axes]
    if axes is None:
        axes = [x_ndim - 1, y_ndim - 1] if y_ndim == 2 else [x_ndim - 1, y_ndim - 2]
    if py_any(isinstance(a, (list, tuple)) for a in axes):
        raise ValueError("Multiple target dimensions are not supported. Expected: None, int, "
                         f"(int, int), Provided: {axes}")
    axes = list(axes)
    if axes[0] < 0:
        axes[0] += x_ndim
    if axes[1] < 0:
        axes[1] += y_ndim
    if 0 in axes:
        raise ValueError("Cannot perform batch_dot over axis 0. If your inputs are not batched, "
                         "add a dummy batch dimension to your inputs using K.expand_dims(x, 0)")
    a0, a1 = axes
    d1, d2 = x_shape[a0], y_shape[a1]
    if d1 is not None and d2 is not None and d1 != d2:
        raise ValueError(f"Cannot do batch_dot on inputs with tf.shapes {x_shape} and {y_shape} "
                         f"with axes={axes}. x.shape[{axes[0]}] != y.shape[{axes[1]}] "
                         f"({d1} != {d2}).")
    orig_x_ndim, orig_y_ndim = x_ndim, y_ndim
    # Bring x to (batch, ..., a0) and y to (batch, a1, ...), both at least 3-D.
    if x_ndim == 2:
        x = tf.expand_dims(x, 1)
        a0 += 1
        x_ndim += 1
    if y_ndim == 2:
        y = tf.expand_dims(y, 2)
        y_ndim += 1
    if a0 != x_ndim - 1:
        x = tf.transpose(x, axis_moved_last(x_ndim, a0))
    if a1 != 1:
        y = tf.transpose(y, axis_moved_second(y_ndim, a1))
    # Squash to 3-D for one batched matmul, then restore the middle / trailing axes.
    x_squashed = x_ndim > 3
    if x_squashed:
        dyn = tf.shape(x)
        x_mid_dims = dyn[1:-1]
        x = tf.reshape(x, tf.stack([dyn[0], -1, dyn[-1]]))
    y_squashed = y_ndim > 3
    if y_squashed:
        dyn = tf.shape(y)
        y_trail_dims = dyn[2:]
        y = tf.reshape(y, tf.stack([dyn[0], dyn[1], -1]))
    result = tf.matmul(x, y)
    output_shape = tf.shape(result)
    if x_squashed:
        output_shape = tf.concat([output_shape[:1], x_mid_dims, output_shape[-1:]], 0)
    if y_squashed:
        output_shape = tf.concat([output_shape[:-1], y_trail_dims], 0)
    if x_squashed or y_squashed:
        result = tf.reshape(result, output_shape)
    if orig_x_ndim == 2:
        result = tf.squeeze(result, 1)
    elif orig_y_ndim == 2:
        result = tf.squeeze(result, -1)
    return result


def l2_normalize(x, axis=None):
    """tf.linalg.l2_normalize(x, axis=axis)."""
    return tf.linalg.l2_normalize(x, axis=axis)


def in_top_k(predictions, targets, k):
    """tf.math.in_top_k(targets, predictions, k): whether each target is among its row's top k."""
    return tf.math.in_top_k(targets, predictions, k)


# Control flow.
def switch(condition, then_expression, else_expression):
    """A scalar condition: tf.cond over the two expressions (callables or values); otherwise
    tf.where with the condition tiled to the expressions' shape. Raises ValueError when the
    condition's rank exceeds the expressions'."""
    if condition.dtype != tf.bool:
        condition = tf.cast(condition, "bool")
    cond_ndim = ndim(condition)
    if not cond_ndim:
        then_fn = then_expression if callable(then_expression) else (lambda: then_expression)
        else_fn = else_expression if callable(else_expression) else (lambda: else_expression)
        return tf.cond(condition, then_fn, else_fn)
    if callable(then_expression):
        then_expression = then_expression()
    if callable(else_expression):
        else_expression = else_expression()
    expr_ndim = ndim(then_expression)
    if cond_ndim > expr_ndim:
        raise ValueError("Rank of `condition` should be less than or equal to rank of "
                         f"`then_expression` and `else_expression`. ndim(condition)={cond_ndim}, "
                         f"ndim(then_expression)={expr_ndim}")
    if cond_ndim > 1:
        cond_shape = tf.concat([tf.shape(condition), [1] * (expr_ndim - cond_ndim)], axis=0)
        condition = tf.reshape(condition, cond_shape)
        expr_shape = tf.shape(then_expression)
        tile_shape = tf.where(expr_shape - cond_shape > 0, expr_shape, tf.ones_like(expr_shape))
        condition = tf.tile(condition, tile_shape)
    return tf.where(condition, then_expression, else_expression)


def map_fn(fn, elems, name=None, dtype=None):
    """tf.map_fn(fn, elems) with `dtype` as the output signature. The first call logs TF's
    deprecation warning for v1 map_fn's `dtype` argument."""
    _log_deprecated_dtype(1003, "map_fn", "tensorflow.python.ops.map_fn",
                          "Use fn_output_signature instead")
    return tf.map_fn(fn, elems, name=name, fn_output_signature=dtype)


def foldl(fn, elems, initializer=None, name=None):
    """tf.foldl(fn, elems, initializer=initializer, name=name)."""
    return tf.foldl(fn, elems, initializer=initializer, name=name)


def foldr(fn, elems, initializer=None, name=None):
    """tf.foldr(fn, elems, initializer=initializer, name=name)."""
    return tf.foldr(fn, elems, initializer=initializer, name=name)


def _swap_batch_timestep(input_t):
    """(batch, time, ...) <-> (time, batch, ...)."""
    axes = list(range(len(input_t.shape)))
    axes[0], axes[1] = 1, 0
    return tf.transpose(input_t, axes)


def _expand_mask(mask_t, input_t, fixed_dim=1):
    """mask_t given input_t's rank and tiled over its non-fixed dimensions."""
    if tf.nest.is_nested(mask_t):
        raise ValueError(f"mask_t is expected to be tensor, but got {mask_t}")
    if tf.nest.is_nested(input_t):
        raise ValueError(f"input_t is expected to be tensor, but got {input_t}")
    for _ in range(len(input_t.shape) - len(mask_t.shape)):
        mask_t = tf.expand_dims(mask_t, -1)
    multiples = [1] * fixed_dim + input_t.shape.as_list()[fixed_dim:]
    return tf.tile(mask_t, multiples)


def rnn(step_function, inputs, initial_states, go_backwards=False, mask=None, constants=None,
        unroll=False, input_length=None, time_major=False, zero_output_for_mask=False,
        return_all_outputs=True):
    """Keras 2's RNN loop: `step_function(input_t, states + constants)` -> (output, new_states)
    over the time axis of `inputs` (batch, time, ...) (time first when time_major), unrolled
    in Python or as one tf.while_loop over TensorArrays. A `mask` (batch, time) keeps the
    previous output and states (or zeros with zero_output_for_mask) at masked steps; an
    `input_length` tensor masks steps past each length. Returns (last_output, outputs,
    new_states), outputs batch-major unless time_major. Raises ValueError for inputs of rank
    < 3 and for unroll without a static number of steps."""
    if not time_major:
        inputs = tf.nest.map_structure(_swap_batch_timestep, inputs)
    flatted_inputs = tf.nest.flatten(inputs)
    time_steps = flatted_inputs[0].shape[0]
    batch = flatted_inputs[0].shape[1]
    time_steps_t = tf.shape(flatted_inputs[0])[0]
    for input_ in flatted_inputs:
        input_.shape.with_rank_at_least(3)
    if mask is not None:
        if mask.dtype != tf.bool:
            mask = tf.cast(mask, tf.bool)
        if len(mask.shape) == 2:
            mask = expand_dims(mask)
        if not time_major:
            mask = _swap_batch_timestep(mask)
    if constants is None:
        constants = []
    if unroll:
        last_output, outputs, new_states = _rnn_unrolled(
            step_function, inputs, initial_states, go_backwards, mask, constants, time_steps,
            zero_output_for_mask, return_all_outputs)
    else:
        last_output, outputs, new_states = _rnn_while_loop(
            step_function, inputs, flatted_inputs, initial_states, go_backwards, mask, constants,
            input_length, time_steps_t, zero_output_for_mask, return_all_outputs)

    def set_shape(output_):
        if isinstance(output_, tf.Tensor):
            shape = output_.shape.as_list()
            shape[0] = time_steps if return_all_outputs else 1
            shape[1] = batch
            output_.set_shape(shape)
        return output_

    outputs = tf.nest.map_structure(set_shape, outputs)
    if not time_major:
        outputs = tf.nest.map_structure(_swap_batch_timestep, outputs)
    return last_output, outputs, new_states


def _rnn_unrolled(step_function, inputs, initial_states, go_backwards, mask, constants,
                  time_steps, zero_output_for_mask, return_all_outputs):
    """rnn(unroll=True): one step_function call per time step, in Python."""
    if not time_steps:
        raise ValueError("Unrolling requires a fixed number of timesteps.")
    states = tuple(initial_states)
    successive_states = []
    successive_outputs = []

    def _process_single_input_t(input_t):
        input_t = tf.unstack(input_t)  # the time steps
        if go_backwards:
            input_t.reverse()
        return input_t

    if tf.nest.is_nested(inputs):
        processed_input = tf.nest.map_structure(_process_single_input_t, inputs)
    else:
        processed_input = (_process_single_input_t(inputs),)

    def _get_input_tensor(time):
        return tf.nest.pack_sequence_as(inputs, [t_[time] for t_ in processed_input])

    if mask is not None:
        mask_list = tf.unstack(mask)
        if go_backwards:
            mask_list.reverse()
    for i in range(time_steps):
        inp = _get_input_tensor(i)
        if mask is not None:
            mask_t = mask_list[i]
            output, new_states = step_function(inp, tuple(states) + tuple(constants))
            tiled_mask_t = _expand_mask(mask_t, output)
            prev_output = successive_outputs[-1] if successive_outputs else zeros_like(output)
            output = tf.where(tiled_mask_t, output, prev_output)
            flat_states = tf.nest.flatten(states)
            flat_new_states = tf.nest.flatten(new_states)
            tiled_masks = tuple(_expand_mask(mask_t, s) for s in flat_states)
            flat_final_states = tuple(tf.where(m, s, ps) for m, s, ps
                                      in zip(tiled_masks, flat_new_states, flat_states))
            states = tf.nest.pack_sequence_as(states, flat_final_states)
        else:
            output, states = step_function(inp, tuple(states) + tuple(constants))
        if return_all_outputs:
            successive_outputs.append(output)
            successive_states.append(states)
        else:
            successive_outputs = [output]
            successive_states = [states]
    last_output = successive_outputs[-1]
    new_states = successive_states[-1]
    outputs = tf.stack(successive_outputs)
    if mask is not None and zero_output_for_mask:
        last_output = tf.where(_expand_mask(mask_list[-1], last_output), last_output,
                               zeros_like(last_output))
        outputs = tf.where(_expand_mask(mask, outputs, fixed_dim=2), outputs,
                           zeros_like(outputs))
    return last_output, outputs, new_states


def _rnn_while_loop(step_function, inputs, flatted_inputs, initial_states, go_backwards, mask,
                    constants, input_length, time_steps_t, zero_output_for_mask,
                    return_all_outputs):
    """rnn(unroll=False): a tf.while_loop reading the inputs from TensorArrays and writing the
    outputs to TensorArrays (Keras calls tf.compat.v1.while_loop; same loop)."""
    states = tuple(initial_states)
    input_ta = tuple(
        tf.TensorArray(dtype=inp.dtype, size=time_steps_t, tensor_array_name=f"input_ta_{i}")
        for i, inp in enumerate(flatted_inputs))
    input_ta = tuple(ta.unstack(input_ if not go_backwards else reverse(input_, 0))
                     for ta, input_ in zip(input_ta, flatted_inputs))
    # One step on the first input gives the outputs' structure, dtypes and shapes.
    input_time_zero = tf.nest.pack_sequence_as(inputs, [inp[0] for inp in flatted_inputs])
    output_time_zero, _ = step_function(input_time_zero, tuple(initial_states) + tuple(constants))
    output_ta_size = time_steps_t if return_all_outputs else 1
    output_ta = tuple(
        tf.TensorArray(dtype=out.dtype, size=output_ta_size, element_shape=out.shape,
                       tensor_array_name=f"output_ta_{i}")
        for i, out in enumerate(tf.nest.flatten(output_time_zero)))
    time = tf.constant(0, dtype="int32", name="time")
    max_iterations = time_steps_t if input_length is None else tf.reduce_max(input_length)
    while_loop_kwargs = {
        "cond": lambda time, *_: time < time_steps_t,
        "maximum_iterations": max_iterations,
        "parallel_iterations": 32,
        "swap_memory": True,
    }
    if mask is not None:
        if go_backwards:
            mask = reverse(mask, 0)
        mask_ta = tf.TensorArray(dtype=tf.bool, size=time_steps_t, tensor_array_name="mask_ta")
        mask_ta = mask_ta.unstack(mask)

        def masking_fn(time):
            return mask_ta.read(time)

        def compute_masked_output(mask_t, flat_out, flat_mask):
            tiled = tuple(_expand_mask(mask_t, o, fixed_dim=len(mask_t.shape)) for o in flat_out)
            return tuple(tf.where(m, o, fm) for m, o, fm in zip(tiled, flat_out, flat_mask))
    elif isinstance(input_length, tf.Tensor):
        if go_backwards:
            max_len = tf.reduce_max(input_length, axis=0)
            rev_input_length = tf.subtract(max_len - 1, input_length)

            def masking_fn(time):
                return tf.less(rev_input_length, time)
        else:
            def masking_fn(time):
                return tf.greater(input_length, time)

        def compute_masked_output(mask_t, flat_out, flat_mask):
            # tf.compat.v1.where with a (batch,) condition selects whole rows.
            return tuple(
                tf.where(tf.reshape(mask_t, [-1] + [1] * (len(o.shape) - 1)), o, zo)
                for o, zo in zip(flat_out, flat_mask))
    else:
        masking_fn = None

    if masking_fn is not None:
        flat_zero_output = tuple(tf.zeros_like(o) for o in tf.nest.flatten(output_time_zero))

        def _step(time, output_ta_t, prev_output, *states):
            current_input = tf.nest.pack_sequence_as(inputs, tuple(ta.read(time) for ta in input_ta))
            mask_t = masking_fn(time)
            output, new_states = step_function(current_input, tuple(states) + tuple(constants))
            flat_output = tf.nest.flatten(output)
            flat_mask_output = (flat_zero_output if zero_output_for_mask
                                else tf.nest.flatten(prev_output))
            flat_new_output = compute_masked_output(mask_t, flat_output, flat_mask_output)
            flat_state = tf.nest.flatten(states)
            flat_new_state = tf.nest.flatten(new_states)
            for state, new_state in zip(flat_state, flat_new_state):
                if isinstance(new_state, tf.Tensor):
                    new_state.set_shape(state.shape)
            flat_final_state = compute_masked_output(mask_t, flat_new_state, flat_state)
            new_states = tf.nest.pack_sequence_as(new_states, flat_final_state)
            index = time if return_all_outputs else 0
            output_ta_t = tuple(ta.write(index, out) for ta, out in zip(output_ta_t, flat_new_output))
            return (time + 1, output_ta_t, tuple(flat_new_output)) + tuple(new_states)

        final_outputs = tf.while_loop(body=_step, loop_vars=(time, output_ta, flat_zero_output) + states,
                                      **while_loop_kwargs)
        new_states = final_outputs[3:]
    else:
        def _step(time, output_ta_t, *states):
            current_input = tf.nest.pack_sequence_as(inputs, tuple(ta.read(time) for ta in input_ta))
            output, new_states = step_function(current_input, tuple(states) + tuple(constants))
            flat_state = tf.nest.flatten(states)
            flat_new_state = tf.nest.flatten(new_states)
            for state, new_state in zip(flat_state, flat_new_state):
                if isinstance(new_state, tf.Tensor):
                    new_state.set_shape(state.shape)
            flat_output = tf.nest.flatten(output)
            index = time if return_all_outputs else 0
            output_ta_t = tuple(ta.write(index, out) for ta, out in zip(output_ta_t, flat_output))
            new_states = tf.nest.pack_sequence_as(initial_states, flat_new_state)
            return (time + 1, output_ta_t) + tuple(new_states)

        final_outputs = tf.while_loop(body=_step, loop_vars=(time, output_ta) + states,
                                      **while_loop_kwargs)
        new_states = final_outputs[2:]
    outputs = tuple(o.stack() for o in final_outputs[1])
    last_output = tuple(o[-1] for o in outputs)
    outputs = tf.nest.pack_sequence_as(output_time_zero, outputs)
    last_output = tf.nest.pack_sequence_as(output_time_zero, last_output)
    return last_output, outputs, new_states


# Activations.
def relu(x, alpha=0.0, max_value=None, threshold=0.0):
    """max(x, 0) with Keras 2's options: `alpha` slope below `threshold`, output capped at
    `max_value` (relu6 for 6)."""
    dtype = getattr(x, "dtype", backend.floatx())
    if alpha != 0.0:
        if max_value is None and threshold == 0:
            return tf.nn.leaky_relu(x, alpha=alpha)
        negative_part = tf.nn.relu(-x + threshold) if threshold != 0 else tf.nn.relu(-x)
    clip_max = max_value is not None
    if threshold != 0:
        x = x * tf.cast(tf.greater(x, threshold), dtype=dtype)
    elif max_value == 6:
        x = tf.nn.relu6(x)
        clip_max = False
    else:
        x = tf.nn.relu(x)
    if clip_max:
        max_value = tf.convert_to_tensor(max_value, dtype=x.dtype)
        zero = tf.convert_to_tensor(0, dtype=x.dtype)
        x = tf.clip_by_value(x, zero, max_value)
    if alpha != 0.0:
        alpha = tf.convert_to_tensor(alpha, dtype=x.dtype)
        x -= alpha * negative_part
    return x


def elu(x, alpha=1.0):
    """tf.nn.elu(x), its negative part scaled by `alpha` (the TF backend's elu)."""
    return tf_backend_nn.elu(x, alpha)


def sigmoid(x):
    """tf.sigmoid(x)."""
    return tf.sigmoid(x)


def hard_sigmoid(x):
    """clip(0.2 * x + 0.5, 0, 1)."""
    x = tf.multiply(x, tf.convert_to_tensor(0.2, dtype=x.dtype))
    x = tf.add(x, tf.convert_to_tensor(0.5, dtype=x.dtype))
    return tf.clip_by_value(x, 0.0, 1.0)


def tanh(x):
    """tf.tanh(x)."""
    return tf.tanh(x)


def softplus(x):
    """tf.math.softplus(x)."""
    return tf.math.softplus(x)


def softsign(x):
    """tf.math.softsign(x)."""
    return tf.math.softsign(x)


def softmax(x, axis=-1):
    """tf.nn.softmax over `axis` (or over several axes when a tuple); ValueError for rank <= 1.
    The result remembers x as `_keras_logits`."""
    if x.shape.rank <= 1:
        raise ValueError(f"Cannot apply softmax to a tensor that is 1D. Received input: {x}")
    if isinstance(axis, int):
        output = tf.nn.softmax(x, axis=axis)
    else:
        numerator = tf.exp(x - tf.reduce_max(x, axis=axis, keepdims=True))
        output = numerator / tf.reduce_sum(numerator, axis=axis, keepdims=True)
    output._keras_logits = x
    return output


def bias_add(x, bias, data_format=None):
    """x + bias on the channel axis: tf.nn.bias_add for a 1-D bias, a broadcast add for a bias
    of rank ndim(x) - 1. Raises ValueError for another bias rank or data_format."""
    data_format = _data_format(data_format)
    bias_shape = bias.shape
    if len(bias_shape) != 1 and len(bias_shape) != ndim(x) - 1:
        raise ValueError(f"Unexpected bias dimensions {len(bias_shape)}. "
                         f"Expected it to be 1 or {ndim(x) - 1} dimensions")
    if len(bias_shape) == 1:
        return tf.nn.bias_add(x, bias, data_format="NCHW" if data_format == "channels_first" else "NHWC")
    if ndim(x) in (3, 4, 5):
        if data_format == "channels_first":
            return x + reshape(bias, (1, bias_shape[-1]) + bias_shape[:-1])
        return x + reshape(bias, (1,) + bias_shape)
    return tf.nn.bias_add(x, bias)


def dropout(x, level, noise_shape=None, seed=None):
    """tf.nn.dropout(x, rate=level): kept entries scaled by 1 / (1 - level)."""
    return tf.nn.dropout(x, rate=level, noise_shape=noise_shape, seed=_random_seed(seed))


def batch_normalization(x, mean, var, beta, gamma, axis=-1, epsilon=1e-3):
    """tf.nn.batch_normalization(x, mean, var, beta, gamma, epsilon); `axis` is unused."""
    return tf.nn.batch_normalization(x, mean, var, beta, gamma, epsilon)


# Losses (per-example, not reduced), Keras 2's formulas with backend.epsilon().
def binary_crossentropy(target, output, from_logits=False):
    """-(t log(p + eps) + (1 - t) log(1 - p + eps)) with p clipped to [eps, 1 - eps];
    tf.nn.sigmoid_cross_entropy_with_logits when from_logits."""
    target = tf.convert_to_tensor(target)
    output = tf.convert_to_tensor(output)
    if from_logits:
        return tf.nn.sigmoid_cross_entropy_with_logits(labels=target, logits=output)
    epsilon_ = tf.convert_to_tensor(backend.epsilon(), output.dtype)
    output = tf.clip_by_value(output, epsilon_, 1.0 - epsilon_)
    bce = target * tf.math.log(output + backend.epsilon())
    bce += (1 - target) * tf.math.log(1 - output + backend.epsilon())
    return -bce


def binary_focal_crossentropy(target, output, apply_class_balancing=False, alpha=0.25,
                              gamma=2.0, from_logits=False):
    """binary_crossentropy times (1 - p_t) ** gamma, weighted by alpha / 1 - alpha when
    apply_class_balancing."""
    sigmoidal = tf.sigmoid(output) if from_logits else output
    p_t = target * sigmoidal + (1 - target) * (1 - sigmoidal)
    focal_factor = tf.pow(1.0 - p_t, gamma)
    focal_bce = focal_factor * binary_crossentropy(target=target, output=output,
                                                   from_logits=from_logits)
    if apply_class_balancing:
        focal_bce = (target * alpha + (1 - target) * (1 - alpha)) * focal_bce
    return focal_bce


def _normalized_clipped(output, axis):
    output = output / tf.reduce_sum(output, axis=axis, keepdims=True)
    epsilon_ = tf.convert_to_tensor(backend.epsilon(), output.dtype)
    return tf.clip_by_value(output, epsilon_, 1.0 - epsilon_)


def categorical_crossentropy(target, output, from_logits=False, axis=-1):
    """-sum(t log p) over `axis`, p normalized to sum 1 and clipped to [eps, 1 - eps];
    tf.nn.softmax_cross_entropy_with_logits when from_logits. Raises ValueError for
    incompatible shapes."""
    target = tf.convert_to_tensor(target)
    output = tf.convert_to_tensor(output)
    target.shape.assert_is_compatible_with(output.shape)
    if from_logits:
        return tf.nn.softmax_cross_entropy_with_logits(labels=target, logits=output, axis=axis)
    output = _normalized_clipped(output, axis)
    return -tf.reduce_sum(target * tf.math.log(output), axis)


def categorical_focal_crossentropy(target, output, alpha=0.25, gamma=2.0, from_logits=False,
                                   axis=-1):
    """sum(alpha (1 - p) ** gamma * -t log p) over `axis` (p softmaxed when from_logits)."""
    target = tf.convert_to_tensor(target)
    output = tf.convert_to_tensor(output)
    target.shape.assert_is_compatible_with(output.shape)
    if from_logits:
        output = tf.nn.softmax(output, axis=axis)
    output = _normalized_clipped(output, axis)
    cce = -target * tf.math.log(output)
    weighting_factor = tf.multiply(tf.pow(1.0 - output, gamma), alpha)
    return tf.reduce_sum(tf.multiply(weighting_factor, cce), axis=axis)


def sparse_categorical_crossentropy(target, output, from_logits=False, axis=-1,
                                    ignore_class=None):
    """tf.nn.sparse_softmax_cross_entropy_with_logits of int64 targets and log(output)
    (clipped) or the logits, with `axis` moved last; entries equal to `ignore_class` give 0."""
    target = tf.convert_to_tensor(target)
    output = tf.convert_to_tensor(output)
    target = cast(target, "int64")
    if not from_logits:
        epsilon_ = tf.convert_to_tensor(backend.epsilon(), output.dtype)
        output = tf.math.log(tf.clip_by_value(output, epsilon_, 1 - epsilon_))
    if isinstance(output.shape, (tuple, list)):
        output_rank = len(output.shape)
    else:
        output_rank = output.shape.ndims
    if output_rank is not None:
        axis %= output_rank
        if axis != output_rank - 1:
            permutation = list(itertools.chain(range(axis), range(axis + 1, output_rank), [axis]))
            output = tf.transpose(output, perm=permutation)
    elif axis != -1:
        raise ValueError(f"Cannot compute sparse categorical crossentropy with `axis={axis}` "
                         "on an output tensor with unknown rank")
    output_shape = tf.shape(output)
    target_rank = target.shape.ndims
    update_shape = (target_rank is not None and output_rank is not None
                    and target_rank != output_rank - 1)
    if update_shape:
        target = flatten(target)
        output = tf.reshape(output, [-1, output_shape[-1]])
    if ignore_class is not None:
        valid_mask = tf.not_equal(target, cast(ignore_class, target.dtype))
        target = target[valid_mask]
        output = output[valid_mask]
    res = tf.nn.sparse_softmax_cross_entropy_with_logits(labels=target, logits=output)
    if ignore_class is not None:
        res_shape = cast(output_shape[:-1], "int64")
        valid_mask = tf.reshape(valid_mask, res_shape)
        res = tf.scatter_nd(tf.where(valid_mask), res, res_shape)
        res._keras_mask = valid_mask
        return res
    if update_shape and output_rank >= 3:
        res = tf.reshape(res, output_shape[:-1])
    return res


@unavailable("CTC loss and decoding")
def ctc_batch_cost(y_true, y_pred, input_length, label_length):
    """Keras 2's CTC loss per batch entry: not in tfplay."""
    raise NotImplementedError("tfplay does not implement tf.keras.backend.ctc_batch_cost yet")


@unavailable("CTC loss and decoding")
def ctc_decode(y_pred, input_length, greedy=True, beam_width=100, top_paths=1):
    """Keras 2's CTC decoder: not in tfplay."""
    raise NotImplementedError("tfplay does not implement tf.keras.backend.ctc_decode yet")


@unavailable("CTC loss and decoding")
def ctc_label_dense_to_sparse(labels, label_lengths):
    """Dense CTC labels as a SparseTensor: not in tfplay."""
    raise NotImplementedError(
        "tfplay does not implement tf.keras.backend.ctc_label_dense_to_sparse yet")


# Random tensors: an op-level seed (a fresh numpy draw when None), dtype floatx by default.
def random_normal(shape, mean=0.0, stddev=1.0, dtype=None, seed=None):
    """tf.random.normal(shape, mean, stddev, dtype, seed)."""
    return tf.random.normal(shape, mean=mean, stddev=stddev, dtype=_floatx_if_none(dtype),
                            seed=_random_seed(seed))


def random_uniform(shape, minval=0.0, maxval=1.0, dtype=None, seed=None):
    """tf.random.uniform(shape, minval, maxval, dtype, seed)."""
    return tf.random.uniform(shape, minval=minval, maxval=maxval,
                             dtype=_floatx_if_none(dtype), seed=_random_seed(seed))


def truncated_normal(shape, mean=0.0, stddev=1.0, dtype=None, seed=None):
    """tf.random.truncated_normal(shape, mean, stddev, dtype, seed)."""
    return tf.random.truncated_normal(shape, mean, stddev, dtype=_floatx_if_none(dtype),
                                      seed=_random_seed(seed))


def random_bernoulli(shape, p=0.0, dtype=None, seed=None):
    """1 where a seeded uniform draw is <= p, else 0."""
    dtype = _floatx_if_none(dtype)
    seed = _random_seed(seed)
    return tf.where(tf.random.uniform(shape, dtype=dtype, seed=seed) <= p,
                    tf.ones(shape, dtype=dtype), tf.zeros(shape, dtype=dtype))


def random_normal_variable(shape, mean, scale, dtype=None, name=None, seed=None):
    """A tf.Variable of tf.random.normal values (what TF 1's random_normal_initializer draws).
    The first call logs the initializer's dtype deprecation warning; a non-float dtype raises
    ValueError as the initializer does."""
    dtype = _floatx_if_none(dtype)
    tf_dtype = tf.as_dtype(dtype)
    seed = _random_seed(seed, 10e8)
    _log_deprecated_dtype(1228, "RandomNormal.__init__", "tensorflow.python.ops.init_ops",
                          _V1_INITIALIZER_DTYPE)
    if not tf_dtype.is_floating:
        raise ValueError(f"Expected floating point type, got {tf_dtype}.")
    value = tf.random.normal(shape, mean, scale, dtype=tf_dtype, seed=seed)
    return variable(value, dtype=dtype, name=name)


def random_uniform_variable(shape, low, high, dtype=None, name=None, seed=None):
    """A tf.Variable of tf.random.uniform values (what TF 1's random_uniform_initializer draws).
    The first call logs the initializer's dtype deprecation warning."""
    dtype = _floatx_if_none(dtype)
    tf_dtype = tf.as_dtype(dtype)
    seed = _random_seed(seed, 10e8)
    _log_deprecated_dtype(1255, "RandomUniform.__init__", "tensorflow.python.ops.init_ops",
                          _V1_INITIALIZER_DTYPE)
    value = tf.random.uniform(shape, low, high, dtype=tf_dtype, seed=seed)
    return variable(value, dtype=dtype, name=name)


# Convolutions, pooling and resizing ("channels_first" runs as TF's NC* formats).
def _padding(padding):
    if padding == "same":
        return "SAME"
    if padding == "valid":
        return "VALID"
    raise ValueError(f"Invalid padding: {padding}")


def _to_nchw(x, data_format, tf_data_format, channels_last_format):
    """x back to channels_first when TF ran it channels_last."""
    if data_format == "channels_first" and tf_data_format == channels_last_format:
        rank = len(channels_last_format)
        return tf.transpose(x, (0, rank - 1) + tuple(range(1, rank - 1)))
    return x


def conv1d(x, kernel, strides=1, padding="valid", data_format=None, dilation_rate=1):
    """tf.nn.convolution over (batch, steps, channels) x; "causal" pads on the left."""
    data_format = _data_format(data_format)
    kernel_shape = kernel.shape.as_list()
    if padding == "causal":
        x = temporal_padding(x, (dilation_rate * (kernel_shape[0] - 1), 0))
        padding = "valid"
    padding = _padding(padding)
    tf_data_format = "NCW" if data_format == "channels_first" else "NWC"
    return tf.nn.convolution(x, kernel, strides=strides, padding=padding,
                             data_format=tf_data_format, dilations=dilation_rate)


def conv2d(x, kernel, strides=(1, 1), padding="valid", data_format=None, dilation_rate=(1, 1)):
    """tf.nn.convolution of a 4-D x with a (h, w, in, out) kernel."""
    data_format = _data_format(data_format)
    tf_data_format = "NCHW" if data_format == "channels_first" else "NHWC"
    padding = _padding(padding)
    return tf.nn.convolution(x, kernel, strides=strides, padding=padding,
                             data_format=tf_data_format, dilations=dilation_rate)


def conv3d(x, kernel, strides=(1, 1, 1), padding="valid", data_format=None,
           dilation_rate=(1, 1, 1)):
    """tf.nn.convolution of a 5-D x with a (d, h, w, in, out) kernel."""
    data_format = _data_format(data_format)
    tf_data_format = "NCDHW" if data_format == "channels_first" else "NDHWC"
    padding = _padding(padding)
    return tf.nn.convolution(x, kernel, strides=strides, padding=padding,
                             data_format=tf_data_format, dilations=dilation_rate)


def conv2d_transpose(x, kernel, output_shape, strides=(1, 1), padding="valid", data_format=None,
                     dilation_rate=(1, 1)):
    """tf.nn.conv2d_transpose (tf.nn.atrous_conv2d_transpose when dilated) to `output_shape`."""
    data_format = _data_format(data_format)
    force_transpose = data_format == "channels_first" and dilation_rate != (1, 1)
    tf_data_format = "NHWC"
    if data_format == "channels_first":
        if force_transpose:
            x = tf.transpose(x, (0, 2, 3, 1))
        else:
            tf_data_format = "NCHW"
    if data_format == "channels_first" and tf_data_format == "NHWC":
        output_shape = (output_shape[0], output_shape[2], output_shape[3], output_shape[1])
    if output_shape[0] is None:
        output_shape = (tf.shape(x)[0],) + tuple(output_shape[1:])
    if isinstance(output_shape, (tuple, list)):
        output_shape = tf.stack(list(output_shape))
    padding = _padding(padding)
    strides = (1,) + strides + (1,) if tf_data_format == "NHWC" else (1, 1) + strides
    if dilation_rate == (1, 1):
        x = tf.nn.conv2d_transpose(x, kernel, output_shape, strides, padding=padding,
                                   data_format=tf_data_format)
    else:
        if dilation_rate[0] != dilation_rate[1]:
            raise ValueError("Expected the 2 dimensions of the `dilation_rate` argument to be "
                             f"equal to each other. Received: dilation_rate={dilation_rate}")
        x = tf.nn.atrous_conv2d_transpose(x, kernel, output_shape, rate=dilation_rate[0],
                                          padding=padding)
    return _to_nchw(x, data_format, tf_data_format, "NHWC")


def depthwise_conv2d(x, depthwise_kernel, strides=(1, 1), padding="valid", data_format=None,
                     dilation_rate=(1, 1)):
    """tf.nn.depthwise_conv2d of a 4-D x."""
    data_format = _data_format(data_format)
    tf_data_format = "NCHW" if data_format == "channels_first" else "NHWC"
    padding = _padding(padding)
    strides = (1,) + strides + (1,) if tf_data_format == "NHWC" else (1, 1) + strides
    return tf.nn.depthwise_conv2d(x, depthwise_kernel, strides=strides, padding=padding,
                                  dilations=dilation_rate, data_format=tf_data_format)


def separable_conv2d(x, depthwise_kernel, pointwise_kernel, strides=(1, 1), padding="valid",
                     data_format=None, dilation_rate=(1, 1)):
    """tf.nn.separable_conv2d of a 4-D x; ValueError unless `strides` has 2 entries."""
    data_format = _data_format(data_format)
    if len(strides) != 2:
        raise ValueError("`strides` must be a tuple of 2 integers.")
    tf_data_format = "NCHW" if data_format == "channels_first" else "NHWC"
    padding = _padding(padding)
    strides = tuple(strides)
    strides = (1,) + strides + (1,) if tf_data_format == "NHWC" else (1, 1) + strides
    return tf.nn.separable_conv2d(x, depthwise_kernel, pointwise_kernel, strides=strides,
                                  padding=padding, dilations=dilation_rate,
                                  data_format=tf_data_format)


def pool2d(x, pool_size, strides=(1, 1), padding="valid", data_format=None, pool_mode="max"):
    """Max or average pooling of a 4-D x; ValueError for a bad pool_size, strides or mode."""
    data_format = _data_format(data_format)
    if len(pool_size) != 2:
        raise ValueError("`pool_size` must be a tuple of 2 integers.")
    if len(strides) != 2:
        raise ValueError("`strides` must be a tuple of 2 integers.")
    tf_data_format = "NCHW" if data_format == "channels_first" else "NHWC"
    padding = _padding(padding)
    if tf_data_format == "NHWC":
        strides, pool_size = (1,) + strides + (1,), (1,) + pool_size + (1,)
    else:
        strides, pool_size = (1, 1) + strides, (1, 1) + pool_size
    if pool_mode == "max":
        return tf.nn.max_pool2d(x, pool_size, strides, padding=padding, data_format=tf_data_format)
    if pool_mode == "avg":
        return tf.nn.avg_pool2d(x, pool_size, strides, padding=padding, data_format=tf_data_format)
    raise ValueError("Invalid pooling mode: " + str(pool_mode))


def pool3d(x, pool_size, strides=(1, 1, 1), padding="valid", data_format=None, pool_mode="max"):
    """Max or average pooling of a 5-D x; ValueError for a bad mode."""
    data_format = _data_format(data_format)
    tf_data_format = "NCDHW" if data_format == "channels_first" else "NDHWC"
    padding = _padding(padding)
    if tf_data_format == "NDHWC":
        strides, pool_size = (1,) + strides + (1,), (1,) + pool_size + (1,)
    else:
        strides, pool_size = (1, 1) + strides, (1, 1) + pool_size
    if pool_mode == "max":
        return tf.nn.max_pool3d(x, pool_size, strides, padding=padding, data_format=tf_data_format)
    if pool_mode == "avg":
        return tf.nn.avg_pool3d(x, pool_size, strides, padding=padding, data_format=tf_data_format)
    raise ValueError("Invalid pooling mode: " + str(pool_mode))


# tf.image.ResizeMethod's values, by Keras's interpolation names.
_INTERPOLATIONS = {
    "area": "area",
    "bicubic": "bicubic",
    "bilinear": "bilinear",
    "gaussian": "gaussian",
    "lanczos3": "lanczos3",
    "lanczos5": "lanczos5",
    "mitchellcubic": "mitchellcubic",
    "nearest": "nearest",
}


def resize_images(x, height_factor, width_factor, data_format, interpolation="nearest"):
    """tf.image.resize of a 4-D x to (height * height_factor, width * width_factor). Raises
    ValueError for an unknown data_format or interpolation."""
    if data_format == "channels_first":
        rows, cols = 2, 3
    elif data_format == "channels_last":
        rows, cols = 1, 2
    else:
        raise ValueError(f"Invalid `data_format` argument: {data_format}")
    new_shape = x.shape[rows:cols + 1]
    if new_shape.is_fully_defined():
        new_shape = tf.constant(new_shape.as_list(), dtype="int32")
    else:
        new_shape = tf.shape(x)[rows:cols + 1]
    new_shape *= tf.constant(np.array([height_factor, width_factor], dtype="int32"))
    if data_format == "channels_first":
        x = permute_dimensions(x, [0, 2, 3, 1])
    if interpolation not in _INTERPOLATIONS:
        names = '"' + '", "'.join(_INTERPOLATIONS) + '"'
        raise ValueError(f'`interpolation` argument should be one of: {names}. '
                         f'Received: "{interpolation}".')
    x = tf.image.resize(x, new_shape, method=_INTERPOLATIONS[interpolation])
    if data_format == "channels_first":
        x = permute_dimensions(x, [0, 3, 1, 2])
    return x


def resize_volumes(x, depth_factor, height_factor, width_factor, data_format):
    """A 5-D x with each spatial entry repeated by the three factors (repeat_elements per
    axis); ValueError for an unknown data_format."""
    return repeat_volume(x, (depth_factor, height_factor, width_factor), data_format,
                         repeat_elements)
