"""InputLayer and keras.Input (keras/src/layers/core/input_layer.py)."""

from keras.src import backend
from keras.src.layers.layer import Layer
from keras.src.ops.node import Node
from keras.src.utils.warning_sites import warn_at


class InputLayer(Layer):
    def __init__(self, shape=None, batch_size=None, dtype=None, sparse=None, ragged=None, batch_shape=None,
                 input_tensor=None, optional=False, name=None, **kwargs):
        super().__init__(name=name)
        if "input_shape" in kwargs:
            warn_at("Argument `input_shape` is deprecated. Use `shape` instead.", UserWarning,
                    ("layers/core/input_layer.py", 27, "warnings.warn("))
            shape = kwargs.pop("input_shape")
        if "batch_input_shape" in kwargs:
            batch_shape = kwargs.pop("batch_input_shape")
        if input_tensor is not None:
            if not isinstance(input_tensor, backend.KerasTensor):
                raise ValueError(
                    "Argument `input_tensor` must be a KerasTensor. Received invalid type: "
                    f"input_tensor={input_tensor} (of type {type(input_tensor)})"
                )
            # Any other argument given must agree with the tensor (compared as given: a list
            # `shape` never equals the tensor's tuple shape).
            if batch_size is not None:
                if len(input_tensor.shape) < 1 or input_tensor.shape[0] != batch_size:
                    raise ValueError(
                        "When providing the `input_tensor` argument, you cannot provide an incompatible "
                        "`batch_size` argument."
                    )
            if shape is not None:
                if len(shape) != len(input_tensor.shape) - 1 or shape != input_tensor.shape[1:]:
                    raise ValueError(
                        "When providing the `input_tensor` argument, you cannot provide an incompatible "
                        "`shape` argument."
                    )
            if batch_shape is not None and batch_shape != input_tensor.shape:
                raise ValueError(
                    "When providing the `input_tensor` argument, you cannot provide an incompatible "
                    "`batch_shape` argument."
                )
            if dtype is not None and input_tensor.dtype != dtype:
                raise ValueError(
                    "When providing the `input_tensor` argument, you cannot provide an incompatible "
                    "`dtype` argument."
                )
            if sparse is not None and input_tensor.sparse != sparse:
                raise ValueError(
                    "When providing the `input_tensor` argument, you cannot provide an incompatible "
                    "`sparse` argument."
                )
            batch_shape = input_tensor.shape
            dtype = input_tensor.dtype
            sparse = input_tensor.sparse
        else:
            if shape is not None and batch_shape is not None:
                raise ValueError("You cannot pass both `shape` and `batch_shape` at the same time.")
            if batch_size is not None and batch_shape is not None:
                raise ValueError("You cannot pass both `batch_size` and `batch_shape` at the same time.")
            if shape is None and batch_shape is None:
                raise ValueError("You must pass a `shape` argument.")
            if shape is not None:
                shape = backend.standardize_shape(shape)
                batch_shape = (batch_size,) + shape
        self._batch_shape = backend.standardize_shape(batch_shape)
        self._dtype = backend.standardize_dtype(dtype)
        self.sparse = bool(sparse)
        self.ragged = bool(ragged)
        if self.sparse or self.ragged:
            # Keras's sparse and ragged model inputs trace tf.SparseTensor / tf.RaggedTensor
            # placeholders through every layer, which tfplay's Keras does not do.
            raise NotImplementedError("tfplay's Keras has no sparse or ragged model inputs yet "
                                      "(keras.Input(sparse=True) or keras.Input(ragged=True))")
        if input_tensor is None:
            input_tensor = backend.KerasTensor(shape=batch_shape, dtype=dtype, sparse=sparse, ragged=ragged, name=name)
        self._input_tensor = input_tensor
        Node(operation=self, call_args=(), call_kwargs={}, outputs=input_tensor)
        self.built = True
        self.optional = optional

    def call(self):
        return

    @property
    def batch_shape(self):
        return self._batch_shape

    @property
    def dtype(self):
        return self._dtype

    def get_config(self):
        return {"batch_shape": self.batch_shape, "dtype": self.dtype, "sparse": self.sparse,
                "ragged": self.ragged, "name": self.name}


def Input(shape=None, batch_size=None, dtype=None, sparse=None, ragged=None, batch_shape=None, name=None,
          tensor=None, optional=False):
    """A symbolic input: the KerasTensor of a new InputLayer (batch dimension None unless
    `batch_size` or `batch_shape` fix it)."""
    layer = InputLayer(shape=shape, batch_size=batch_size, dtype=dtype, sparse=sparse, ragged=ragged,
                       batch_shape=batch_shape, name=name, input_tensor=tensor, optional=optional)
    return layer.output
