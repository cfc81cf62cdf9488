"""HashedCrossing (keras/src/layers/preprocessing/hashed_crossing.py): crosses two or more
integer or string features of shape (), (batch,) or (batch, 1) into `num_bins` bins with
tf.sparse.cross_hashed, then outputs the "int" bins (int64) or their "one_hot" encoding. Like
tfplay's SparseTensor, it runs eagerly only (inside tf.function or tf.data it raises
NotImplementedError)."""
from keras.src import backend
from keras.src.layers.layer import Layer
from keras.src.layers.preprocessing.category_encoding import encode_categorical_inputs
from keras.src.utils import argument_validation, backend_utils, tf_utils


class HashedCrossing(Layer):
    """Raises ValueError (Keras's texts) for an output_mode other than "int"/"one_hot", for
    inputs that are not a list/tuple of at least two tensors of equal shape (), (batch,) or
    (batch, 1), and for non-integer, non-string inputs."""

    _init_call_site = ("layers/preprocessing/hashed_crossing.py", 90, "super().__init__(name=name, dtype=dtype)")

    def __init__(self, num_bins, output_mode="int", sparse=False, name=None, dtype=None, **kwargs):
        if output_mode == "int" and dtype is None:
            dtype = "int64"
        super().__init__(name=name, dtype=dtype)
        if sparse and backend.backend() != "tensorflow":
            raise ValueError("`sparse=True` can only be used with the TensorFlow backend.")
        argument_validation.validate_string_arg(output_mode, allowable_strings=("int", "one_hot"),
                                                caller_name=self.__class__.__name__, arg_name="output_mode")
        self.num_bins = num_bins
        self.output_mode = output_mode
        self.sparse = sparse
        self._allow_non_tensor_positional_args = True
        self._convert_input_args = False
        self.supports_jit = False

    def compute_output_shape(self, input_shape):
        if not len(input_shape) == 2 or not isinstance(input_shape[0], tuple) or not isinstance(
                input_shape[1], tuple):
            raise ValueError(f"Expected as input a list/tuple of 2 tensors. Received input_shape={input_shape}")
        if input_shape[0][-1] != input_shape[1][-1]:
            raise ValueError(f"Expected the two input tensors to have identical shapes. Received input_shape={input_shape}")
        if not input_shape:
            if self.output_mode == "int":
                return ()
            return (self.num_bins,)
        if self.output_mode == "int":
            return tuple(input_shape[0])
        if self.output_mode == "one_hot" and input_shape[0][-1] != 1:
            return tuple(input_shape[0]) + (self.num_bins,)
        return tuple(input_shape[0])[:-1] + (self.num_bins,)

    def call(self, inputs):
        import tensorflow as tf

        tf_backend = backend_utils.DynamicBackend()
        self._check_at_least_two_inputs(inputs)
        inputs = [tf_utils.ensure_tensor(x) for x in inputs]
        self._check_input_shape_and_type(inputs)
        # Uprank to rank 2 for the cross_hashed op.
        first_shape = tuple(inputs[0].shape)
        rank = len(first_shape)
        if rank < 2:
            inputs = [tf_backend.numpy.expand_dims(x, -1) for x in inputs]
        if rank < 1:
            inputs = [tf_backend.numpy.expand_dims(x, -1) for x in inputs]
        outputs = tf.sparse.cross_hashed(inputs, self.num_bins)
        outputs = tf.sparse.to_dense(outputs)
        # cross_hashed's output shape is always (None, None): restore the static shape.
        if rank == 2:
            outputs.set_shape(first_shape)
        elif rank == 1:
            outputs.set_shape(first_shape + (1,))
            outputs = tf.squeeze(outputs, axis=1)
        elif rank == 0:
            outputs = tf.reshape(outputs, [])
        return encode_categorical_inputs(outputs, output_mode=self.output_mode, depth=self.num_bins,
                                         sparse=self.sparse, dtype=self.compute_dtype, backend_module=tf_backend)

    def get_config(self):
        return {"num_bins": self.num_bins, "output_mode": self.output_mode, "sparse": self.sparse,
                "name": self.name, "dtype": self.dtype}

    def _check_at_least_two_inputs(self, inputs):
        if not isinstance(inputs, (list, tuple)):
            raise ValueError(f"`HashedCrossing` should be called on a list or tuple of inputs. Received: inputs={inputs}")
        if len(inputs) < 2:
            raise ValueError(f"`HashedCrossing` should be called on at least two inputs. Received: inputs={inputs}")

    def _check_input_shape_and_type(self, inputs):
        import tensorflow as tf

        first_shape = tuple(inputs[0].shape)
        rank = len(first_shape)
        if rank > 2 or (rank == 2 and first_shape[-1] != 1):
            raise ValueError(
                "All `HashedCrossing` inputs should have shape `()`, `(batch_size)` or `(batch_size, 1)`. "
                f"Received: inputs={inputs}"
            )
        if not all(tuple(x.shape) == first_shape for x in inputs[1:]):
            raise ValueError(f"All `HashedCrossing` inputs should have equal shape. Received: inputs={inputs}")
        if any(isinstance(x, (tf.RaggedTensor, tf.SparseTensor)) for x in inputs):
            raise ValueError(f"All `HashedCrossing` inputs should be dense tensors. Received: inputs={inputs}")
        if not all(tf.as_dtype(x.dtype).is_integer or x.dtype == tf.string for x in inputs):
            raise ValueError(
                f"All `HashedCrossing` inputs should have an integer or string dtype. Received: inputs={inputs}"
            )
