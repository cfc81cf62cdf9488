"""Lambda (keras/src/layers/core/lambda_layer.py): a layer around a function; its output shape
is inferred by running the function on placeholders unless `output_shape` is given."""
import inspect

from keras.src import backend, tree
from keras.src.layers.layer import Layer


class Lambda(Layer):
    def __init__(self, function, output_shape=None, mask=None, arguments=None, **kwargs):
        super().__init__(**kwargs)
        self.arguments = arguments or {}
        self.function = function
        self.supports_masking = mask is not None
        self.mask = mask
        self._output_shape = output_shape
        function_args = inspect.getfullargspec(function).args
        self._fn_expects_training_arg = "training" in function_args
        self._fn_expects_mask_arg = "mask" in function_args

    def compute_output_shape(self, input_shape):
        if self._output_shape is None:
            try:
                inputs = tree.map_shape_structure(lambda x: backend.KerasTensor(x, dtype=self.compute_dtype),
                                                  input_shape)
                output_spec = backend.compute_output_spec(self.call, inputs)
                return tree.map_structure(lambda x: x.shape, output_spec)
            except Exception:
                raise NotImplementedError(
                    "We could not automatically infer the shape of the Lambda's output. Please specify the "
                    "`output_shape` argument for this Lambda layer."
                )
        if callable(self._output_shape):
            return self._output_shape(input_shape)
        batch_size = tree.flatten(input_shape)[0]
        return tree.map_shape_structure(lambda shape: (batch_size,) + shape, self._output_shape)

    def call(self, inputs, mask=None, training=None):
        kwargs = dict(self.arguments)
        if self._fn_expects_mask_arg:
            kwargs["mask"] = mask
        if self._fn_expects_training_arg:
            kwargs["training"] = training
        return self.function(inputs, **kwargs)

    def compute_mask(self, inputs, mask=None):
        if callable(self.mask):
            return self.mask(inputs, mask)
        return self.mask


class Identity(Layer):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True
        self._build_at_init()

    def call(self, inputs):
        return inputs

    def compute_output_shape(self, input_shape):
        return input_shape
