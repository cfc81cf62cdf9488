"""CategoryEncoding (keras/src/layers/preprocessing/category_encoding.py): integer category
ids in [0, num_tokens) to "one_hot", "multi_hot" or "count" vectors of length num_tokens,
with `encode_categorical_inputs` (Keras keeps it in keras/src/utils/numerical_utils.py, and
its bincount path in utils/tf_utils.py)."""
from keras.src.backend import KerasTensor
from keras.src.layers.preprocessing.tf_data_layer import TFDataLayer


def _tf_encode_categorical_inputs(inputs, output_mode, depth, dtype="float32", sparse=False, count_weights=None):
    """multi_hot / count of rank <= 2 inputs through `tf.math.bincount(axis=-1)`. Raises
    ValueError for rank > 2 (the caller then falls back to one_hot / multi_hot)."""
    import tensorflow as tf

    if sparse:
        raise NotImplementedError("tfplay's Keras has no sparse outputs yet (sparse=True)")
    original_shape = inputs.shape
    if inputs.shape.rank == 0:
        inputs = tf.expand_dims(inputs, -1)
    if inputs.shape.rank > 2:
        raise ValueError(
            "When output_mode is not `'int'`, maximum supported output rank is 2. Received output_mode "
            f"{output_mode} and input shape {original_shape}, which would result in output rank "
            f"{inputs.shape.rank}."
        )
    binary_output = output_mode in ("multi_hot", "one_hot")
    result = tf.math.bincount(inputs, weights=count_weights, minlength=depth, maxlength=depth, dtype=dtype, axis=-1,
                              binary_output=binary_output)
    if inputs.shape.rank == 1:
        result.set_shape(tf.TensorShape((depth,)))
    else:
        result.set_shape(tf.TensorShape((inputs.shape.as_list()[0], depth)))
    return tf.cast(result, dtype)


def encode_categorical_inputs(inputs, output_mode, depth, dtype, sparse=False, count_weights=None,
                              backend_module=None):
    """`inputs` cast to `dtype` ("int"), or encoded as (..., depth) one-hot, multi-hot or count
    vectors."""
    if output_mode == "int":
        return backend_module.cast(inputs, dtype=dtype)
    if output_mode in ("multi_hot", "count") and "RaggedTensor" in type(inputs).__name__:
        # TF's bincount counts ragged rows itself (RaggedBincount); tfplay pads the rows with
        # `depth`, an id DenseBincount's [0, depth) range leaves out.
        inputs = inputs.to_tensor(default_value=depth)
    rank_of_inputs = len(backend_module.shape(inputs))
    if rank_of_inputs == 0:
        inputs = backend_module.numpy.expand_dims(inputs, -1)
        rank_of_inputs = 1
    if rank_of_inputs <= 2 and output_mode in ("multi_hot", "count"):
        try:
            return _tf_encode_categorical_inputs(inputs, output_mode, depth, dtype=dtype, sparse=sparse,
                                                 count_weights=count_weights)
        except ValueError:
            pass
    if output_mode == "multi_hot":
        return backend_module.nn.multi_hot(inputs, depth, dtype=dtype, sparse=sparse)
    elif output_mode == "one_hot":
        input_shape = backend_module.core.shape(inputs)
        if input_shape is not None and len(input_shape) > 1 and input_shape[-1] == 1:
            inputs = backend_module.numpy.reshape(inputs, tuple(input_shape[:-1]))
        return backend_module.nn.one_hot(inputs, depth, dtype=dtype, sparse=sparse)
    elif output_mode == "count":
        reduction_axis = 1 if len(inputs.shape) > 1 else 0
        if count_weights is not None:
            dtype = count_weights.dtype
        one_hot_encoding = backend_module.nn.one_hot(inputs, depth, dtype=dtype, sparse=sparse)
        if count_weights is not None:
            count_weights = backend_module.numpy.expand_dims(count_weights, -1)
            one_hot_encoding = one_hot_encoding * count_weights
        return backend_module.numpy.sum(one_hot_encoding, axis=reduction_axis)


class CategoryEncoding(TFDataLayer):
    _init_call_site = ("layers/preprocessing/category_encoding.py", 91, "super().__init__(**kwargs)")

    def __init__(self, num_tokens=None, output_mode="multi_hot", sparse=False, **kwargs):
        super().__init__(**kwargs)
        # Support deprecated names for output_modes.
        if output_mode == "binary":
            output_mode = "multi_hot"
        if output_mode not in ("count", "one_hot", "multi_hot"):
            raise ValueError(f"Unknown arg for output_mode: {output_mode}")
        if num_tokens is None:
            raise ValueError(
                "num_tokens must be set to use this layer. If the number of tokens is not known beforehand, use "
                "the IntegerLookup layer instead."
            )
        if num_tokens < 1:
            raise ValueError(f"`num_tokens` must be >= 1. Received: num_tokens={num_tokens}.")
        self.num_tokens = num_tokens
        self.output_mode = output_mode
        self.sparse = sparse
        self._allow_non_tensor_positional_args = True
        self._convert_input_args = False

    def _encode(self, inputs, count_weights=None):
        inputs = self.backend.core.convert_to_tensor(inputs)
        return encode_categorical_inputs(inputs, output_mode=self.output_mode, depth=self.num_tokens,
                                         dtype=self.dtype, sparse=self.sparse, count_weights=count_weights,
                                         backend_module=self.backend)

    def compute_output_shape(self, input_shape):
        if (input_shape is not None) & (len(input_shape) == 0):
            return (self.num_tokens,)
        if self.output_mode == "one_hot":
            if input_shape[-1] != 1:
                return tuple(input_shape) + (self.num_tokens,)
            elif len(input_shape) == 1:
                return tuple(input_shape) + (self.num_tokens,)
            else:
                return tuple(input_shape[:-1]) + (self.num_tokens,)
        return tuple(input_shape[:-1]) + (self.num_tokens,)

    def compute_output_spec(self, inputs, count_weights=None):
        return KerasTensor(self.compute_output_shape(inputs.shape), dtype=self.compute_dtype)

    def get_config(self):
        return {**super().get_config(), "num_tokens": self.num_tokens, "output_mode": self.output_mode}

    def call(self, inputs, count_weights=None):
        if count_weights is not None:
            if self.output_mode != "count":
                raise ValueError(
                    "`count_weights` is not used when `output_mode` is not `'count'`. "
                    f"Received `count_weights={count_weights}`."
                )
            count_weights = self.backend.convert_to_tensor(count_weights, dtype=self.compute_dtype)
        return self._encode(inputs, count_weights)
