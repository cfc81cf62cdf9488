"""Dense (keras/src/layers/core/dense.py): `activation(inputs @ kernel + bias)`; the kernel
is (input_dim, units), created at build from the last input dimension. With LoRA
(`lora_rank=` or `enable_lora(rank)`) the kernel is frozen and `kernel` adds the trainable
low-rank delta; saving merges it into the kernel."""
from keras.src import activations, constraints, initializers, ops, regularizers
from keras.src.layers import weight_options
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.weight_options import built_kernel_property, set_weight_options


class Dense(Layer):
    _init_call_site = ("layers/core/dense.py", 92,
                       "super().__init__(activity_regularizer=activity_regularizer, **kwargs)")

    def __init__(self, units, activation=None, use_bias=True, kernel_initializer="glorot_uniform",
                 bias_initializer="zeros", kernel_regularizer=None, bias_regularizer=None,
                 activity_regularizer=None, kernel_constraint=None, bias_constraint=None, lora_rank=None,
                 lora_alpha=None, **kwargs):
        super().__init__(activity_regularizer=activity_regularizer, **kwargs)
        self.units = units
        self.activation = activations.get(activation)
        self.use_bias = use_bias
        set_weight_options(self, kernel=(kernel_initializer, kernel_regularizer, kernel_constraint),
                           bias=(bias_initializer, bias_regularizer, bias_constraint))
        self.lora_rank = lora_rank
        self.lora_alpha = lora_alpha if lora_alpha is not None else lora_rank
        self.lora_enabled = False
        self.input_spec = InputSpec(min_ndim=2)
        self.supports_masking = True

    def build(self, input_shape):
        kernel_shape = (input_shape[-1], self.units)
        self._kernel = self.add_weight(name="kernel", shape=kernel_shape, initializer=self.kernel_initializer,
                                       regularizer=self.kernel_regularizer, constraint=self.kernel_constraint)
        if self.use_bias:
            self.bias = self.add_weight(name="bias", shape=(self.units,), initializer=self.bias_initializer,
                                        regularizer=self.bias_regularizer, constraint=self.bias_constraint)
        else:
            self.bias = None
        self.input_spec = InputSpec(min_ndim=2, axes={-1: input_shape[-1]})
        self.built = True
        if self.lora_rank:
            # Keras passes no lora_alpha here: a built layer's lora_alpha is its rank.
            self.enable_lora(self.lora_rank)

    kernel = built_kernel_property()

    def call(self, inputs, training=None):
        x = ops.matmul(inputs, self.kernel)
        if self.bias is not None:
            x = ops.add(x, self.bias)
        if self.activation is not None:
            x = self.activation(x)
        return x

    def compute_output_shape(self, input_shape):
        output_shape = list(input_shape)
        output_shape[-1] = self.units
        return tuple(output_shape)

    def enable_lora(self, rank, lora_alpha=None, a_initializer="he_uniform", b_initializer="zeros"):
        weight_options.enable_lora(self, rank, lora_alpha, a_initializer, b_initializer)

    def save_own_variables(self, store):
        weight_options.save_merged_variables(self, store,
                                             lambda: [self.kernel] + ([self.bias] if self.use_bias else []))

    def load_own_variables(self, store):
        weight_options.load_merged_variables(self, store,
                                             lambda: [self._kernel] + ([self.bias] if self.use_bias else []))

    def get_config(self):
        base = super().get_config()
        config = {"units": self.units, "activation": activations.serialize(self.activation),
                  "use_bias": self.use_bias, "kernel_initializer": initializers.serialize(self.kernel_initializer),
                  "bias_initializer": initializers.serialize(self.bias_initializer),
                  "kernel_regularizer": regularizers.serialize(self.kernel_regularizer),
                  "bias_regularizer": regularizers.serialize(self.bias_regularizer),
                  "kernel_constraint": constraints.serialize(self.kernel_constraint),
                  "bias_constraint": constraints.serialize(self.bias_constraint)}
        return {**base, **weight_options.lora_config(self, config)}
