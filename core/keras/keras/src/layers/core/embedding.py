"""Embedding (keras/src/layers/core/embedding.py): rows of an (input_dim, output_dim) table
gathered by integer index; `mask_zero` masks index 0. With LoRA (`lora_rank=` or
`enable_lora(rank)`) the table is frozen and `embeddings` adds the trainable low-rank delta;
saving merges it into the table."""

from keras.src import backend, constraints, initializers, ops, regularizers
from keras.src.backend.common.keras_tensor import KerasTensor
from keras.src.layers import weight_options
from keras.src.layers.layer import Layer
from keras.src.utils.warning_sites import warn_at


class Embedding(Layer):
    _init_call_site = ("layers/core/embedding.py", 100, "super().__init__(**kwargs)")

    def __init__(self, input_dim, output_dim, embeddings_initializer="uniform", embeddings_regularizer=None,
                 embeddings_constraint=None, mask_zero=False, weights=None, lora_rank=None, lora_alpha=None,
                 **kwargs):
        input_length = kwargs.pop("input_length", None)
        if input_length is not None:
            warn_at("Argument `input_length` is deprecated. Just remove it.", UserWarning,
                    ("layers/core/embedding.py", 97, "warnings.warn("))
        super().__init__(**kwargs)
        self.input_dim = input_dim
        self.output_dim = output_dim
        self.embeddings_initializer = initializers.get(embeddings_initializer)
        self.embeddings_regularizer = regularizers.get(embeddings_regularizer)
        self.embeddings_constraint = constraints.get(embeddings_constraint)
        self.mask_zero = mask_zero
        self.supports_masking = mask_zero
        self.autocast = False
        self.lora_rank = lora_rank
        self.lora_alpha = lora_alpha if lora_alpha is not None else lora_rank
        self.lora_enabled = False
        if weights is not None:
            self.build()
            if not (isinstance(weights, list) and len(weights) == 1):
                weights = [weights]
            self.set_weights(weights)

    def build(self, input_shape=None):
        if self.built:
            return
        self._embeddings = self.add_weight(shape=(self.input_dim, self.output_dim),
                                           initializer=self.embeddings_initializer, name="embeddings",
                                           regularizer=self.embeddings_regularizer,
                                           constraint=self.embeddings_constraint, trainable=True)
        self.built = True
        if self.lora_rank:
            # Keras passes no lora_alpha here: a built layer's lora_alpha is its rank.
            self.enable_lora(self.lora_rank)

    @property
    def embeddings(self):
        if self.lora_enabled:
            return self._embeddings + (self.lora_alpha / self.lora_rank) * ops.matmul(self.lora_embeddings_a,
                                                                                     self.lora_embeddings_b)
        return self._embeddings

    def enable_lora(self, rank, lora_alpha=None, a_initializer="he_uniform", b_initializer="zeros"):
        weight_options.enable_lora(self, rank, lora_alpha, a_initializer, b_initializer, weight="embeddings",
                                   what="embedding")

    def save_own_variables(self, store):
        weight_options.save_merged_variables(self, store, lambda: [self.embeddings])

    def load_own_variables(self, store):
        weight_options.load_merged_variables(self, store, lambda: [self._embeddings], weight="embeddings")

    def get_config(self):
        base_config = super().get_config()
        config = {"input_dim": self.input_dim, "output_dim": self.output_dim,
                  "embeddings_initializer": initializers.serialize(self.embeddings_initializer),
                  "embeddings_regularizer": regularizers.serialize(self.embeddings_regularizer),
                  "activity_regularizer": regularizers.serialize(self.activity_regularizer),
                  "embeddings_constraint": constraints.serialize(self.embeddings_constraint),
                  "mask_zero": self.mask_zero}
        return {**base_config, **weight_options.lora_config(self, config)}

    def call(self, inputs):
        if backend.standardize_dtype(inputs.dtype) not in ("int32", "int64"):
            inputs = ops.cast(inputs, "int32")
        outputs = ops.take(self.embeddings, inputs, axis=0)
        return ops.cast(outputs, dtype=self.compute_dtype)

    def compute_mask(self, inputs, mask=None):
        if not self.mask_zero:
            return None
        return ops.not_equal(inputs, 0)

    def compute_output_shape(self, input_shape):
        return (*input_shape, self.output_dim)

    def compute_output_spec(self, inputs):
        return KerasTensor(self.compute_output_shape(inputs.shape), dtype=self.compute_dtype)
