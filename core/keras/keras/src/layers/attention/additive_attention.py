"""AdditiveAttention (keras/src/layers/attention/additive_attention.py): Bahdanau-style
attention, scores `sum(scale * tanh(q + k), axis=-1)` with a glorot-initialised `scale` of
shape (dim,) (`use_scale=True`); the rest is Attention's."""
from keras.src import ops
from keras.src.layers.attention.attention import Attention


class AdditiveAttention(Attention):
    _init_call_site = ("layers/attention/additive_attention.py", 66,
                       "super().__init__(use_scale=use_scale, dropout=dropout, **kwargs)")

    def __init__(self, use_scale=True, dropout=0.0, **kwargs):
        super().__init__(use_scale=use_scale, dropout=dropout, **kwargs)

    def build(self, input_shape):
        self._validate_inputs(input_shape)
        dim = input_shape[0][-1]
        self.scale = None
        if self.use_scale:
            self.scale = self.add_weight(name="scale", shape=[dim], initializer="glorot_uniform", dtype=self.dtype,
                                         trainable=True)

    def _calculate_scores(self, query, key):
        q_reshaped = ops.expand_dims(query, axis=-2)
        k_reshaped = ops.expand_dims(key, axis=-3)
        scale = self.scale if self.use_scale else 1.0
        return ops.sum(scale * ops.tanh(q_reshaped + k_reshaped), axis=-1)

    def get_config(self):
        base_config = super().get_config()
        del base_config["score_mode"]
        return base_config
