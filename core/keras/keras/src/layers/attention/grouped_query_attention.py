"""GroupedQueryAttention (keras/src/layers/attention/grouped_query_attention.py; exported as
keras.layers.GroupQueryAttention): attention with `num_query_heads` query heads sharing
`num_key_value_heads` key/value heads. EinsumDense projections "query" (b,q,u,h), "key" and
"value" (b,k,v,h); keys and values repeated num_query_heads // num_key_value_heads times along
the head axis; scaled dot-product attention (`ops.dot_product_attention` without dropout or
returned scores, else einsum + masked Softmax + Dropout); an "attention_output" EinsumDense
back to the query's feature size. Masks combine as in MultiHeadAttention."""
import math

from keras.src import constraints, initializers, ops, regularizers
from keras.src.backend.config import is_flash_attention_enabled
from keras.src.layers.activations.softmax import Softmax
from keras.src.layers.attention.multi_head_attention import MultiHeadAttention
from keras.src.layers.core.einsum_dense import EinsumDense
from keras.src.layers.layer import Layer
from keras.src.layers.regularization.dropout import Dropout


class GroupedQueryAttention(Layer):
    """call(query (B, T, dim), value (B, S, dim), key=None, ...) -> (B, T, dim), plus the
    (B, num_query_heads, T, S) scores with `return_attention_scores`. Raises ValueError
    (Keras's texts) when num_query_heads is not divisible by num_key_value_heads, and for
    dropout or returned scores with flash attention."""

    _init_call_site = ("layers/attention/grouped_query_attention.py", 108, "super().__init__(**kwargs)")

    def __init__(self, head_dim, num_query_heads, num_key_value_heads, dropout=0.0, use_bias=True,
                 flash_attention=None, kernel_initializer="glorot_uniform", bias_initializer="zeros",
                 kernel_regularizer=None, bias_regularizer=None, activity_regularizer=None, kernel_constraint=None,
                 bias_constraint=None, seed=None, **kwargs):
        super().__init__(**kwargs)
        self.supports_masking = True
        self.head_dim = head_dim
        self.num_query_heads = num_query_heads
        self.num_key_value_heads = num_key_value_heads
        if num_query_heads % num_key_value_heads != 0:
            raise ValueError("`num_query_heads` must be divisible by `num_key_value_heads`.")
        self.num_repeats = num_query_heads // num_key_value_heads
        self.dropout = dropout
        self.use_bias = use_bias
        self._flash_attention = flash_attention or is_flash_attention_enabled()
        self.kernel_initializer = initializers.get(kernel_initializer)
        self.bias_initializer = initializers.get(bias_initializer)
        self.kernel_regularizer = regularizers.get(kernel_regularizer)
        self.bias_regularizer = regularizers.get(bias_regularizer)
        self.activity_regularizer = regularizers.get(activity_regularizer)
        self.kernel_constraint = constraints.get(kernel_constraint)
        self.bias_constraint = constraints.get(bias_constraint)
        self.seed = seed
        self._inverse_sqrt_head_dim = 1.0 / math.sqrt(float(self.head_dim))
        self._return_attention_scores = False
        if self._flash_attention and self.dropout > 0.0:
            raise ValueError(
                "Dropout is not supported when flash attention is enabled. Please set dropout to 0.0 to use flash "
                "attention."
            )

    def build(self, query_shape, value_shape, key_shape=None):
        # b: batch, q: query length, k: key/value length, m: model dim, u: query heads,
        # v: key/value heads, h: head dim.
        key_shape = value_shape if key_shape is None else key_shape
        self.feature_dim = query_shape[-1]
        self._query_dense = self._projection("bqm,muh->bquh", self.num_query_heads, "uh", "query")
        self._query_dense.build(query_shape)
        self._key_dense = self._projection("bkm,mvh->bkvh", self.num_key_value_heads, "vh", "key")
        self._key_dense.build(key_shape)
        self._value_dense = self._projection("bkm,mvh->bkvh", self.num_key_value_heads, "vh", "value")
        self._value_dense.build(value_shape)
        self._softmax = Softmax(axis=-1, dtype=self.dtype_policy)
        self._dropout_layer = Dropout(rate=self.dropout, dtype=self.dtype_policy, seed=self.seed)
        self._dot_product_equation = "bquh,bkuh->buqk"
        self._combine_equation = "buqk,bkuh->bquh"
        self._output_dense = EinsumDense("bquh,uhm->bqm", output_shape=(None, self.feature_dim),
                                         bias_axes="m" if self.use_bias else None, name="attention_output",
                                         **self._get_common_kwargs_for_sublayer())
        self._output_dense.build((None, None, self.num_query_heads, self.head_dim))

    def _projection(self, equation, heads, bias_axes, name):
        return EinsumDense(equation, output_shape=(None, heads, self.head_dim),
                           bias_axes=bias_axes if self.use_bias else None, name=name,
                           **self._get_common_kwargs_for_sublayer())

    def _get_common_kwargs_for_sublayer(self):
        common_kwargs = dict(kernel_regularizer=self.kernel_regularizer, bias_regularizer=self.bias_regularizer,
                             activity_regularizer=self.activity_regularizer, kernel_constraint=self.kernel_constraint,
                             bias_constraint=self.bias_constraint, dtype=self.dtype_policy)
        # Each sublayer gets a fresh copy of the initializers (same seed, so seeded ones repeat).
        common_kwargs["kernel_initializer"] = self.kernel_initializer.__class__.from_config(
            self.kernel_initializer.get_config())
        common_kwargs["bias_initializer"] = self.bias_initializer.__class__.from_config(
            self.bias_initializer.get_config())
        return common_kwargs

    def call(self, query, value, key=None, query_mask=None, value_mask=None, key_mask=None, attention_mask=None,
             return_attention_scores=False, training=None, use_causal_mask=False):
        self._return_attention_scores = return_attention_scores
        if key is None:
            key = value
        attention_mask = self._compute_attention_mask(query, value, query_mask=query_mask, value_mask=value_mask,
                                                      key_mask=key_mask, attention_mask=attention_mask,
                                                      use_causal_mask=use_causal_mask)
        query = self._query_dense(query)
        key = self._key_dense(key)
        value = self._value_dense(value)
        # (batch, source length, query heads, head dim)
        key = ops.repeat(key, self.num_repeats, axis=2)
        value = ops.repeat(value, self.num_repeats, axis=2)
        output, scores = self._compute_attention(query, key, value, attention_mask=attention_mask, training=training)
        output = self._output_dense(output)
        if return_attention_scores:
            return output, scores
        return output

    # The same masks as MultiHeadAttention: query/value/key masks, causal mask and
    # attention_mask and-ed into one boolean (B, T, S) mask.
    _compute_attention_mask = MultiHeadAttention._compute_attention_mask
    _compute_causal_mask = MultiHeadAttention._compute_causal_mask

    def _compute_attention(self, query, key, value, attention_mask=None, training=None):
        if self._flash_attention and self._return_attention_scores:
            raise ValueError(
                "Returning attention scores is not supported when flash attention is enabled. Please disable flash "
                "attention to access attention scores."
            )
        use_dot_product_attention = not (self.dropout > 0.0 or self._return_attention_scores
                                         or len(query.shape) != 4)
        if use_dot_product_attention:
            if attention_mask is not None:
                # Broadcast to (batch, heads, query length, key length).
                for _ in range(4 - len(attention_mask.shape)):
                    attention_mask = ops.expand_dims(attention_mask, axis=-3)
                attention_mask = ops.cast(attention_mask, dtype="bool")
            attention_output = ops.dot_product_attention(query=query, key=key, value=value, bias=None,
                                                         mask=attention_mask, scale=self._inverse_sqrt_head_dim,
                                                         is_causal=False, flash_attention=self._flash_attention)
            return attention_output, None
        query = ops.multiply(query, ops.cast(self._inverse_sqrt_head_dim, query.dtype))
        scores = ops.einsum(self._dot_product_equation, query, key)
        scores = self._masked_softmax(scores, attention_mask=attention_mask)
        # Dropping whole tokens to attend to, as in the original Transformer paper.
        if self.dropout > 0.0:
            scores_dropout = self._dropout_layer(scores, training=training)
        else:
            scores_dropout = scores
        output = ops.einsum(self._combine_equation, scores_dropout, value)
        return output, scores

    def _masked_softmax(self, scores, attention_mask=None):
        if attention_mask is not None:
            for _ in range(len(scores.shape) - len(attention_mask.shape)):
                attention_mask = ops.expand_dims(attention_mask, axis=-3)
        return self._softmax(scores, mask=attention_mask)

    def compute_output_shape(self, query_shape, value_shape, key_shape=None):
        if key_shape is None:
            key_shape = value_shape
        if query_shape[-1] != value_shape[-1]:
            raise ValueError(
                "The last dimension of `query_shape` and `value_shape` must be equal, but are "
                f"{query_shape[-1]}, {value_shape[-1]}. Received: query_shape={query_shape}, "
                f"value_shape={value_shape}"
            )
        if value_shape[1:-1] != key_shape[1:-1]:
            raise ValueError(
                "All dimensions of `value` and `key`, except the last one, must be equal. Received: "
                f"value_shape={value_shape} and key_shape={key_shape}"
            )
        return query_shape

    def get_config(self):
        config = {
            "head_dim": self.head_dim, "num_query_heads": self.num_query_heads,
            "num_key_value_heads": self.num_key_value_heads, "use_bias": self.use_bias, "dropout": self.dropout,
            "kernel_initializer": initializers.serialize(self.kernel_initializer),
            "bias_initializer": initializers.serialize(self.bias_initializer),
            "kernel_regularizer": regularizers.serialize(self.kernel_regularizer),
            "bias_regularizer": regularizers.serialize(self.bias_regularizer),
            "activity_regularizer": regularizers.serialize(self.activity_regularizer),
            "kernel_constraint": constraints.serialize(self.kernel_constraint),
            "bias_constraint": constraints.serialize(self.bias_constraint),
            "seed": self.seed,
        }
        base_config = super().get_config()
        return {**base_config, **config}
