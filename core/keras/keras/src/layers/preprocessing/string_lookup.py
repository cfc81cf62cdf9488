"""StringLookup (keras/src/layers/preprocessing/string_lookup.py): an IndexLookup over string
terms (OOV token "[UNK]" by default)."""
from keras.src.layers.preprocessing.index_lookup import IndexLookup


class StringLookup(IndexLookup):
    _init_call_site = ("layers/preprocessing/string_lookup.py", 320, "super().__init__(")

    def __init__(self, max_tokens=None, num_oov_indices=1, mask_token=None, oov_token="[UNK]", vocabulary=None,
                 idf_weights=None, invert=False, output_mode="int", pad_to_max_tokens=False, sparse=False,
                 encoding="utf-8", name=None, **kwargs):
        self.encoding = encoding
        super().__init__(
            max_tokens=max_tokens,
            num_oov_indices=num_oov_indices,
            mask_token=mask_token,
            oov_token=oov_token,
            vocabulary=vocabulary,
            idf_weights=idf_weights,
            invert=invert,
            output_mode=output_mode,
            pad_to_max_tokens=pad_to_max_tokens,
            sparse=sparse,
            name=name,
            vocabulary_dtype="string",
            **kwargs,
        )
        self._convert_input_args = False
        self._allow_non_tensor_positional_args = True
        self.supports_jit = False

    def adapt(self, data, steps=None):
        """Computes a vocabulary of string terms from tokens in a dataset (most frequent first,
        ties broken by the terms, high to low; at most `max_tokens`)."""
        super().adapt(data, steps=steps)

    def _tensor_vocab_to_numpy(self, vocabulary):
        vocabulary = vocabulary.numpy().tolist()
        return [x.decode(self.encoding) if isinstance(x, bytes) else x for x in vocabulary]

    def get_config(self):
        config = {"encoding": self.encoding}
        base_config = super().get_config()
        # There is only one valid dtype for strings, so we don't expose this.
        del base_config["vocabulary_dtype"]
        return {**base_config, **config}

    def call(self, inputs):
        import tensorflow as tf

        if not isinstance(inputs, (tf.Tensor, tf.RaggedTensor, tf.SparseTensor, list, tuple)):
            from keras.src import backend

            inputs = tf.convert_to_tensor(backend.convert_to_numpy(inputs))
        return super().call(inputs)
