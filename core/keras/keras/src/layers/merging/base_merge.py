"""Merge layers (keras/src/layers/merging/): combine a list of tensors elementwise (Add,
Subtract, Multiply, Average, Maximum, Minimum) or by concatenation."""
from keras.src import backend, ops
from keras.src.backend.common.keras_tensor import KerasTensor
from keras.src.layers.layer import Layer


class Merge(Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True

    def _merge_function(self, inputs):
        raise NotImplementedError

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
        if mask is None or any(m is None for m in mask):
            return None
        output_mask = mask[0]
        for m in mask[1:]:
            output_mask = ops.logical_or(output_mask, m)
        return output_mask


def _reducing_merge(class_name, combine, finish=None):
    def _merge_function(self, inputs):
        output = inputs[0]
        for i in range(1, len(inputs)):
            output = combine(output, inputs[i])
        return finish(output, len(inputs)) if finish else output

    return type(class_name, (Merge,), {"_merge_function": _merge_function, "__module__": __name__})


Add = _reducing_merge("Add", ops.add)
Multiply = _reducing_merge("Multiply", ops.multiply)
Maximum = _reducing_merge("Maximum", ops.maximum)
Minimum = _reducing_merge("Minimum", ops.minimum)
Average = _reducing_merge("Average", ops.add, lambda output, n: ops.divide(output, n))


class Subtract(Merge):
    def build(self, input_shape):
        super().build(input_shape)
        if len(input_shape) != 2:
            raise ValueError(
                f"A `Subtract` layer should be called on exactly 2 inputs. Received: input_shape={input_shape}"
            )

    def _merge_function(self, inputs):
        if len(inputs) != 2:
            raise ValueError(f"A `Subtract` layer should be called on exactly 2 inputs. Received: inputs={inputs}")
        return ops.subtract(inputs[0], inputs[1])


class Concatenate(Merge):
    def __init__(self, axis=-1, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis
        self.supports_masking = True
        self._reshape_required = False

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


def add(inputs, **kwargs):
    return Add(**kwargs)(inputs)


def subtract(inputs, **kwargs):
    return Subtract(**kwargs)(inputs)


def multiply(inputs, **kwargs):
    return Multiply(**kwargs)(inputs)


def average(inputs, **kwargs):
    return Average(**kwargs)(inputs)


def maximum(inputs, **kwargs):
    return Maximum(**kwargs)(inputs)


def minimum(inputs, **kwargs):
    return Minimum(**kwargs)(inputs)


def concatenate(inputs, axis=-1, **kwargs):
    return Concatenate(axis=axis, **kwargs)(inputs)
