"""Cropping1D (keras/src/layers/reshaping/cropping1d.py): steps cut from the start and the
end of the time axis of (batch, steps, features) inputs."""
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.utils import argument_validation


class Cropping1D(Layer):
    """`cropping` is an int or a pair (start, end). Raises ValueError (Keras's text) when the
    crop leaves no step."""

    _init_call_site = ("layers/reshaping/cropping1d.py", 45, "super().__init__(**kwargs)")

    def __init__(self, cropping=(1, 1), **kwargs):
        super().__init__(**kwargs)
        self.cropping = argument_validation.standardize_tuple(cropping, 2, "cropping", allow_zero=True)
        self.input_spec = InputSpec(ndim=3)

    def compute_output_shape(self, input_shape):
        if input_shape[1] is not None:
            length = input_shape[1] - self.cropping[0] - self.cropping[1]
            if length <= 0:
                raise ValueError(
                    "`cropping` parameter of `Cropping1D` layer must be smaller than the input length. Received: "
                    f"input_shape={input_shape}, cropping={self.cropping}"
                )
        else:
            length = None
        return (input_shape[0], length, input_shape[2])

    def call(self, inputs):
        if inputs.shape[1] is not None and sum(self.cropping) >= inputs.shape[1]:
            raise ValueError(
                "`cropping` parameter of `Cropping1D` layer must be smaller than the input length. Received: "
                f"inputs.shape={inputs.shape}, cropping={self.cropping}"
            )
        if self.cropping[1] == 0:
            return inputs[:, self.cropping[0]:, :]
        return inputs[:, self.cropping[0]:-self.cropping[1], :]

    def get_config(self):
        config = {"cropping": self.cropping}
        base_config = super().get_config()
        return {**base_config, **config}
