"""Dot (keras/src/layers/merging/dot.py): the batched dot product of two tensors along `axes`
(optionally L2-normalized first, giving cosine proximity), and `keras.layers.dot`."""
from keras.src import ops
from keras.src.layers.merging.base_merge import Merge


def axis_moved_last(ndim, axis):
    """The transpose permutation of range(ndim) that moves `axis` last, the others in order."""
    pattern = list(range(ndim))
    for i in range(axis, ndim - 1):
        pattern[i] = pattern[i + 1]
    pattern[-1] = axis
    return pattern


def axis_moved_second(ndim, axis):
    """The transpose permutation of range(ndim) that moves `axis` (>= 1) to position 1."""
    pattern = list(range(ndim))
    for i in range(axis, 1, -1):
        pattern[i] = pattern[i - 1]
    pattern[1] = axis
    return pattern


def batch_dot(x, y, axes=None):
    """x[i] . y[i] contracted over axes[0] of x and axes[1] of y, for each batch index i; rank-2
    inputs gain a unit axis that is squeezed away again."""
    x_shape = x.shape
    y_shape = y.shape
    x_ndim = len(x_shape)
    y_ndim = len(y_shape)
    if x_ndim < 2 or y_ndim < 2:
        raise ValueError(
            f"Cannot do batch_dot on inputs with rank < 2. Received inputs with shapes {x_shape} and {y_shape}."
        )
    x_batch_size = x_shape[0]
    y_batch_size = y_shape[0]
    if x_batch_size is not None and y_batch_size is not None and x_batch_size != y_batch_size:
        raise ValueError(
            "Cannot do batch_dot on inputs with different batch sizes. Received inputs with shapes "
            f"{x_shape} and {y_shape}."
        )
    if isinstance(axes, int):
        axes = [axes, axes]
    if axes is None:
        axes = [x_ndim - 1, y_ndim - 1] if y_ndim == 2 else [x_ndim - 1, y_ndim - 2]
    if any(isinstance(a, (list, tuple)) for a in axes):
        raise ValueError(
            "Multiple target dimensions are not supported. Expected: None, int, (int, int), "
            f"Provided: {axes} "
        )
    axes = list(axes)
    if axes[0] < 0:
        axes[0] += x_ndim
    if axes[1] < 0:
        axes[1] += y_ndim
    if 0 in axes:
        raise ValueError(
            "Cannot perform batch_dot over axis 0. If your inputs are not batched, add a dummy batch dimension to "
            "your inputs using keras.ops.expand_dims(x, 0)"
        )
    a0, a1 = axes
    d1 = x_shape[a0]
    d2 = y_shape[a1]
    if d1 is not None and d2 is not None and d1 != d2:
        raise ValueError(
            f"Cannot do batch_dot on inputs with shapes {x_shape} and {y_shape} with axes={axes}. "
            f"x.shape[{axes[0]}] != y.shape[{axes[1]}] ({d1} != {d2})."
        )
    orig_x_ndim = x_ndim
    orig_y_ndim = y_ndim
    if x_ndim == 2:
        x = ops.expand_dims(x, 1)
        a0 += 1
        x_ndim += 1
    if y_ndim == 2:
        y = ops.expand_dims(y, 2)
        y_ndim += 1
    # The contracted axis goes last in x and second in y.
    if a0 != x_ndim - 1:
        x = ops.transpose(x, axis_moved_last(x_ndim, a0))
    if a1 != 1:
        y = ops.transpose(y, axis_moved_second(y_ndim, a1))
    x_squashed = x_ndim > 3
    if x_squashed:
        x_shape = ops.shape(x)
        x_mid_dims = x_shape[1:-1]
        x = ops.reshape(x, (x_shape[0], -1, x_shape[-1]))
    y_squashed = y_ndim > 3
    if y_squashed:
        y_shape = ops.shape(y)
        y_trail_dims = y_shape[2:]
        y = ops.reshape(y, (y_shape[0], y_shape[1], -1))
    result = ops.matmul(x, y)
    output_shape = ops.shape(result)
    do_reshape = False
    if x_squashed:
        output_shape = output_shape[:1] + x_mid_dims + output_shape[-1:]
        do_reshape = True
    if y_squashed:
        output_shape = output_shape[:-1] + y_trail_dims
        do_reshape = True
    if do_reshape:
        result = ops.reshape(result, output_shape)
    if orig_x_ndim == 2:
        result = ops.squeeze(result, 1)
    elif orig_y_ndim == 2:
        result = ops.squeeze(result, -1)
    return result


class Dot(Merge):
    _init_call_site = ("layers/merging/dot.py", 241, "super().__init__(**kwargs)")

    def __init__(self, axes, normalize=False, **kwargs):
        super().__init__(**kwargs)
        if not isinstance(axes, int):
            if not isinstance(axes, (list, tuple)):
                raise TypeError(
                    f"Invalid type for argument `axes`: it should be a list or an int. Received: axes={axes}"
                )
            if len(axes) != 2:
                raise ValueError(
                    f"Invalid format for argument `axes`: it should contain two elements. Received: axes={axes}"
                )
            if not isinstance(axes[0], int) or not isinstance(axes[1], int):
                raise ValueError(
                    f"Invalid format for argument `axes`: list elements should be integers. Received: axes={axes}"
                )
        self.axes = axes
        self.normalize = normalize
        self.supports_masking = True
        self._reshape_required = False

    def _resolve_axes(self, shapes):
        if isinstance(self.axes, int):
            if self.axes < 0:
                return [self.axes % len(shapes[0]), self.axes % len(shapes[1])]
            return [self.axes] * 2
        return self.axes

    def build(self, input_shape):
        if not isinstance(input_shape[0], (tuple, list)) or len(input_shape) != 2:
            raise ValueError(
                f"A `Dot` layer should be called on a list of 2 inputs. Received: input_shape={input_shape}"
            )
        shape1 = input_shape[0]
        shape2 = input_shape[1]
        if shape1 is None or shape2 is None:
            return
        axes = self._resolve_axes(input_shape)
        if shape1[axes[0]] != shape2[axes[1]]:
            raise ValueError(
                f"Incompatible input shapes: axis values {shape1[axes[0]]} (at axis {axes[0]}) != "
                f"{shape2[axes[1]]} (at axis {axes[1]}). Full input shapes: {shape1}, {shape2}"
            )

    def _merge_function(self, inputs):
        if len(inputs) != 2:
            raise ValueError(f"A `Dot` layer should be called on exactly 2 inputs. Received: inputs={inputs}")
        x1 = inputs[0]
        x2 = inputs[1]
        if isinstance(self.axes, int):
            axes = self._resolve_axes([x1.shape, x2.shape])
        else:
            axes = [a % len(inputs[i].shape) if a < 0 else a for i, a in enumerate(self.axes)]
        if self.normalize:
            # keras.utils.normalize of a tensor is ops.normalize (L2).
            x1 = ops.normalize(x1, axis=axes[0], order=2)
            x2 = ops.normalize(x2, axis=axes[1], order=2)
        return batch_dot(x1, x2, axes)

    def compute_output_shape(self, input_shape):
        if not isinstance(input_shape, (tuple, list)) or len(input_shape) != 2:
            raise ValueError(
                f"A `Dot` layer should be called on a list of 2 inputs. Received: input_shape={input_shape}"
            )
        shape1 = list(input_shape[0])
        shape2 = list(input_shape[1])
        axes = self._resolve_axes([shape1, shape2])
        shape1.pop(axes[0])
        shape2.pop(axes[1])
        shape2.pop(0)
        output_shape = shape1 + shape2
        if len(output_shape) == 1:
            output_shape += [1]
        return tuple(output_shape)

    def compute_mask(self, inputs, mask=None):
        return None

    def get_config(self):
        return {**super().get_config(), "axes": self.axes, "normalize": self.normalize}


def dot(inputs, axes=-1, **kwargs):
    return Dot(axes=axes, **kwargs)(inputs)
