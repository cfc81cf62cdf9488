"""TextVectorization (keras/src/layers/preprocessing/text_vectorization.py): standardizes text
(lowercase, strip punctuation with tf.strings.regex_replace), splits it on whitespace
(tf.strings.split, a RaggedTensor) and maps the tokens to indices with a StringLookup whose
mask token "" is index 0 and OOV token "[UNK]" index 1; "int" outputs are padded with 0 (or
cut) to `output_sequence_length`.

The split tokens are a RaggedTensor, eagerly and inside tf.function (Model.fit, predict,
Dataset.map), as in Keras. TF-IDF raises NotImplementedError."""
import numpy as np

from keras.src import backend
from keras.src.layers.layer import Layer
from keras.src.layers.preprocessing.index_lookup import listify_tensors
from keras.src.layers.preprocessing.string_lookup import StringLookup
from keras.src.utils import argument_validation
from keras.src.utils import tf_utils


class TextVectorization(Layer):
    _init_call_site = ("layers/preprocessing/text_vectorization.py", 340, "super().__init__(name=name, **kwargs)")

    def __init__(self, max_tokens=None, standardize="lower_and_strip_punctuation", split="whitespace", ngrams=None,
                 output_mode="int", output_sequence_length=None, pad_to_max_tokens=False, vocabulary=None,
                 idf_weights=None, sparse=False, ragged=False, encoding="utf-8", name=None, **kwargs):
        # 'standardize' must be one of
        # (None, "lower_and_strip_punctuation", "lower", "strip_punctuation", callable)
        argument_validation.validate_string_arg(standardize,
                                                allowable_strings=("lower_and_strip_punctuation", "lower",
                                                                   "strip_punctuation"),
                                                caller_name=self.__class__.__name__, arg_name="standardize",
                                                allow_none=True, allow_callables=True)
        # 'split' must be one of (None, "whitespace", "character", callable)
        argument_validation.validate_string_arg(split, allowable_strings=("whitespace", "character"),
                                                caller_name=self.__class__.__name__, arg_name="split",
                                                allow_none=True, allow_callables=True)
        # Support deprecated names for output_modes.
        if output_mode == "binary":
            output_mode = "multi_hot"
        if output_mode == "tf-idf":
            output_mode = "tf_idf"
        argument_validation.validate_string_arg(output_mode,
                                                allowable_strings=("int", "one_hot", "multi_hot", "count", "tf_idf"),
                                                caller_name=self.__class__.__name__, arg_name="output_mode")
        # 'ngrams' must be one of (None, int, tuple(int))
        if not (ngrams is None or isinstance(ngrams, int)
                or isinstance(ngrams, tuple) and all(isinstance(item, int) for item in ngrams)):
            raise ValueError(f"`ngrams` must be None, an integer, or a tuple of integers. Received: ngrams={ngrams}")
        # 'output_sequence_length' must be one of (None, int) and is only set if output_mode is "int"".
        if output_mode == "int" and not (isinstance(output_sequence_length, int) or (output_sequence_length is None)):
            raise ValueError(
                "`output_sequence_length` must be either None or an "
                "integer when `output_mode` is 'int'. Received: "
                f"output_sequence_length={output_sequence_length}"
            )
        if output_mode != "int" and output_sequence_length is not None:
            raise ValueError(
                "`output_sequence_length` must not be set if `output_mode` is "
                "not 'int'. "
                f"Received output_sequence_length={output_sequence_length}."
            )
        if ragged and output_mode != "int":
            raise ValueError(
                "`ragged` must not be true if `output_mode` is "
                f"`'int'`. Received: ragged={ragged} and "
                f"output_mode={output_mode}"
            )

        self._max_tokens = max_tokens
        self._standardize = standardize
        self._split = split
        self._ngrams_arg = ngrams
        if isinstance(ngrams, int):
            self._ngrams = tuple(range(1, ngrams + 1))
        else:
            self._ngrams = ngrams
        self._ragged = ragged

        self._output_mode = output_mode
        self._output_sequence_length = output_sequence_length
        self._encoding = encoding

        # We save this hidden option to persist the fact that we have have a non-adaptable
        # layer with a manually set vocab.
        self._has_input_vocabulary = kwargs.pop("has_input_vocabulary", (vocabulary is not None))
        vocabulary_size = kwargs.pop("vocabulary_size", None)

        super().__init__(name=name, **kwargs)

        self._lookup_layer = StringLookup(
            max_tokens=max_tokens,
            vocabulary=vocabulary,
            idf_weights=idf_weights,
            pad_to_max_tokens=pad_to_max_tokens,
            mask_token="",
            output_mode=output_mode,
            sparse=sparse,
            has_input_vocabulary=self._has_input_vocabulary,
            encoding=encoding,
            vocabulary_size=vocabulary_size,
        )
        self._convert_input_args = False
        self._allow_non_tensor_positional_args = True
        self.supports_jit = False

    @property
    def compute_dtype(self):
        return "string"

    @property
    def variable_dtype(self):
        return "string"

    def build(self, input_shape=None):
        pass

    def compute_output_shape(self, input_shape):
        if self._output_mode == "int":
            return (input_shape[0], self._output_sequence_length)
        if self._split is None:
            if len(input_shape) <= 1:
                input_shape = tuple(input_shape) + (1,)
        else:
            input_shape = tuple(input_shape) + (None,)
        return self._lookup_layer.compute_output_shape(input_shape)

    def compute_output_spec(self, inputs):
        output_shape = self.compute_output_shape(inputs.shape)
        if self._output_mode == "int":
            output_dtype = "int64"
        else:
            output_dtype = backend.floatx()
        return backend.KerasTensor(output_shape, dtype=output_dtype)

    def adapt(self, data, batch_size=None, steps=None):
        """Computes a vocabulary of string terms from `data` (a list of strings, an array or a
        batched tf.data.Dataset, of which at most `steps` batches): most frequent first, ties
        broken by the terms (high to low), at most `max_tokens`."""
        import tensorflow as tf

        self.reset_state()
        if isinstance(data, tf.data.Dataset):
            if steps is not None:
                data = data.take(steps)
            for batch in data:
                self.update_state(batch)
        else:
            data = tf_utils.ensure_tensor(data, dtype="string")
            if data.shape.rank == 1:
                # A plain list of strings is treated as as many documents.
                data = tf.expand_dims(data, -1)
            self.update_state(data)
        self.finalize_state()

    def update_state(self, data):
        self._lookup_layer.update_state(self._preprocess(data))

    def finalize_state(self):
        self._lookup_layer.finalize_state()

    def reset_state(self):
        self._lookup_layer.reset_state()

    def get_vocabulary(self, include_special_tokens=True):
        """The vocabulary as a list (with the padding token "" and the OOV token "[UNK]" first
        unless `include_special_tokens` is False)."""
        return self._lookup_layer.get_vocabulary(include_special_tokens)

    def vocabulary_size(self):
        """The size of the vocabulary, including the mask and OOV indices."""
        return self._lookup_layer.vocabulary_size()

    def get_config(self):
        config = {
            "max_tokens": self._lookup_layer.max_tokens,
            "standardize": self._standardize,
            "split": self._split,
            "ngrams": self._ngrams_arg,
            "output_mode": self._output_mode,
            "output_sequence_length": self._output_sequence_length,
            "pad_to_max_tokens": self._lookup_layer.pad_to_max_tokens,
            "sparse": self._lookup_layer.sparse,
            "ragged": self._ragged,
            "vocabulary": listify_tensors(self._lookup_layer.input_vocabulary),
            "idf_weights": listify_tensors(self._lookup_layer.input_idf_weights),
            "encoding": self._encoding,
            "vocabulary_size": self.vocabulary_size(),
        }
        base_config = super().get_config()
        return {**base_config, **config}

    @classmethod
    def from_config(cls, config):
        """Keras's TextVectorization.from_config: a `standardize` or `split` that is not a
        built-in name is deserialized (the function config a saved model holds; a bare Python
        function, as get_config() returns it, is refused with "Could not parse config"), and
        `ngrams` read back from JSON as a list becomes a tuple."""
        from keras.src.saving import serialization_lib

        if not isinstance(config["standardize"], str):
            config["standardize"] = serialization_lib.deserialize_keras_object(config["standardize"])
        if not isinstance(config["split"], str):
            config["split"] = serialization_lib.deserialize_keras_object(config["split"])
        if isinstance(config["ngrams"], list):
            config["ngrams"] = tuple(config["ngrams"])
        return cls(**config)

    def set_vocabulary(self, vocabulary, idf_weights=None):
        """Sets the vocabulary (a list, tuple, 1-D array or tensor of terms) directly instead
        of through `adapt()`."""
        self._lookup_layer.set_vocabulary(vocabulary, idf_weights=idf_weights)

    def _preprocess(self, inputs):
        import tensorflow as tf

        inputs = tf_utils.ensure_tensor(inputs, dtype=tf.string)
        if self._standardize in ("lower", "lower_and_strip_punctuation"):
            inputs = tf.strings.lower(inputs)
        if self._standardize in ("strip_punctuation", "lower_and_strip_punctuation"):
            inputs = tf.strings.regex_replace(inputs, r'[!"#$%&()\*\+,-\./:;<=>?@\[\\\]^_`{|}~\']', "")
        if callable(self._standardize):
            inputs = self._standardize(inputs)

        if self._split is not None:
            # If we are splitting, we validate that the 1st axis is of dimension 1 and so can
            # be squeezed out. We do this here instead of after splitting for performance
            # reasons - it's more expensive to squeeze a ragged tensor.
            if inputs.shape.rank > 1:
                if inputs.shape[-1] != 1:
                    raise ValueError(
                        "When using `TextVectorization` to tokenize strings, "
                        "the input rank must be 1 or the last shape dimension "
                        f"must be 1. Received: inputs.shape={inputs.shape} "
                        f"with rank={inputs.shape.rank}"
                    )
                else:
                    inputs = tf.squeeze(inputs, axis=-1)
            if self._split == "whitespace":
                # This treats multiple whitespaces as one whitespace, and strips leading and
                # trailing whitespace.
                inputs = tf.strings.split(inputs)
            elif self._split == "character":
                inputs = tf.strings.unicode_split(inputs, "UTF-8")
            elif callable(self._split):
                inputs = self._split(inputs)

        if self._ngrams is not None:
            inputs = tf.strings.ngrams(inputs, ngram_width=self._ngrams, separator=" ")
        return inputs

    def call(self, inputs):
        import tensorflow as tf

        if isinstance(inputs, (str, bytes)):
            # Keras goes through np.array(inputs), a str array tfplay's numpy lacks: the string
            # tensor it becomes, directly.
            inputs = tf.convert_to_tensor(inputs)
        elif not isinstance(inputs, (tf.Tensor, tf.RaggedTensor, np.ndarray, list, tuple)):
            inputs = tf.convert_to_tensor(backend.convert_to_numpy(inputs))

        inputs = self._preprocess(inputs)

        # If we're not doing any output processing, return right away.
        if self._output_mode is None:
            outputs = inputs

        lookup_data = self._lookup_layer.call(inputs)

        # For non-int output, we can return directly from the underlying layer.
        if self._output_mode != "int":
            return lookup_data

        # If we have a ragged tensor, we can pad during the conversion to dense.
        if isinstance(lookup_data, tf.RaggedTensor) and not self._ragged:
            shape = lookup_data.shape.as_list()
            # If output sequence length is None, to_tensor will pad the last dimension to the
            # bounding shape of the ragged dimension.
            shape[-1] = self._output_sequence_length
            outputs = lookup_data.to_tensor(default_value=0, shape=shape)
        # If we have a dense tensor, we need to pad/trim directly.
        elif self._output_sequence_length is not None:
            # Maybe trim the output.
            outputs = lookup_data[..., : self._output_sequence_length]

            # Maybe pad the output. We need to be careful to use dynamic shape here as
            # required_space_to_batch_paddings requires a fully known shape.
            if not self._ragged:
                shape = tf.shape(outputs)
                missing = self._output_sequence_length - shape[-1]
                paddings = [[0, 0]] * (len(outputs.shape) - 1) + [[0, missing]]
                outputs = tf.pad(outputs, paddings)
                static_padded_shape = lookup_data.shape.as_list()
                static_padded_shape[-1] = self._output_sequence_length
                outputs.set_shape(static_padded_shape)
        else:
            outputs = lookup_data
        return outputs
