"""RMSNormalization (keras/src/layers/normalization/rms_normalization.py):
`x / sqrt(mean(x^2, axis) + epsilon) * scale`, with a learned `scale` (ones) over `axis`."""
from keras.src import ops
from keras.src.layers.layer import Layer
from keras.src.layers.normalization.unit_normalization import check_axes_in_bounds


class RMSNormalization(Layer):
    _init_call_site = ("layers/normalization/rms_normalization.py", 46, "super().__init__(**kwargs)")

    def __init__(self, axis=-1, epsilon=1e-6, **kwargs):
        super().__init__(**kwargs)
        self.axis = axis
        self.epsilon = epsilon

    def build(self, input_shape):
        if isinstance(self.axis, list):
            shape = tuple([input_shape[dim] for dim in self.axis])
        else:
            shape = (input_shape[self.axis],)
            self.axis = [self.axis]
        self.scale = self.add_weight(name="scale", shape=shape, initializer="ones")
        self.built = True

    def call(self, x):
        return ops.rms_normalization(x, scale=self.scale, axis=self.axis, epsilon=self.epsilon)

    def compute_output_shape(self, input_shape):
        return check_axes_in_bounds(
            self.axis, input_shape,
            lambda a: f"Axis {a} is out of bounds for input shape {input_shape}. Received: axis={self.axis}")

    def get_config(self):
        return {**super().get_config(), "axis": self.axis, "epsilon": self.epsilon}
