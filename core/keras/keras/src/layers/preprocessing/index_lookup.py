"""IndexLookup (keras/src/layers/preprocessing/index_lookup.py): the base of StringLookup and
IntegerLookup. A tf.lookup.StaticHashTable maps vocabulary terms to indices after the mask and
OOV indices (or, with invert=True, indices back to terms); out-of-vocabulary terms take the OOV
index (with several OOV indices, a hash or modulus picks one). `adapt()` counts terms in a
tf.lookup.experimental.MutableHashTable and keeps the most frequent ones, ties broken by the
terms themselves (high to low). Outputs "int" indices or one_hot / multi_hot / count encodings.

tfplay holds string vocabularies in Python lists where Keras uses NumPy string arrays (tfplay's
NumPy has no str/bytes arrays), and counts terms in Python where Keras calls
tf.unique_with_counts; the results are the same. TF-IDF output and vocabulary files raise
NotImplementedError."""
import collections

import numpy as np

from keras.src import backend
from keras.src.layers.layer import Layer
from keras.src.layers.preprocessing.category_encoding import encode_categorical_inputs
from keras.src.utils import argument_validation
from keras.src.utils import backend_utils
from keras.src.utils import tf_utils


def _as_list(x):
    """A vocabulary (list, tuple, NumPy array or tensor) as a Python list."""
    import tensorflow as tf

    if tf.is_tensor(x):
        x = x.numpy()
    if isinstance(x, np.ndarray):
        return x.tolist()
    return list(x)


class IndexLookup(Layer):
    _init_call_site = ("layers/preprocessing/index_lookup.py", 165, "super().__init__(name=name)")

    def __init__(self, max_tokens, num_oov_indices, mask_token, oov_token, vocabulary_dtype, vocabulary=None,
                 idf_weights=None, invert=False, output_mode="int", sparse=False, pad_to_max_tokens=False, name=None,
                 **kwargs):
        import tensorflow as tf

        # If max_tokens is set, the value must be greater than 1 - otherwise we
        # are creating a 0-element vocab, which doesn't make sense.
        if max_tokens is not None and max_tokens <= 1:
            raise ValueError(f"If set, `max_tokens` must be greater than 1. Received: max_tokens={max_tokens}")
        if pad_to_max_tokens and max_tokens is None:
            raise ValueError(f"If pad_to_max_tokens is True, must set `max_tokens`. Received: max_tokens={max_tokens}")
        if num_oov_indices < 0:
            raise ValueError(
                f"`num_oov_indices` must be greater than or equal to 0. Received: num_oov_indices={num_oov_indices}"
            )
        # Support deprecated names for output_modes.
        if output_mode == "binary":
            output_mode = "multi_hot"
        if output_mode == "tf-idf":
            output_mode = "tf_idf"
        argument_validation.validate_string_arg(output_mode,
                                                allowable_strings=("int", "one_hot", "multi_hot", "count", "tf_idf"),
                                                caller_name=self.__class__.__name__, arg_name="output_mode")
        if invert and output_mode != "int":
            raise ValueError(f"`output_mode` must be `'int'` when `invert` is true. Received: output_mode={output_mode}")
        if sparse and output_mode == "int":
            raise ValueError(
                "`sparse` may only be true if `output_mode` is "
                "`'one_hot'`, `'multi_hot'`, `'count'` or `'tf_idf'`. "
                f"Received: sparse={sparse} and "
                f"output_mode={output_mode}"
            )
        if idf_weights is not None and output_mode != "tf_idf":
            raise ValueError(
                "`idf_weights` should only be set if `output_mode` is "
                f"`'tf_idf'`. Received: idf_weights={idf_weights} and "
                f"output_mode={output_mode}"
            )
        if sparse:
            raise NotImplementedError("tfplay's Keras has no sparse outputs yet (sparse=True)")

        super().__init__(name=name)
        self._convert_input_args = False
        self._allow_non_tensor_positional_args = True
        self.supports_jit = False

        self.invert = invert
        self.max_tokens = max_tokens
        self.num_oov_indices = num_oov_indices
        self.mask_token = mask_token
        self.oov_token = oov_token
        self.output_mode = output_mode
        self.sparse = sparse
        self.pad_to_max_tokens = pad_to_max_tokens
        self.vocabulary_dtype = tf.as_dtype(vocabulary_dtype).name
        self._frozen_vocab_size = kwargs.pop("vocabulary_size", None)

        self.input_vocabulary = vocabulary
        self.input_idf_weights = idf_weights

        # We set this hidden attr to persist the fact that we have have a non-adaptable layer with a
        # manually set vocab.
        self._has_input_vocabulary = kwargs.pop("has_input_vocabulary", (vocabulary is not None))
        kwargs.pop("trainable", None)
        kwargs.pop("dtype", None)
        if kwargs:
            raise ValueError(f"Unrecognized keyword argument(s): {kwargs}")

        if invert:
            self._key_dtype = "int64"
            self._value_dtype = self.vocabulary_dtype
            mask_key = 0
            mask_value = mask_token
            self._default_value = self.oov_token
        else:
            self._key_dtype = self.vocabulary_dtype
            self._value_dtype = "int64"
            mask_key = mask_token
            # Masks should map to 0 for int output and be dropped otherwise. Max ints will be
            # dropped from the bincount op.
            mask_value = 0 if self.output_mode == "int" else tf.as_dtype(self._value_dtype).max
            if self.num_oov_indices == 0:
                # If there are no OOV indices, we map OOV tokens to -1 and error out during
                # call if we find a negative index.
                self._default_value = -1
            elif self.num_oov_indices == 1:
                # If there is only one OOV index, we can set that index as the default value
                # of the index_lookup table.
                self._default_value = self._oov_start_index()
            else:
                # If we have multiple OOV values, we need to do a further hashing step; to
                # make this easier, we set the OOV value to -1. (This lets us do a vectorized
                # add and cast to boolean to determine locations where we need to do extra
                # hashing.)
                self._default_value = -1
        if self.mask_token is not None:
            self._mask_key = tf.convert_to_tensor(mask_key, self._key_dtype)
            self._mask_value = tf.convert_to_tensor(mask_value, self._value_dtype)

        if self.output_mode == "tf_idf":
            if self._has_input_vocabulary and idf_weights is None:
                raise ValueError(
                    "When specifying the `vocabulary` argument, "
                    "in TF-IDF output mode, the `idf_weights` argument "
                    "must also be provided."
                )
            if idf_weights is not None:
                self.idf_weights = tf.Variable(idf_weights, dtype=backend.floatx(), trainable=False)
                self.idf_weights_const = self.idf_weights.value()

        if vocabulary is not None:
            self.set_vocabulary(vocabulary, idf_weights)
        else:
            # When restoring from a keras SavedModel, the loading code will expect to find and
            # restore a lookup_table attribute on the layer. This table needs to be
            # uninitialized as a StaticHashTable cannot be initialized twice.
            self.lookup_table = self._uninitialized_lookup_table()

        # Only set up adapt state if we did not receive a vocab on construction.
        if not self._has_input_vocabulary:
            # Set adapt state.
            self.token_counts = tf.lookup.experimental.MutableHashTable(key_dtype=vocabulary_dtype,
                                                                        value_dtype="int64", default_value=0)
            if self.output_mode == "tf_idf":
                self.token_document_counts = tf.lookup.experimental.MutableHashTable(
                    key_dtype=vocabulary_dtype, value_dtype="int64", default_value=0)
                self.num_documents = tf.Variable(0, dtype="int64", trainable=False)

    def get_vocabulary(self, include_special_tokens=True):
        """The vocabulary as a list, indexed like the layer's output (with the mask and OOV
        tokens first unless `include_special_tokens` is False)."""
        if self.lookup_table.size() == 0:
            vocab, indices = [], []
        else:
            keys, values = self.lookup_table.export()
            vocab, indices = (values, keys) if self.invert else (keys, values)
            vocab, indices = (self._tensor_vocab_to_numpy(vocab), indices.numpy().tolist())
        lookup = collections.defaultdict(lambda: self.oov_token, zip(indices, vocab))
        vocab = [lookup[x] for x in range(self.vocabulary_size())]
        if self.mask_token is not None and self.output_mode == "int":
            vocab[0] = self.mask_token
        if not include_special_tokens:
            vocab = vocab[self._token_start_index():]
        if self.vocabulary_dtype == "string":
            return [i.decode("utf-8") if isinstance(i, bytes) else i for i in vocab]
        else:
            return vocab

    def vocabulary_size(self):
        """The size of the vocabulary, including the mask and OOV indices (an int eagerly, a
        tensor in a graph)."""
        import tensorflow as tf

        if tf.executing_eagerly():
            return int(self.lookup_table.size().numpy()) + self._token_start_index()
        else:
            return self.lookup_table.size() + self._token_start_index()

    def get_config(self):
        config = {
            "invert": self.invert,
            "max_tokens": self.max_tokens,
            "num_oov_indices": self.num_oov_indices,
            "oov_token": self.oov_token,
            "mask_token": self.mask_token,
            "output_mode": self.output_mode,
            "sparse": self.sparse,
            "pad_to_max_tokens": self.pad_to_max_tokens,
            "vocabulary_dtype": self.vocabulary_dtype,
            "idf_weights": listify_tensors(self.input_idf_weights),
            "vocabulary": listify_tensors(self.input_vocabulary),
            "vocabulary_size": self._frozen_vocab_size,
        }
        base_config = super().get_config()
        return dict(list(base_config.items()) + list(config.items()))

    def _record_vocabulary_size(self):
        self._ensure_vocab_size_unchanged()
        self._frozen_vocab_size = self.vocabulary_size()

    def set_vocabulary(self, vocabulary, idf_weights=None):
        """Sets the vocabulary (a list, tuple, 1-D array or tensor of terms) directly instead
        of through `adapt`. Raises ValueError for an empty vocabulary, repeated terms, a mask
        or OOV token out of place, or more terms than `max_tokens`."""
        import tensorflow as tf

        if self.output_mode == "tf_idf":
            if idf_weights is None:
                raise ValueError("`idf_weights` must be set if output_mode is 'tf_idf'.")
        elif idf_weights is not None:
            raise ValueError(
                "`idf_weights` should only be set if output_mode is "
                f"`'tf_idf'`. Received: output_mode={self.output_mode} "
                f"and idf_weights={idf_weights}"
            )
        if isinstance(vocabulary, str):
            if not tf.io.gfile.exists(vocabulary):
                raise ValueError(f"Vocabulary file {vocabulary} does not exist.")
            if self.output_mode == "tf_idf":
                raise ValueError("output_mode `'tf_idf'` does not support loading a vocabulary from file.")
            self.lookup_table = self._lookup_table_from_file(vocabulary)
            self._record_vocabulary_size()
            return
        if not tf.executing_eagerly() and tf.is_tensor(vocabulary):
            raise RuntimeError(
                f"Cannot set a tensor vocabulary on layer {self.name} "
                "when not executing eagerly. "
                "Create this layer or call `set_vocabulary()` "
                "outside of any traced function."
            )
        if tf.is_tensor(vocabulary):
            vocabulary = self._tensor_vocab_to_numpy(vocabulary)
        vocabulary = _as_list(vocabulary)
        if tf.is_tensor(idf_weights):
            idf_weights = idf_weights.numpy()
        elif isinstance(idf_weights, (list, tuple)):
            idf_weights = np.array(idf_weights)

        if len(vocabulary) == 0:
            raise ValueError(f"Cannot set an empty vocabulary. Received: vocabulary={np.array(vocabulary)}")

        oov_start = self._oov_start_index()
        token_start = self._token_start_index()
        special_tokens = [self.mask_token] * oov_start + [self.oov_token] * self.num_oov_indices
        found_special_tokens = special_tokens == vocabulary[:token_start]
        if found_special_tokens:
            tokens = vocabulary[token_start:]
        else:
            tokens = vocabulary

        repeated_tokens = self._find_repeated_tokens(tokens)
        if repeated_tokens:
            raise ValueError(
                "The passed vocabulary has at least one repeated "
                "term. Please uniquify your dataset. The repeated terms "
                f"are: {repeated_tokens}"
            )

        if self.mask_token is not None and self.mask_token in tokens:
            mask_index = [i for i, v in enumerate(vocabulary) if v == self.mask_token][-1:]
            raise ValueError(
                "Found reserved mask token at unexpected location in "
                "`vocabulary`. Note that passed `vocabulary` does not need to "
                "include the OOV and mask tokens. Either remove all mask and "
                "OOV tokens, or include them only at the start of the "
                f"vocabulary in precisely this order: {special_tokens}. "
                f"Received: mask_token={self.mask_token} at "
                f"vocabulary index {mask_index}"
            )
        # Only error out for oov_token when invert=True. When invert=False, oov_token is
        # unused during lookup.
        if self.oov_token is not None and self.invert and self.oov_token in tokens:
            oov_index = [i for i, v in enumerate(vocabulary) if v == self.oov_token][-1:]
            raise ValueError(
                "Found reserved OOV token at unexpected location in "
                "`vocabulary`. Note that passed `vocabulary` does not need to "
                "include the OOV and mask tokens. Either remove all mask and "
                "OOV tokens, or include them only at the start of the "
                f"vocabulary in precisely this order: {special_tokens}. "
                f"Received: oov_token={self.oov_token} at "
                f"vocabulary index {oov_index}"
            )

        new_vocab_size = token_start + len(tokens)
        if self.max_tokens is not None and (new_vocab_size > self.max_tokens):
            raise ValueError(
                "Attempted to set a vocabulary larger than the maximum vocab "
                f"size. Received vocabulary size is {new_vocab_size}; "
                f"`max_tokens` is {self.max_tokens}."
            )
        self.lookup_table = self._lookup_table_from_tokens(tokens)
        self._record_vocabulary_size()

        if self.output_mode == "tf_idf" and idf_weights is not None:
            if len(vocabulary) != len(idf_weights):
                raise ValueError(
                    "`idf_weights` must be the same length as vocabulary. "
                    f"len(idf_weights) is {len(idf_weights)}; "
                    f"len(vocabulary) is {len(vocabulary)}"
                )
            idf_weights = np.asarray(idf_weights)
            if idf_weights.ndim != 1:
                raise ValueError(
                    "TF-IDF data must be a 1-index array. "
                    f"Received: type(idf_weights)={type(idf_weights)}"
                )
            # A vocabulary without its special tokens gets their weights in front: the average
            # of the given ones (their document frequencies are unknown); pad_to_max_tokens
            # pads the back with zeros.
            if found_special_tokens:
                front_padding = 0
                front_padding_value = 0
            else:
                front_padding = token_start
                front_padding_value = np.average(idf_weights)
            back_padding_value = 0
            if self.pad_to_max_tokens and self.max_tokens is not None:
                back_padding = self.max_tokens - front_padding - len(idf_weights)
            else:
                back_padding = 0
            # np.pad(idf_weights, (front_padding, back_padding), "constant", constant_values=(front, back))
            weights = np.concatenate([np.full(front_padding, front_padding_value, dtype=idf_weights.dtype), idf_weights,
                                      np.full(back_padding, back_padding_value, dtype=idf_weights.dtype)])
            weights = tf.convert_to_tensor(weights, dtype=backend.floatx())
            self.idf_weights = tf.Variable(weights, trainable=False)
            self.idf_weights_const = self.idf_weights.value()

    def save_own_variables(self, store):
        if self.output_mode == "tf_idf":
            store["idf_weights"] = self.idf_weights_const.numpy()

    def load_own_variables(self, store):
        if self.output_mode == "tf_idf":
            self.idf_weights.assign(store["idf_weights"])
            self.idf_weights_const = self.idf_weights.value()

    def save_assets(self, dir_path):
        """Writes an adapted vocabulary (special tokens included) to vocabulary.txt in
        `dir_path`, one term a line; a vocabulary given to the constructor is in the config."""
        import os

        if self.input_vocabulary is not None:
            return
        vocabulary = self.get_vocabulary(include_special_tokens=True)
        with open(os.path.join(dir_path, "vocabulary.txt"), "w") as f:
            f.write("\n".join([str(w) for w in vocabulary]))

    def load_assets(self, dir_path):
        """Sets the vocabulary save_assets wrote."""
        import os

        import tensorflow as tf

        if self.input_vocabulary is not None:
            return
        with open(os.path.join(dir_path, "vocabulary.txt"), "r") as f:
            lines = f.read().split("\n")
            if tf.as_dtype(self.vocabulary_dtype) == tf.string:
                values = [str(line) for line in lines]
            else:
                values = [int(line) for line in lines]
            if self.output_mode == "tf_idf":
                self.set_vocabulary(values, idf_weights=False)
            else:
                self.set_vocabulary(values)

    def get_build_config(self):
        return {}

    def build_from_config(self, config):
        self.build(None)

    @property
    def compute_dtype(self):
        return self.vocabulary_dtype

    @property
    def variable_dtype(self):
        return self.vocabulary_dtype

    def compute_output_shape(self, input_shape):
        if self.output_mode == "int":
            return input_shape
        depth = self.max_tokens if self.pad_to_max_tokens else self._frozen_vocab_size
        return (input_shape[0], depth)

    def compute_output_spec(self, inputs):
        if self.output_mode == "int":
            output_dtype = "int64"
        else:
            output_dtype = backend.floatx()
        output_shape = self.compute_output_shape(inputs.shape)
        return backend.KerasTensor(output_shape, dtype=output_dtype)

    def adapt(self, data, steps=None):
        """Learns the vocabulary from `data` (a list, array, tensor or batched
        tf.data.Dataset, of which at most `steps` batches)."""
        import tensorflow as tf

        self.reset_state()
        if isinstance(data, tf.data.Dataset):
            if steps is not None:
                data = data.take(steps)
            for batch in data:
                self.update_state(batch)
        else:
            data = tf_utils.ensure_tensor(data, dtype=self.vocabulary_dtype)
            if data.shape.rank == 1:
                # A plain list of strings is treated as as many documents.
                data = tf.expand_dims(data, -1)
            self.update_state(data)
        self.finalize_state()

    def update_state(self, data):
        import tensorflow as tf

        if self._has_input_vocabulary:
            raise ValueError(
                f"Cannot adapt layer '{self.name}' after setting a static "
                "vocabulary via `vocabulary` argument or "
                "`set_vocabulary()` method."
            )
        data = tf_utils.ensure_tensor(data, dtype=self.vocabulary_dtype)
        if data.shape.rank == 0:
            data = tf.expand_dims(data, 0)
        if data.shape.rank == 1:
            # Expand dims on axis 0 for tf-idf. A 1-d tensor is a single document.
            data = tf.expand_dims(data, 0)
        tokens, counts = self._num_tokens(data)
        self.token_counts.insert(tokens, counts + self.token_counts.lookup(tokens))

        if self.output_mode == "tf_idf":
            # Dedupe each row (document), then count in how many documents each token is.
            # (Keras maps tf.unique over a RaggedTensor's rows; here they are read eagerly.)
            if isinstance(data, tf.RaggedTensor):
                num_documents = data.nrows()
                deduped_doc_data = [tf.unique(data[i])[0] for i in range(int(num_documents))]
            else:
                deduped_doc_data = [tf.unique(x)[0] for x in data]
                num_documents = tf.shape(data, out_type="int64")[0]
            deduped_doc_data = tf.concat(deduped_doc_data, axis=0)
            tokens, counts = self._num_tokens(deduped_doc_data)
            self.token_document_counts.insert(tokens, counts + self.token_document_counts.lookup(tokens))
            self.num_documents.assign_add(tf.cast(num_documents, "int64"))

    def finalize_state(self):
        import tensorflow as tf

        if self._has_input_vocabulary or tf.equal(self.token_counts.size(), 0):
            # Finalize idf_weights to a const for call even without a new vocabulary.
            if self.output_mode == "tf_idf":
                self.idf_weights_const = self.idf_weights.value()
            self._record_vocabulary_size()
            return

        # Remove special tokens from our counts.
        if self.mask_token is not None:
            self.token_counts.remove(tf.convert_to_tensor([self.mask_token], self.vocabulary_dtype))
        if self.oov_token is not None:
            self.token_counts.remove(tf.convert_to_tensor([self.oov_token], self.vocabulary_dtype))

        tokens, counts = self.token_counts.export()
        # To keep vocabs deterministic, we sort our tokens by count and break ties by sorting
        # the tokens themselves (both high to low), as np.lexsort(...)[::-1] does.
        # (bytes compare as their lists of byte values.)
        pairs = zip(counts.numpy().tolist(), tokens.numpy().tolist())
        order = sorted(pairs, key=lambda p: (p[0], list(p[1]) if isinstance(p[1], bytes) else p[1]), reverse=True)
        token_start = self._token_start_index()
        if self.max_tokens:
            max_learned_tokens = self.max_tokens - token_start
            order = order[:max_learned_tokens]
        tokens = tf.constant([token for _, token in order], dtype=self.vocabulary_dtype)
        self.lookup_table = self._lookup_table_from_tokens(tokens)

        if self.output_mode == "tf_idf":
            token_document_counts = self.token_document_counts.lookup(tokens)
            idf_weights = self._inverse_document_frequency(token_document_counts, self.num_documents)
            idf_weights = tf.cast(idf_weights, backend.floatx())
            # Pad the front with the average idf weight for the OOV tokens: their real weight
            # cannot be computed in a single pass.
            idf_weights = tf.pad(idf_weights, [[self._token_start_index(), 0]],
                                 constant_values=tf.reduce_mean(idf_weights))
            if self.pad_to_max_tokens and self.max_tokens is not None:
                # Pad the back of idf_weights with zeros.
                idf_weights = tf.pad(idf_weights, [[0, self.max_tokens - tf.size(idf_weights)]], constant_values=0)
            self.idf_weights = tf.Variable(idf_weights, dtype=backend.floatx(), trainable=False)
            self.idf_weights_const = self.idf_weights.value()
        # Reset all state variables used for adapt.
        self.reset_state()
        self._record_vocabulary_size()

    def reset_state(self):
        if self._has_input_vocabulary:
            return
        self.token_counts.remove(self.token_counts.export()[0])
        if self.output_mode == "tf_idf":
            self.token_document_counts.remove(self.token_document_counts.export()[0])
            self.num_documents.assign(0)

    def call(self, inputs):
        import tensorflow as tf

        tf_backend = backend_utils.DynamicBackend()
        self._ensure_known_vocab_size()

        inputs = tf_utils.ensure_tensor(inputs, dtype=self._key_dtype)
        original_shape = inputs.shape
        # Some ops will not handle scalar input, so uprank to rank 1.
        if inputs.shape.rank == 0:
            inputs = tf.expand_dims(inputs, -1)

        if isinstance(inputs, tf.RaggedTensor):
            # tf.ragged.map_flat_values(self._lookup_dense, inputs), for ragged_rank 1.
            if inputs.ragged_rank != 1:
                raise NotImplementedError("tfplay's Keras lookup layers take RaggedTensors of ragged_rank 1 only yet")
            lookups = tf.RaggedTensor.from_row_splits(self._lookup_dense(inputs.flat_values), inputs.row_splits)
        else:
            lookups = self._lookup_dense(inputs)

        if self.output_mode == "int":
            # If we received a scalar input, downrank back to a scalar.
            if original_shape.rank == 0:
                lookups = tf.squeeze(lookups, -1)
            return lookups

        depth = self.max_tokens if self.pad_to_max_tokens else self._frozen_vocab_size
        idf_weights = self.idf_weights_const if self.output_mode == "tf_idf" else None
        output = encode_categorical_inputs(lookups, output_mode="count" if self.output_mode == "tf_idf" else
                                           self.output_mode, depth=depth, dtype=self._value_dtype,
                                           sparse=self.sparse, backend_module=tf_backend)
        if self.output_mode == "tf_idf":
            if idf_weights is None:
                raise ValueError("When `output_mode` is `'tf_idf'`, `idf_weights` must be provided.")
            output = tf.multiply(tf.cast(output, idf_weights.dtype), idf_weights)
        return output

    def _lookup_dense(self, inputs):
        """Lookup table values for a dense Tensor, handling masking and OOV."""
        import tensorflow as tf

        # When executing eagerly and tracing keras.Input objects, do not call lookup. This is
        # critical for restoring SavedModel, which will first trace layer.call and then attempt
        # to restore the table. We need the table to be uninitialized for the restore to work,
        # but calling the table uninitialized would error.
        if tf.executing_eagerly() and backend.is_keras_tensor(inputs):
            lookups = tf.zeros_like(inputs, dtype=self._value_dtype)
        else:
            lookups = self.lookup_table.lookup(inputs)

        if self.mask_token is not None:
            mask_locations = tf.equal(inputs, self._mask_key)
            lookups = tf.where(mask_locations, self._mask_value, lookups)

        if self.invert:
            return lookups

        lookup_checks = []

        if self.num_oov_indices == 0:
            # If we have zero oov indices, we need to check for oov inputs.
            oov_indices = tf.where(tf.equal(lookups, -1))
            oov_inputs = tf.gather_nd(inputs, oov_indices)
            msg = tf.strings.format(
                "When `num_oov_indices=0` all inputs should be in vocabulary, "
                "found OOV values {}, consider setting `num_oov_indices=1`.",
                (oov_inputs,),
            )
            assertion = tf.Assert(tf.equal(tf.size(oov_indices), 0), [msg])
            lookup_checks.append(assertion)
        elif self.num_oov_indices > 1:
            # If we have multiple oov indices, we need a further hashing step.
            if tf.as_dtype(self._key_dtype).is_integer:
                oov_indices = tf.math.floormod(inputs, self.num_oov_indices)
            else:
                oov_indices = tf.strings.to_hash_bucket_fast(inputs, num_buckets=self.num_oov_indices)
            oov_indices = oov_indices + self._oov_start_index()
            oov_locations = tf.equal(lookups, self._default_value)
            lookups = tf.where(oov_locations, oov_indices, lookups)

        with tf.control_dependencies(lookup_checks):
            return tf.identity(lookups)

    def _uninitialized_lookup_table(self):
        # Keras keeps an uninitialized StaticHashTable here (for SavedModel restoring); an
        # empty one answers every lookup and size() the same.
        import tensorflow as tf

        empty_keys = tf.constant([], dtype=self._key_dtype)
        empty_values = tf.constant([], dtype=self._value_dtype)
        initializer = tf.lookup.KeyValueTensorInitializer(empty_keys, empty_values, self._key_dtype, self._value_dtype)
        return tf.lookup.StaticHashTable(initializer, self._default_value)

    def _lookup_table_from_tokens(self, tokens):
        import tensorflow as tf

        with tf.init_scope():
            token_start = self._token_start_index()
            token_end = token_start + tf.size(tokens)
            indices_dtype = self._key_dtype if self.invert else self._value_dtype
            indices = tf.range(token_start, token_end, dtype=indices_dtype)
            keys, values = (indices, tokens) if self.invert else (tokens, indices)
            initializer = tf.lookup.KeyValueTensorInitializer(keys, values, self._key_dtype, self._value_dtype)
            return tf.lookup.StaticHashTable(initializer, self._default_value)

    def _lookup_table_from_file(self, filename):
        """A table from a vocabulary file, one term per line numbered from the first token index,
        as Keras's tf.lookup.TextFileInitializer (WHOLE_LINE keys, LINE_NUMBER values; swapped
        when inverting) reads it: lines split at "\n" with a trailing "\r" dropped, int64 terms
        parsed from the line. No check for repeated, mask or OOV terms, nor for max_tokens."""
        import tensorflow as tf

        with open(filename, "rb") as f:
            lines = f.read().split(b"\n")
        if lines and lines[-1] == b"":
            lines.pop()
        lines = [line[:-1] if line.endswith(b"\r") else line for line in lines]
        if self.vocabulary_dtype == "string":
            terms = [line.decode("utf-8") for line in lines]
        else:
            terms = [int(line) for line in lines]
        return self._lookup_table_from_tokens(tf.constant(terms, dtype=self.vocabulary_dtype))

    def _oov_start_index(self):
        return 1 if self.mask_token is not None and self.output_mode == "int" else 0

    def _token_start_index(self):
        return self._oov_start_index() + self.num_oov_indices

    def _ensure_known_vocab_size(self):
        if self.output_mode == "int" or self.pad_to_max_tokens:
            return
        if self._frozen_vocab_size is None:
            raise RuntimeError(
                f"When using `output_mode={self.output_mode}` "
                "and `pad_to_max_tokens=False`, "
                "you must set the layer's vocabulary before calling it. Either "
                "pass a `vocabulary` argument to the layer, or call `adapt` "
                "with some sample data."
            )

    def _ensure_vocab_size_unchanged(self):
        if self.output_mode == "int" or self.pad_to_max_tokens:
            return
        new_vocab_size = self.vocabulary_size()
        if self._frozen_vocab_size is not None and new_vocab_size != self._frozen_vocab_size:
            raise RuntimeError(
                f"When using `output_mode={self.output_mode}` "
                "and `pad_to_max_tokens=False`, "
                "the vocabulary size cannot be changed after the layer is "
                f"called. Old vocab size is {self._frozen_vocab_size}, "
                f"new vocab size is {new_vocab_size}"
            )

    def _find_repeated_tokens(self, vocabulary):
        """Return all repeated tokens in a vocabulary."""
        vocabulary_set = set(vocabulary)
        if len(vocabulary) != len(vocabulary_set):
            return [item for item, count in collections.Counter(vocabulary).items() if count > 1]
        else:
            return []

    def _num_tokens(self, data):
        """The distinct tokens of a dense or ragged tensor and their counts, in order of first
        appearance (what tf.unique_with_counts gives)."""
        import tensorflow as tf

        if isinstance(data, tf.RaggedTensor):
            flat_values = data.flat_values
        else:
            flat_values = tf.reshape(data, [-1])
        counts = collections.Counter(flat_values.numpy().tolist())
        tokens = tf.constant(list(counts.keys()), dtype=self.vocabulary_dtype)
        return tokens, tf.constant(list(counts.values()), dtype="int64")

    def _inverse_document_frequency(self, token_document_counts, num_documents):
        """The IDF weight of each token: log(1 + num_documents / (1 + its document count)),
        computed in float64 (int64 true division), as Keras does."""
        import tensorflow as tf

        return tf.math.log(1 + num_documents / (1 + token_document_counts))

    def _tensor_vocab_to_numpy(self, vocabulary):
        """A tensor vocabulary as a list of terms."""
        return vocabulary.numpy().tolist()


def listify_tensors(x):
    """Convert any tensors or numpy arrays to lists for config serialization."""
    import tensorflow as tf

    if tf.is_tensor(x):
        x = x.numpy()
    if isinstance(x, np.ndarray):
        x = x.tolist()
    return x
