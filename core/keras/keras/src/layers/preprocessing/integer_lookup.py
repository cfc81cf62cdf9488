"""IntegerLookup (keras/src/layers/preprocessing/integer_lookup.py): an IndexLookup over int64
terms (OOV token -1 by default)."""
from keras.src.layers.preprocessing.index_lookup import IndexLookup


class IntegerLookup(IndexLookup):
    _init_call_site = ("layers/preprocessing/integer_lookup.py", 339, "super().__init__(")

    def __init__(self, max_tokens=None, num_oov_indices=1, mask_token=None, oov_token=-1, vocabulary=None,
                 vocabulary_dtype="int64", idf_weights=None, invert=False, output_mode="int", sparse=False,
                 pad_to_max_tokens=False, name=None, **kwargs):
        if max_tokens is not None and max_tokens <= 1:
            raise ValueError(
                "If `max_tokens` is set for `IntegerLookup`, it must be "
                f"greater than 1. Received: max_tokens={max_tokens}"
            )
        if num_oov_indices < 0:
            raise ValueError(
                "The value of `num_oov_indices` argument for `IntegerLookup` "
                "must >= 0. Received: num_oov_indices="
                f"{num_oov_indices}"
            )
        if vocabulary_dtype != "int64":
            raise ValueError(
                "Only `vocabulary_dtype='int64'` is supported "
                "at this time. Received: "
                f"vocabulary_dtype={vocabulary_dtype}"
            )
        super().__init__(
            max_tokens=max_tokens,
            num_oov_indices=num_oov_indices,
            mask_token=mask_token,
            oov_token=oov_token,
            vocabulary=vocabulary,
            vocabulary_dtype=vocabulary_dtype,
            idf_weights=idf_weights,
            invert=invert,
            output_mode=output_mode,
            sparse=sparse,
            pad_to_max_tokens=pad_to_max_tokens,
            name=name,
            **kwargs,
        )
        self._convert_input_args = False
        self._allow_non_tensor_positional_args = True
        self.supports_jit = False

    def adapt(self, data, steps=None):
        """Computes a vocabulary of integer terms from tokens in a dataset (most frequent first,
        ties broken by the terms, high to low; at most `max_tokens`)."""
        super().adapt(data, steps=steps)

    def get_config(self):
        config = super().get_config()
        if config["oov_token"] is not None:
            config["oov_token"] = int(config["oov_token"])
        if config["mask_token"] is not None:
            config["mask_token"] = int(config["mask_token"])
        if config["vocabulary"] is not None:
            config["vocabulary"] = [int(v) for v in config["vocabulary"]]
        return config

    def call(self, inputs):
        import numpy as np
        import tensorflow as tf

        if not isinstance(inputs, (tf.Tensor, tf.RaggedTensor, np.ndarray, list, tuple)):
            from keras.src import backend

            inputs = tf.convert_to_tensor(backend.convert_to_numpy(inputs))
        return super().call(inputs)
