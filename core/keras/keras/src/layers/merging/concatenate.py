"""Concatenate (keras/src/layers/merging/concatenate.py): joins inputs along `axis`."""
from keras.src import ops
from keras.src.layers.merging.base_merge import Merge


class Concatenate(Merge):
    def __init__(self, axis=-1, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis
        self.supports_masking = True
        self._reshape_required = False

    def compute_mask(self, inputs, mask=None):
        """The masks joined along `axis` (an unmasked input counts as all True; a mask of lower
        rank than its input is broadcast over the input's last axis), reduced with any() over
        the last axis."""
        if mask is None:
            return None
        if not isinstance(mask, (tuple, list)):
            raise ValueError(f"`mask` should be a list. Received mask={mask}")
        if not isinstance(inputs, (tuple, list)):
            raise ValueError(f"`inputs` should be a list. Received: inputs={inputs}")
        if len(mask) != len(inputs):
            raise ValueError(
                "The lists `inputs` and `mask` should have the same length. "
                f"Received: inputs={inputs} of length {len(inputs)}, and mask={mask} of length {len(mask)}"
            )
        if all(m is None for m in mask):
            return None
        masks = []
        for input_i, mask_i in zip(inputs, mask):
            if mask_i is None:
                masks.append(ops.ones_like(input_i, dtype="bool"))
            elif mask_i.ndim < input_i.ndim:
                masks.append(ops.broadcast_to(ops.expand_dims(mask_i, axis=-1), ops.shape(input_i)))
            else:
                masks.append(mask_i)
        concatenated = ops.concatenate(masks, axis=self.axis)
        return ops.any(concatenated, axis=-1, keepdims=False)

    def get_config(self):
        config = {"axis": self.axis}
        base_config = super().get_config()
        return dict(list(base_config.items()) + list(config.items()))

    def build(self, input_shape):
        if len(input_shape) < 1 or not isinstance(input_shape[0], (tuple, list)):
            raise ValueError(
                f"A `Concatenate` layer should be called on a list of at least 1 input. Received: input_shape={input_shape}"
            )
        if all(shape is None for shape in input_shape):
            return
        reduced = [list(shape) for shape in input_shape]
        reduced_copy = list(reduced)
        shape_set = set()
        for i in range(len(reduced_copy)):
            concat_axis = self.axis % len(reduced_copy[i])
            for axis, axis_value in enumerate(reduced_copy, start=1):
                if axis != concat_axis and axis_value == 1:
                    del reduced[i][axis]
            if len(reduced[i]) > self.axis:
                del reduced[i][self.axis]
            shape_set.add(tuple(reduced[i]))
        if len(shape_set) != 1:
            err_msg = (
                "A `Concatenate` layer requires inputs with matching shapes except for the concatenation axis. "
                f"Received: input_shape={input_shape}"
            )
            ranks = set(len(shape) for shape in shape_set)
            if len(ranks) != 1:
                raise ValueError(err_msg)
            (rank,) = ranks
            for axis in range(rank):
                unique_dims = set(shape[axis] for shape in shape_set if shape[axis] is not None)
                if len(unique_dims) > 1:
                    raise ValueError(err_msg)

    def _merge_function(self, inputs):
        return ops.concatenate(inputs, axis=self.axis)

    def compute_output_shape(self, input_shape):
        if not isinstance(input_shape, (tuple, list)) or not isinstance(input_shape[0], (tuple, list)):
            raise ValueError(
                f"A `Concatenate` layer should be called on a list of inputs. Received: input_shape={input_shape}"
            )
        output_shape = list(input_shape[0])
        for shape in input_shape[1:]:
            if output_shape[self.axis] is None or shape[self.axis] is None:
                output_shape[self.axis] = None
                break
            output_shape[self.axis] += shape[self.axis]
        return tuple(output_shape)


def concatenate(inputs, axis=-1, **kwargs):
    return Concatenate(axis=axis, **kwargs)(inputs)
