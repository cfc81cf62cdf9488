"""MultiHeadAttention (keras/src/layers/attention/multi_head_attention.py): query/key/value
EinsumDense projections to (num_heads, key_dim), scaled dot-product attention over
`attention_axes` (through `ops.dot_product_attention` for 4-D projections without dropout or
returned scores, else einsum + masked Softmax + Dropout), and an `attention_output` EinsumDense
back to the query's last dimension. Masks: the query's Keras mask, `value_mask`/`key_mask`,
`attention_mask` and `use_causal_mask` are and-ed into one boolean mask. Flash attention
raises as on the TensorFlow backend."""
import math
import string

from keras.src import backend, constraints, initializers, ops, regularizers
from keras.src.backend.config import is_flash_attention_enabled
from keras.src.layers.activations.softmax import Softmax
from keras.src.layers.core.einsum_dense import EinsumDense
from keras.src.layers.layer import Layer
from keras.src.layers.regularization.dropout import Dropout


class MultiHeadAttention(Layer):
    _init_call_site = ("layers/attention/multi_head_attention.py", 123, "super().__init__(**kwargs)")

    def __init__(self, num_heads, key_dim, value_dim=None, dropout=0.0, use_bias=True, output_shape=None,
                 attention_axes=None, flash_attention=None, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None,
                 activity_regularizer=None, kernel_constraint=None, bias_constraint=None, seed=None, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True
        self._num_heads = num_heads
        self._key_dim = key_dim
        self._value_dim = value_dim if value_dim else key_dim
        self._dropout = dropout
        self._use_bias = use_bias
        if output_shape:
            if isinstance(output_shape, int):
                output_shape = (output_shape,)
            try:
                output_shape = tuple(output_shape)
            except:
                raise ValueError(
                    f"Invalid `output_shape`: {output_shape}. When specified, the `output_shape` should be "
                    "of type tuple, list, or int."
                )
        self._output_shape = output_shape
        self._flash_attention = flash_attention or is_flash_attention_enabled()
        self._kernel_initializer = initializers.get(kernel_initializer)
        self._bias_initializer = initializers.get(bias_initializer)
        self._kernel_regularizer = regularizers.get(kernel_regularizer)
        self._bias_regularizer = regularizers.get(bias_regularizer)
        self._activity_regularizer = regularizers.get(activity_regularizer)
        self._kernel_constraint = constraints.get(kernel_constraint)
        self._bias_constraint = constraints.get(bias_constraint)
        if isinstance(attention_axes, int):
            attention_axes = (attention_axes,)
        elif attention_axes and not isinstance(attention_axes, (list, tuple)):
            raise ValueError(
                f"`attention_axes` must be an int, list, or tuple.Received: attention_axes={attention_axes}"
            )
        self._attention_axes = attention_axes
        self.seed = seed
        self._inverse_sqrt_key_dim = 1.0 / math.sqrt(float(self._key_dim))
        if self._flash_attention and self._dropout > 0.0:
            raise ValueError(
                "Dropout is not supported when flash attention is enabled. Please set dropout to 0.0 to use "
                "flash attention."
            )

    num_heads = property(lambda self: self._num_heads)
    key_dim = property(lambda self: self._key_dim)
    value_dim = property(lambda self: self._value_dim)
    dropout = property(lambda self: self._dropout)
    use_bias = property(lambda self: self._use_bias)
    attention_axes = property(lambda self: self._attention_axes)
    query_dense = property(lambda self: self._query_dense)
    key_dense = property(lambda self: self._key_dense)
    value_dense = property(lambda self: self._value_dense)
    output_dense = property(lambda self: self._output_dense)

    def get_config(self):
        config = {
            "num_heads": self._num_heads,
            "key_dim": self._key_dim,
            "value_dim": self._value_dim,
            "dropout": self._dropout,
            "use_bias": self._use_bias,
            "output_shape": self._output_shape,
            "attention_axes": self._attention_axes,
            "kernel_initializer": initializers.serialize(self._kernel_initializer),
            "bias_initializer": initializers.serialize(self._bias_initializer),
            "kernel_regularizer": regularizers.serialize(self._kernel_regularizer),
            "bias_regularizer": regularizers.serialize(self._bias_regularizer),
            "activity_regularizer": regularizers.serialize(self._activity_regularizer),
            "kernel_constraint": constraints.serialize(self._kernel_constraint),
            "bias_constraint": constraints.serialize(self._bias_constraint),
            "seed": self.seed,
        }
        return {**super().get_config(), **config}

    def build(self, query_shape, value_shape, key_shape=None):
        key_shape = value_shape if key_shape is None else key_shape
        if value_shape[1:-1] != key_shape[1:-1]:
            raise ValueError(
                "All dimensions of `value` and `key`, except the last one, must be equal. Received: "
                f"value_shape={value_shape} and key_shape={key_shape}"
            )
        self._query_dense = self._make_projection(query_shape, self._key_dim, "query")
        self._key_dense = self._make_projection(key_shape, self._key_dim, "key")
        self._value_dense, output_rank = self._make_projection(value_shape, self._value_dim, "value", True)
        self._build_attention(output_rank)
        self._output_dense = self._make_output_dense(query_shape, self._get_common_kwargs_for_sublayer(),
                                                     "attention_output")
        output_dense_input_shape = list(self._query_dense.compute_output_shape(query_shape))
        output_dense_input_shape[-1] = self._value_dim
        self._output_dense.build(tuple(output_dense_input_shape))

    def _make_projection(self, shape, dim, name, with_rank=False):
        """The built EinsumDense projecting `shape`'s last axis to (num_heads, dim)."""
        einsum_equation, bias_axes, output_rank = _build_proj_equation(len(shape) - 1, bound_dims=1, output_dims=2)
        dense = EinsumDense(einsum_equation, output_shape=_get_output_shape(output_rank - 1, [self._num_heads, dim]),
                            bias_axes=bias_axes if self._use_bias else None, name=name,
                            **self._get_common_kwargs_for_sublayer())
        dense.build(shape)
        return (dense, output_rank) if with_rank else dense

    def _get_common_kwargs_for_sublayer(self):
        common_kwargs = dict(kernel_regularizer=self._kernel_regularizer, bias_regularizer=self._bias_regularizer,
                             activity_regularizer=self._activity_regularizer,
                             kernel_constraint=self._kernel_constraint, bias_constraint=self._bias_constraint,
                             dtype=self.dtype_policy)
        # Each sublayer gets a fresh copy of the initializers (same seed, so seeded ones repeat).
        common_kwargs["kernel_initializer"] = self._kernel_initializer.__class__.from_config(
            self._kernel_initializer.get_config())
        common_kwargs["bias_initializer"] = self._bias_initializer.__class__.from_config(
            self._bias_initializer.get_config())
        return common_kwargs

    def _make_output_dense(self, query_shape, common_kwargs, name=None):
        query_rank = len(query_shape)
        output_shape = self._output_shape if self._output_shape else [query_shape[-1]]
        einsum_equation, bias_axes, output_rank = _build_proj_equation(query_rank - 1, bound_dims=2,
                                                                       output_dims=len(output_shape))
        return EinsumDense(einsum_equation, output_shape=_get_output_shape(output_rank - 1, output_shape),
                           bias_axes=bias_axes if self._use_bias else None, name=name, **common_kwargs)

    def _build_attention(self, rank):
        if self._attention_axes is None:
            self._attention_axes = tuple(range(1, rank - 2))
        else:
            self._attention_axes = tuple(self._attention_axes)
        self._dot_product_equation, self._combine_equation, attn_scores_rank = _build_attention_equation(
            rank, attn_axes=self._attention_axes)
        norm_axes = tuple(range(attn_scores_rank - len(self._attention_axes), attn_scores_rank))
        self._softmax = Softmax(axis=norm_axes, dtype=self.dtype_policy)
        self._dropout_layer = Dropout(rate=self._dropout, dtype=self.dtype_policy, seed=self.seed)

    def _expand_mask(self, attention_mask, rank):
        mask_expansion_axis = -len(self._attention_axes) * 2 - 1
        for _ in range(rank - len(attention_mask.shape)):
            attention_mask = ops.expand_dims(attention_mask, axis=mask_expansion_axis)
        return attention_mask

    def _masked_softmax(self, attention_scores, attention_mask=None):
        if attention_mask is not None:
            attention_mask = self._expand_mask(attention_mask, len(attention_scores.shape))
        return self._softmax(attention_scores, mask=attention_mask)

    def _compute_attention(self, query, key, value, attention_mask=None, training=None,
                           return_attention_scores=False):
        if self._flash_attention and return_attention_scores:
            raise ValueError(
                "Returning attention scores is not supported when flash attention is enabled. Please disable "
                "flash attention to access attention scores."
            )
        use_dot_product_attention = not (self._dropout > 0.0 or return_attention_scores or len(query.shape) != 4)
        if use_dot_product_attention:
            if attention_mask is not None:
                attention_mask = ops.cast(self._expand_mask(attention_mask, 4), dtype="bool")
            attention_output = ops.dot_product_attention(
                query=query, key=key, value=value, bias=None, mask=attention_mask,
                scale=self._inverse_sqrt_key_dim, is_causal=False, flash_attention=self._flash_attention)
            return attention_output, None
        query = ops.multiply(query, ops.cast(self._inverse_sqrt_key_dim, query.dtype))
        attention_scores = ops.einsum(self._dot_product_equation, key, query)
        attention_scores = self._masked_softmax(attention_scores, attention_mask)
        if self._dropout > 0.0:
            final_attn_scores = self._dropout_layer(attention_scores, training=training)
        else:
            final_attn_scores = attention_scores
        attention_output = ops.einsum(self._combine_equation, final_attn_scores, value)
        return attention_output, attention_scores

    def call(self, query, value, key=None, query_mask=None, value_mask=None, key_mask=None, attention_mask=None,
             return_attention_scores=False, training=None, use_causal_mask=False):
        if key is None:
            key = value
        query_mask = backend.get_keras_mask(query)
        backend.set_keras_mask(query, None)
        backend.set_keras_mask(value, None)
        backend.set_keras_mask(key, None)
        attention_mask = self._compute_attention_mask(query, value, query_mask=query_mask, value_mask=value_mask,
                                                      key_mask=key_mask, attention_mask=attention_mask,
                                                      use_causal_mask=use_causal_mask)
        query = self._query_dense(query)
        key = self._key_dense(key)
        value = self._value_dense(value)
        attention_output, attention_scores = self._compute_attention(query, key, value, attention_mask, training,
                                                                     return_attention_scores)
        attention_output = self._output_dense(attention_output)
        if query_mask is not None:
            backend.set_keras_mask(attention_output, query_mask)
        if return_attention_scores:
            return attention_output, attention_scores
        return attention_output

    def _compute_attention_mask(self, query, value, query_mask=None, value_mask=None, key_mask=None,
                                attention_mask=None, use_causal_mask=False):
        """One boolean mask of shape (B, T, S) from the masks given, or None."""
        auto_mask = None
        if query_mask is not None:
            query_mask = ops.cast(query_mask, "bool")
            auto_mask = ops.expand_dims(query_mask, -1)
        for mask in (value_mask, key_mask):
            if mask is not None:
                mask = ops.expand_dims(ops.cast(mask, "bool"), -2)
                auto_mask = mask if auto_mask is None else auto_mask & mask
        if use_causal_mask:
            mask = self._compute_causal_mask(query, value)
            auto_mask = mask if auto_mask is None else auto_mask & mask
        if attention_mask is not None:
            attention_mask = ops.cast(attention_mask, "bool")
        if auto_mask is not None:
            attention_mask = auto_mask if attention_mask is None else attention_mask & auto_mask
        return attention_mask

    def _compute_causal_mask(self, query, value=None):
        q_seq_length = ops.shape(query)[1]
        v_seq_length = q_seq_length if value is None else ops.shape(value)[1]
        ones_mask = ops.ones((1, q_seq_length, v_seq_length), dtype="int32")
        row_index = ops.cumsum(ones_mask, axis=-2)
        col_index = ops.cumsum(ones_mask, axis=-1)
        return ops.greater_equal(row_index, col_index)

    def compute_output_shape(self, query_shape, value_shape, key_shape=None):
        query_shape = tuple(query_shape)
        value_shape = tuple(value_shape)
        key_shape = value_shape if key_shape is None else tuple(key_shape)
        if value_shape[1:-1] != key_shape[1:-1]:
            raise ValueError(
                "All dimensions of `value` and `key`, except the last one, must be equal. Received: "
                f"value_shape={value_shape} and key_shape={key_shape}"
            )
        if self._output_shape:
            query_shape = query_shape[:-1] + self._output_shape
        return query_shape

    def compute_output_spec(self, query, value, key=None, query_mask=None, value_mask=None, key_mask=None,
                            attention_mask=None, return_attention_scores=False, training=None,
                            use_causal_mask=False):
        key_shape = key.shape if key is not None else None
        output_shape = self.compute_output_shape(query.shape, value.shape, key_shape)
        output_spec = backend.KerasTensor(output_shape, dtype=self.compute_dtype)
        if return_attention_scores:
            length = query.shape[1]
            attention_shape = (query.shape[0], self.num_heads, length, length)
            return output_spec, backend.KerasTensor(attention_shape, dtype=self.compute_dtype)
        return output_spec


def _index_to_einsum_variable(i):
    return string.ascii_lowercase[i]


def _build_attention_equation(rank, attn_axes):
    """The einsum equations of the scores (key, query -> scores) and of the combination
    (scores, value -> output), and the rank of the scores."""
    target_notation = "".join(_index_to_einsum_variable(i) for i in range(rank))
    batch_dims = tuple(i for i in range(rank) if i not in attn_axes + (rank - 1,))
    letter_offset = rank
    source_notation = ""
    for i in range(rank):
        if i in batch_dims or i == rank - 1:
            source_notation += target_notation[i]
        else:
            source_notation += _index_to_einsum_variable(letter_offset)
            letter_offset += 1
    product_notation = "".join([target_notation[i] for i in batch_dims] + [target_notation[i] for i in attn_axes]
                               + [source_notation[i] for i in attn_axes])
    dot_product_equation = f"{source_notation},{target_notation}->{product_notation}"
    combine_equation = f"{product_notation},{source_notation}->{target_notation}"
    return dot_product_equation, combine_equation, len(product_notation)


def _build_proj_equation(free_dims, bound_dims, output_dims):
    input_str = kernel_str = output_str = bias_axes = ""
    for i in range(free_dims):
        char = _index_to_einsum_variable(i)
        input_str += char
        output_str += char
    for i in range(bound_dims):
        char = _index_to_einsum_variable(free_dims + i)
        input_str += char
        kernel_str += char
    for i in range(output_dims):
        char = _index_to_einsum_variable(free_dims + bound_dims + i)
        kernel_str += char
        output_str += char
        bias_axes += char
    return f"{input_str},{kernel_str}->{output_str}", bias_axes, len(output_str)


def _get_output_shape(output_rank, known_last_dims):
    return [None] * (output_rank - len(known_last_dims)) + list(known_last_dims)
