"""InputSpec (keras/src/layers/input_spec.py): what a layer accepts (rank, dtype, fixed axes),
checked on every call before build and after it."""
from keras.src import backend, tree


class InputSpec:
    def __init__(self, dtype=None, shape=None, ndim=None, max_ndim=None, min_ndim=None, axes=None,
                 allow_last_axis_squeeze=False, name=None, optional=False):
        self.dtype = backend.standardize_dtype(dtype) if dtype is not None else None
        if shape is not None:
            self.shape = backend.standardize_shape(shape)
            self.ndim = len(shape)
        else:
            self.ndim = ndim
            self.shape = None
        self.max_ndim = max_ndim
        self.min_ndim = min_ndim
        self.name = name
        self.optional = optional
        self.allow_last_axis_squeeze = allow_last_axis_squeeze
        try:
            axes = axes or {}
            self.axes = {int(k): axes[k] for k in axes}
        except (ValueError, TypeError):
            raise TypeError(f"Argument `axes` must be a dict with integer keys. Received: axes={axes}")
        if self.axes and (self.ndim is not None or self.max_ndim is not None):
            max_dim = (self.ndim if self.ndim else self.max_ndim) - 1
            max_axis = max(self.axes)
            if max_axis > max_dim:
                raise ValueError(f"Axis {max_axis} is greater than the maximum allowed value: {max_dim}")

    def __repr__(self):
        spec = [
            ("dtype=" + str(self.dtype)) if self.dtype else "",
            ("shape=" + str(self.shape)) if self.shape else "",
            ("ndim=" + str(self.ndim)) if self.ndim else "",
            ("max_ndim=" + str(self.max_ndim)) if self.max_ndim else "",
            ("min_ndim=" + str(self.min_ndim)) if self.min_ndim else "",
            ("axes=" + str(self.axes)) if self.axes else "",
        ]
        return f"InputSpec({', '.join(x for x in spec if x)})"


def assert_input_compatibility(input_spec, inputs, layer_name):
    """Raises ValueError with Keras's texts when `inputs` do not meet `input_spec`."""
    if not input_spec:
        return
    input_spec = tree.flatten(input_spec)
    if isinstance(inputs, dict):
        names = [spec.name for spec in input_spec]
        if all(names):
            list_inputs = []
            for name in names:
                if name not in inputs:
                    raise ValueError(
                        f'Missing data for input "{name}". You passed a data dictionary with keys '
                        f"{list(inputs.keys())}. Expected the following keys: {names}"
                    )
                list_inputs.append(inputs[name])
            inputs = list_inputs
    inputs = tree.flatten(inputs)
    if len(inputs) != len(input_spec):
        raise ValueError(
            f'Layer "{layer_name}" expects {len(input_spec)} input(s), but it received {len(inputs)} '
            f"input tensors. Inputs received: {inputs}"
        )
    for input_index, (x, spec) in enumerate(zip(inputs, input_spec)):
        if spec is None:
            continue
        if x is None and spec.optional:
            continue
        if not hasattr(x, "shape"):
            raise ValueError(
                f"Inputs to a layer should be tensors. Got '{x}' (of type {type(x)}) as input for layer "
                f"'{layer_name}'."
            )
        shape = backend.standardize_shape(x.shape)
        ndim = len(shape)
        prefix = f'Input {input_index} of layer "{layer_name}" is incompatible with the layer: '
        if spec.ndim is not None and not spec.allow_last_axis_squeeze and ndim != spec.ndim:
            raise ValueError(prefix + f"expected ndim={spec.ndim}, found ndim={ndim}. Full shape received: {shape}")
        if spec.max_ndim is not None and ndim > spec.max_ndim:
            raise ValueError(prefix + f"expected max_ndim={spec.max_ndim}, found ndim={ndim}")
        if spec.min_ndim is not None and ndim < spec.min_ndim:
            raise ValueError(
                prefix + f"expected min_ndim={spec.min_ndim}, found ndim={ndim}. Full shape received: {shape}"
            )
        if spec.dtype is not None:
            dtype = backend.standardize_dtype(x.dtype)
            if dtype != spec.dtype:
                raise ValueError(prefix + f"expected dtype={spec.dtype}, found dtype={dtype}")
        if spec.axes:
            for axis, value in spec.axes.items():
                if value is not None and shape[axis] not in {value, None}:
                    raise ValueError(
                        f'Input {input_index} of layer "{layer_name}" is incompatible with the layer: '
                        f"expected axis {axis} of input shape to have value {value}, but received input "
                        f"with shape {shape}"
                    )
        if spec.shape is not None:
            spec_shape = spec.shape
            if spec.allow_last_axis_squeeze:
                if shape and shape[-1] == 1:
                    shape = shape[:-1]
                if spec_shape and spec_shape[-1] == 1:
                    spec_shape = spec_shape[:-1]
            for spec_dim, dim in zip(spec_shape, shape):
                if spec_dim is not None and dim is not None and spec_dim != dim:
                    raise ValueError(prefix + f"expected shape={spec.shape}, found shape={shape}")
