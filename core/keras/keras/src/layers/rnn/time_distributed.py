"""TimeDistributed (keras/src/layers/rnn/time_distributed.py): applies the wrapped layer's
`call` to every timestep of (batch, time, ...) inputs, one call per step when the number of
steps is known (stacked), else through `vectorized_map`."""
from keras.src import backend, ops
from keras.src.layers.core.wrapper import Wrapper
from keras.src.layers.layer import Layer


class TimeDistributed(Wrapper):
    _init_call_site = ("layers/rnn/time_distributed.py", 53, "super().__init__(layer, **kwargs)")

    def __init__(self, layer, **kwargs):
        if not isinstance(layer, Layer):
            raise ValueError(
                f"Please initialize `TimeDistributed` layer with a `keras.layers.Layer` instance. Received: {layer}"
            )
        super().__init__(layer, **kwargs)
        self.supports_masking = True

    def _get_child_input_shape(self, input_shape):
        if not isinstance(input_shape, (tuple, list)) or len(input_shape) < 3:
            raise ValueError(
                "`TimeDistributed` Layer should be passed an `input_shape` with at least 3 dimensions, "
                f"received: {input_shape}"
            )
        return (input_shape[0], *input_shape[2:])

    def compute_output_shape(self, input_shape):
        child_input_shape = self._get_child_input_shape(input_shape)
        child_output_shape = self.layer.compute_output_shape(child_input_shape)
        return (child_output_shape[0], input_shape[1], *child_output_shape[1:])

    def build(self, input_shape):
        child_input_shape = self._get_child_input_shape(input_shape)
        super().build(child_input_shape)

    def call(self, inputs, training=None, mask=None):
        # On TensorFlow, Keras checks the mask's shape only when `not tf.executing_eagerly` (the
        # function object, always truthy), that is never.
        timesteps = ops.shape(inputs)[1]

        def time_distributed_transpose(data):
            axes = [1, 0, *range(2, len(data.shape))]
            return ops.transpose(data, axes=axes)

        inputs = time_distributed_transpose(inputs)
        if mask is not None:
            mask = time_distributed_transpose(mask)

        def step_function(i):
            kwargs = {}
            if self.layer._call_has_mask_arg and mask is not None:
                kwargs["mask"] = mask[i]
            if self.layer._call_has_training_arg:
                kwargs["training"] = training
            return self.layer.call(inputs[i], **kwargs)

        if inputs.shape[0] is not None:
            outputs = ops.stack([step_function(i) for i in range(inputs.shape[0])])
            return time_distributed_transpose(outputs)
        outputs = backend.vectorized_map(step_function, ops.arange(timesteps))
        return time_distributed_transpose(outputs)
