"""Attention (keras/src/layers/attention/attention.py): Luong-style attention over
`[query, value]` or `[query, value, key]` of shape (batch, T, dim) / (batch, S, dim): scores
`query @ key^T` ("dot", times an optional `scale` weight) or `sum(tanh(q + k))` ("concat"),
masked by the value mask and `use_causal_mask`, softmax over S, optional dropout while
training, then `weights @ value`, zeroed where the query mask is False."""
from keras.src import backend, ops
from keras.src.backend import KerasTensor
from keras.src.layers.layer import Layer


class Attention(Layer):
    _init_call_site = ("layers/attention/attention.py", 74, "super().__init__(**kwargs)")

    def __init__(self, use_scale=False, score_mode="dot", dropout=0.0, seed=None, **kwargs):
        super().__init__(**kwargs)
        self.use_scale = use_scale
        self.score_mode = score_mode
        self.dropout = dropout
        if self.dropout > 0:
            self.seed_generator = backend.random.SeedGenerator(seed=seed)
        if self.score_mode not in ["dot", "concat"]:
            raise ValueError(
                "Invalid value for argument score_mode. Expected one of {'dot', 'concat'}. "
                f"Received: score_mode={score_mode}"
            )
        self._return_attention_scores = False

    def build(self, input_shape):
        self._validate_inputs(input_shape)
        self.scale = None
        self.concat_score_weight = None
        if self.use_scale:
            self.scale = self.add_weight(name="scale", shape=(), initializer="ones", dtype=self.dtype,
                                         trainable=True)
        if self.score_mode == "concat":
            self.concat_score_weight = self.add_weight(name="concat_score_weight", shape=(), initializer="ones",
                                                       dtype=self.dtype, trainable=True)

    def _calculate_scores(self, query, key):
        """Scores of shape (batch, T, S)."""
        if self.score_mode == "dot":
            scores = ops.matmul(query, ops.transpose(key, axes=[0, 2, 1]))
            if self.scale is not None:
                scores *= self.scale
        elif self.score_mode == "concat":
            q_reshaped = ops.expand_dims(query, axis=-2)
            k_reshaped = ops.expand_dims(key, axis=-3)
            if self.scale is not None:
                scores = self.concat_score_weight * ops.sum(ops.tanh(self.scale * (q_reshaped + k_reshaped)),
                                                            axis=-1)
            else:
                scores = self.concat_score_weight * ops.sum(ops.tanh(q_reshaped + k_reshaped), axis=-1)
        else:
            raise ValueError("scores not computed")
        return scores

    def _apply_scores(self, scores, value, scores_mask=None, training=False):
        if scores_mask is not None:
            padding_mask = ops.logical_not(scores_mask)
            max_value = 65504.0 if scores.dtype == "float16" else 1.0e9
            scores -= max_value * ops.cast(padding_mask, dtype=scores.dtype)
        weights = ops.softmax(scores, axis=-1)
        if training and self.dropout > 0:
            weights = backend.random.dropout(weights, self.dropout, seed=self.seed_generator)
        return ops.matmul(weights, value), weights

    def _calculate_score_mask(self, scores, v_mask, use_causal_mask):
        if use_causal_mask:
            score_shape = ops.shape(scores)
            mask_shape = (1, score_shape[-2], score_shape[-1])
            ones_mask = ops.ones(shape=mask_shape, dtype="int32")
            row_index = ops.cumsum(ones_mask, axis=-2)
            col_index = ops.cumsum(ones_mask, axis=-1)
            causal_mask = ops.greater_equal(row_index, col_index)
            if v_mask is not None:
                v_mask = ops.expand_dims(v_mask, axis=-2)
                return ops.logical_and(v_mask, causal_mask)
            return causal_mask
        return v_mask

    def call(self, inputs, mask=None, training=False, return_attention_scores=False, use_causal_mask=False):
        self._validate_inputs(inputs=inputs, mask=mask)
        self._return_attention_scores = return_attention_scores
        q = inputs[0]
        v = inputs[1]
        k = inputs[2] if len(inputs) > 2 else v
        q_mask = mask[0] if mask else None
        v_mask = mask[1] if mask else None
        scores = self._calculate_scores(query=q, key=k)
        scores_mask = self._calculate_score_mask(scores, v_mask, use_causal_mask)
        attention_output, attention_scores = self._apply_scores(scores=scores, value=v, scores_mask=scores_mask,
                                                                training=training)
        if q_mask is not None:
            q_mask = ops.expand_dims(q_mask, axis=-1)
            attention_output *= ops.cast(q_mask, dtype=attention_output.dtype)
        if return_attention_scores:
            return attention_output, attention_scores
        return attention_output

    def compute_mask(self, inputs, mask=None):
        self._validate_inputs(inputs=inputs, mask=mask)
        if mask is None or mask[0] is None:
            return None
        return ops.convert_to_tensor(mask[0])

    def compute_output_shape(self, input_shape):
        query_shape, value_shape, key_shape = input_shape
        if key_shape is None:
            key_shape = value_shape
        output_shape = (*query_shape[:-1], value_shape[-1])
        if self._return_attention_scores:
            return output_shape, (query_shape[0], query_shape[1], key_shape[1])
        return output_shape

    def compute_output_spec(self, inputs, mask=None, return_attention_scores=False, training=None,
                            use_causal_mask=False):
        self._validate_inputs(inputs, mask)
        query = inputs[0]
        value = inputs[1]
        key = inputs[2] if len(inputs) > 2 else value
        output_shape = self.compute_output_shape([query.shape, value.shape, key.shape])
        output_spec = KerasTensor(output_shape, dtype=self.compute_dtype)
        if self._return_attention_scores or return_attention_scores:
            scores_shape = (query.shape[0], query.shape[1], key.shape[1])
            return output_spec, KerasTensor(scores_shape, dtype=self.compute_dtype)
        return output_spec

    def _validate_inputs(self, inputs, mask=None):
        class_name = self.__class__.__name__
        if not isinstance(inputs, list):
            raise ValueError(
                f"{class_name} layer must be called on a list of inputs, namely [query, value] or "
                f"[query, value, key]. Received: inputs={inputs}."
            )
        if len(inputs) < 2 or len(inputs) > 3:
            raise ValueError(
                f"{class_name} layer accepts inputs list of length 2 or 3, namely [query, value] or "
                f"[query, value, key]. Received length: {len(inputs)}."
            )
        if mask is not None:
            if not isinstance(mask, list):
                raise ValueError(
                    f"{class_name} layer mask must be a list, namely [query_mask, value_mask]. Received: mask={mask}."
                )
            if len(mask) < 2 or len(mask) > 3:
                raise ValueError(
                    f"{class_name} layer accepts mask list of length 2 or 3. Received: inputs={inputs}, mask={mask}."
                )

    def get_config(self):
        config = {"use_scale": self.use_scale, "score_mode": self.score_mode, "dropout": self.dropout}
        return {**super().get_config(), **config}
