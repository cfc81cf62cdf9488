"""Merge (keras/src/layers/merging/base_merge.py): the base of the layers that combine a list
of tensors (add.py, subtract.py, ..., concatenate.py), and the elementwise folds they share."""
from keras.src import backend, ops
from keras.src.backend.common.keras_tensor import KerasTensor
from keras.src.layers.layer import Layer


class Merge(Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True

    def _merge_function(self, inputs):
        raise NotImplementedError

    def _apply_merge_op_and_or_mask(self, op_fn, inputs):
        """Folds `inputs` with `op_fn` (Maximum, Minimum: no identity element): a masked-out
        step of one input takes the other's value, and the OR of the masks (reduced over the
        last axis) is set on the output when every input has a mask."""
        output = None
        output_mask = None
        for x in inputs:
            mask = backend.get_keras_mask(x)
            if mask is not None:
                mask = ops.broadcast_to(ops.expand_dims(mask, -1), ops.shape(x))
            if output is None:
                output = x
                output_mask = mask
                continue
            if mask is not None:
                x = ops.where(mask, x, output)
            if output_mask is not None:
                output = ops.where(output_mask, output, x)
            if mask is not None and output_mask is not None:
                output_mask = ops.logical_or(output_mask, mask)
            else:
                output_mask = None
            output = op_fn(output, x)
        if output_mask is not None:
            output_mask = ops.any(output_mask, axis=-1, keepdims=False)
            backend.set_keras_mask(output, output_mask)
        return output

    def _compute_elemwise_op_output_shape(self, shape1, shape2):
        if None in [shape1, shape2]:
            return None
        if len(shape1) < len(shape2):
            return self._compute_elemwise_op_output_shape(shape2, shape1)
        if not shape2:
            return shape1
        output_shape = list(shape1[:-len(shape2)])
        for i, j in zip(shape1[-len(shape2):], shape2):
            if i is None or j is None:
                output_shape.append(None)
            elif i == 1:
                output_shape.append(j)
            elif j == 1:
                output_shape.append(i)
            else:
                if i != j:
                    raise ValueError(f"Inputs have incompatible shapes. Received shapes {shape1} and {shape2}")
                output_shape.append(i)
        return tuple(output_shape)

    def build(self, input_shape):
        if not isinstance(input_shape[0], (tuple, list)):
            raise ValueError(
                f"A merge layer should be called on a list of inputs. Received: input_shape={input_shape} (not a "
                "list of shapes)"
            )
        if len(input_shape) < 1:
            raise ValueError(
                f"A merge layer should be called on a list of at least 1 input. Received {len(input_shape)} "
                f"inputs. Full input_shape received: {input_shape}"
            )
        batch_sizes = {s[0] for s in input_shape if s} - {None}
        if len(batch_sizes) > 1:
            raise ValueError(f"Cannot merge tensors with different batch sizes. Received tensors with shapes {input_shape}")
        output_shape = None if input_shape[0] is None else input_shape[0][1:]
        for i in range(1, len(input_shape)):
            shape = None if input_shape[i] is None else input_shape[i][1:]
            output_shape = self._compute_elemwise_op_output_shape(output_shape, shape)
        self._reshape_required = not (None not in input_shape and len(set(map(len, input_shape))) == 1)

    def call(self, inputs):
        if not isinstance(inputs, (list, tuple)):
            raise ValueError(
                f"A merge layer should be called on a list of inputs. Received: inputs={inputs} (not a list of tensors)"
            )
        if self._reshape_required:
            max_ndim = max(ops.ndim(x) for x in inputs)
            reshaped = []
            for x in inputs:
                for _ in range(max_ndim - ops.ndim(x)):
                    x = ops.expand_dims(x, axis=1)
                reshaped.append(x)
            return self._merge_function(reshaped)
        return self._merge_function(inputs)

    def compute_output_shape(self, input_shape):
        output_shape = None if input_shape[0] is None else input_shape[0][1:]
        for i in range(1, len(input_shape)):
            shape = None if input_shape[i] is None else input_shape[i][1:]
            output_shape = self._compute_elemwise_op_output_shape(output_shape, shape)
        batch_sizes = {s[0] for s in input_shape if s is not None} - {None}
        if len(batch_sizes) == 1:
            return (list(batch_sizes)[0],) + output_shape
        return (None,) + output_shape

    def compute_output_spec(self, inputs):
        return KerasTensor(self.compute_output_shape([x.shape for x in inputs]), dtype=self.compute_dtype)

    def compute_mask(self, inputs, mask=None):
        if mask is None:
            return None
        if not isinstance(mask, (tuple, list)):
            raise ValueError(f"`mask` should be a list. Received: mask={mask}")
        if not isinstance(inputs, (tuple, list)):
            raise ValueError(f"`inputs` should be a list. Received: inputs={inputs}")
        if len(mask) != len(inputs):
            raise ValueError(
                "The lists `inputs` and `mask` should have the same length. "
                f"Received: inputs={inputs} of length {len(inputs)}, and mask={mask} of length {len(mask)}"
            )
        # An OR of the masks (Add, Subtract, Average); None when an input has no mask.
        if any(m is None for m in mask):
            return None
        output_mask = mask[0]
        for m in mask[1:]:
            output_mask = ops.logical_or(output_mask, m)
        return output_mask


def _reducing_merge(class_name, combine, module, finish=None):
    """A Merge subclass named `class_name`, defined in `module`, that folds its inputs with
    `combine` (then `finish(output, n)` when given)."""
    def _merge_function(self, inputs):
        output = inputs[0]
        for i in range(1, len(inputs)):
            output = combine(output, inputs[i])
        return finish(output, len(inputs)) if finish else output

    return type(class_name, (Merge,), {"_merge_function": _merge_function, "__module__": module})
