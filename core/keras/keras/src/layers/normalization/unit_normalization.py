"""UnitNormalization (keras/src/layers/normalization/unit_normalization.py): scales each
input to unit L2 norm along `axis` (epsilon 1e-12)."""
from keras.src import ops
from keras.src.layers.layer import Layer


def check_axes_in_bounds(axis, input_shape, message):
    """ValueError `message(axis)` for any axis outside input_shape's rank."""
    for a in [axis] if isinstance(axis, int) else axis:
        if a >= len(input_shape) or a < -len(input_shape):
            raise ValueError(message(a))
    return input_shape


class UnitNormalization(Layer):
    _init_call_site = ("layers/normalization/unit_normalization.py", 28, "super().__init__(**kwargs)")

    def __init__(self, axis=-1, **kwargs):
        super().__init__(**kwargs)
        if isinstance(axis, (list, tuple)):
            self.axis = list(axis)
        elif isinstance(axis, int):
            self.axis = axis
        else:
            raise TypeError(
                f"Invalid value for `axis` argument: expected an int or a list/tuple of ints. Received: axis={axis}"
            )
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs):
        return ops.normalize(inputs, axis=self.axis, order=2, epsilon=1e-12)

    def compute_output_shape(self, input_shape):
        return check_axes_in_bounds(self.axis, input_shape,
                                    lambda a: f"Axis {self.axis} is out of bounds for input shape {input_shape}.")

    def get_config(self):
        return {**super().get_config(), "axis": self.axis}
