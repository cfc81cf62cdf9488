"""EinsumDense (keras/src/layers/core/einsum_dense.py): `activation(einsum(equation, inputs,
kernel) + bias)`, the kernel and bias shapes read off the equation at build. LoRA
(`lora_rank=` or `enable_lora(rank)`) freezes the kernel and `kernel` adds the trainable
low-rank delta; saving merges it in. Quantization is not emulated (NotImplementedError)."""
from keras.src import activations, constraints, initializers, ops, regularizers
from keras.src.layers import weight_options
from keras.src.layers.input_spec import InputSpec
from keras.src.layers.layer import Layer
from keras.src.layers.weight_options import built_kernel_property, set_weight_options


class EinsumDense(Layer):
    _init_call_site = ("layers/core/einsum_dense.py", 136, "super().__init__(**kwargs)")

    def __init__(self, equation, output_shape, activation=None, bias_axes=None,
                 kernel_initializer="glorot_uniform", bias_initializer="zeros", kernel_regularizer=None,
                 bias_regularizer=None, kernel_constraint=None, bias_constraint=None, lora_rank=None,
                 lora_alpha=None, **kwargs):
        super().__init__(**kwargs)
        self.equation = equation
        if isinstance(output_shape, int):
            self.partial_output_shape = (output_shape,)
        else:
            self.partial_output_shape = tuple(output_shape)
        self.bias_axes = bias_axes
        self.activation = activations.get(activation)
        set_weight_options(self, kernel=(kernel_initializer, kernel_regularizer, kernel_constraint),
                           bias=(bias_initializer, bias_regularizer, bias_constraint))
        self.lora_rank = lora_rank
        self.lora_alpha = lora_alpha if lora_alpha is not None else lora_rank
        self.lora_enabled = False

    def build(self, input_shape):
        kernel_shape, bias_shape, full_output_shape = _analyze_einsum_string(
            self.equation, self.bias_axes, input_shape, self.partial_output_shape)
        self.full_output_shape = tuple(full_output_shape)
        self.input_spec = InputSpec(ndim=len(input_shape))
        self._kernel = self.add_weight(name="kernel", shape=tuple(kernel_shape), initializer=self.kernel_initializer,
                                       regularizer=self.kernel_regularizer, constraint=self.kernel_constraint,
                                       dtype=self.dtype, trainable=True)
        if bias_shape is not None:
            self.bias = self.add_weight(name="bias", shape=tuple(bias_shape), initializer=self.bias_initializer,
                                        regularizer=self.bias_regularizer, constraint=self.bias_constraint,
                                        dtype=self.dtype, trainable=True)
        else:
            self.bias = None
        self.built = True
        if self.lora_rank:
            self.enable_lora(self.lora_rank, lora_alpha=self.lora_alpha)

    kernel = built_kernel_property()

    def compute_output_shape(self, _):
        return self.full_output_shape

    def call(self, inputs, training=None):
        x = ops.einsum(self.equation, inputs, self.kernel)
        if self.bias is not None:
            x = ops.add(x, self.bias)
        if self.activation is not None:
            x = self.activation(x)
        return x

    def enable_lora(self, rank, lora_alpha=None, a_initializer="he_uniform", b_initializer="zeros"):
        weight_options.enable_lora(self, rank, lora_alpha, a_initializer, b_initializer)

    def save_own_variables(self, store):
        weight_options.save_merged_variables(self, store,
                                             lambda: [self.kernel] + ([self.bias] if self.bias is not None else []))

    def load_own_variables(self, store):
        weight_options.load_merged_variables(self, store,
                                             lambda: [self._kernel] + ([self.bias] if self.bias is not None else []))

    def quantize(self, mode, type_check=True):
        raise NotImplementedError("tfplay's Keras has no quantization yet (EinsumDense.quantize)")

    def get_config(self):
        config = {
            "output_shape": self.partial_output_shape,
            "equation": self.equation,
            "activation": activations.serialize(self.activation),
            "bias_axes": self.bias_axes,
            "kernel_initializer": initializers.serialize(self.kernel_initializer),
            "bias_initializer": initializers.serialize(self.bias_initializer),
            "kernel_regularizer": regularizers.serialize(self.kernel_regularizer),
            "bias_regularizer": regularizers.serialize(self.bias_regularizer),
            "activity_regularizer": regularizers.serialize(self.activity_regularizer),
            "kernel_constraint": constraints.serialize(self.kernel_constraint),
            "bias_constraint": constraints.serialize(self.bias_constraint),
        }
        return {**super().get_config(), **weight_options.lora_config(self, config)}


def _split_equation(equation):
    """Keras matches `...` replaced by `0` against three regular expressions; the same match,
    written out: (input_spec, weight_spec, output_spec, left_elided) or None."""
    eq = equation.replace("...", "0")
    if "," not in eq or "->" not in eq:
        return None
    lhs, output = eq.split("->", 1)
    inp, weight = lhs.split(",", 1)

    def letters(s, min_len=1):
        return len(s) >= min_len and all(c.isascii() and c.isalpha() for c in s)

    if letters(inp) and letters(weight) and letters(output):
        return inp, weight, output, False
    if inp[:1] == "0" and output[:1] == "0" and letters(inp[1:]) and letters(weight) and letters(output[1:]):
        return inp[1:], weight, output[1:], True
    if inp[-1:] == "0" and output[-1:] == "0" and letters(inp[:-1], 2) and letters(weight) and letters(output[:-1]):
        return inp[:-1], weight, output[:-1], False
    return None


def _analyze_einsum_string(equation, bias_axes, input_shape, output_shape):
    split = _split_equation(equation)
    if split is None:
        raise ValueError(
            f"Invalid einsum equation '{equation}'. Equations must be in the form "
            "[X],[Y]->[Z], ...[X],[Y]->...[Z], or [X]...,[Y]->[Z]...."
        )
    input_spec, weight_spec, output_spec, left_elided = split
    return _analyze_split_string(input_spec, weight_spec, output_spec, bias_axes, input_shape, output_shape,
                                 left_elided)


def _analyze_split_string(input_spec, weight_spec, output_spec, bias_axes, input_shape, output_shape,
                          left_elided=False):
    elided = len(input_shape) - len(input_spec)
    if isinstance(output_shape, int):
        output_shape = [output_shape]
    else:
        output_shape = list(output_shape)
    output_shape.insert(0, input_shape[0])
    if elided > 0 and left_elided:
        for i in range(1, elided):
            output_shape.insert(1, input_shape[i])
    elif elided > 0 and not left_elided:
        for i in range(len(input_shape) - elided, len(input_shape)):
            output_shape.append(input_shape[i])
    if left_elided:
        input_dim_map = {dim: (i + elided) - len(input_shape) for i, dim in enumerate(input_spec)}
        output_dim_map = {dim: (i + elided) for i, dim in enumerate(output_spec)}
    else:
        input_dim_map = {dim: i for i, dim in enumerate(input_spec)}
        output_dim_map = {dim: i for i, dim in enumerate(output_spec)}
    for dim in input_spec:
        input_shape_at_dim = input_shape[input_dim_map[dim]]
        if dim in output_dim_map:
            output_shape_at_dim = output_shape[output_dim_map[dim]]
            if output_shape_at_dim is not None and output_shape_at_dim != input_shape_at_dim:
                raise ValueError(
                    "Input shape and output shape do not match at shared "
                    f"dimension '{dim}'. Input shape is {input_shape_at_dim}, "
                    f"and output shape is {output_shape[output_dim_map[dim]]}."
                )
    for dim in output_spec:
        if dim not in input_spec and dim not in weight_spec:
            raise ValueError(
                f"Dimension '{dim}' was specified in the output '{output_spec}' but has no corresponding "
                f"dim in the input spec '{input_spec}' or weight spec '{output_spec}'"
            )
    weight_shape = []
    for dim in weight_spec:
        if dim in input_dim_map:
            weight_shape.append(input_shape[input_dim_map[dim]])
        elif dim in output_dim_map:
            weight_shape.append(output_shape[output_dim_map[dim]])
        else:
            raise ValueError(
                f"Weight dimension '{dim}' did not have a match in either the input spec '{input_spec}' "
                f"or the output spec '{output_spec}'. For this layer, the weight must be fully specified."
            )
    if bias_axes is not None:
        num_left_elided = elided if left_elided else 0
        idx_map = {char: output_shape[i + num_left_elided] for i, char in enumerate(output_spec)}
        for char in bias_axes:
            if char not in output_spec:
                raise ValueError(
                    f"Bias dimension '{char}' was requested, but is not part of the output spec '{output_spec}'"
                )
        first_bias_location = min([output_spec.find(char) for char in bias_axes])
        bias_output_spec = output_spec[first_bias_location:]
        bias_shape = [idx_map[char] if char in bias_axes else 1 for char in bias_output_spec]
        if not left_elided:
            for _ in range(elided):
                bias_shape.append(1)
    else:
        bias_shape = None
    return weight_shape, bias_shape, output_shape
