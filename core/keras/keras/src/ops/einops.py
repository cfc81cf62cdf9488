"""keras.ops.rearrange (keras/src/ops/einops.py): einops-style axis patterns. Keras parses them
with `re`; here a small tokenizer finds the same tokens (`\\w+` words and `(...)` groups)."""
from keras.src.backend import KerasTensor, any_symbolic_tensors
from keras.src.ops.core import shape
from keras.src.ops.numpy import prod, reshape, transpose
from keras.src.ops.operation import Operation


def _is_word_char(c):
    return c.isalnum() or c == "_"


def _tokens(pattern):
    """re.findall(r"\\w+|\\(.*?\\)", pattern)."""
    tokens = []
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c == "(" and ")" in pattern[i:]:
            end = pattern.index(")", i)
            tokens.append(pattern[i:end + 1])
            i = end + 1
        elif _is_word_char(c):
            j = i
            while j < len(pattern) and _is_word_char(pattern[j]):
                j += 1
            tokens.append(pattern[i:j])
            i = j
        else:
            i += 1
    return tokens


def _group_axes(axis):
    """The axes inside a "(h1 h)" group (re.match(r"\\(([\\w\\s]+)\\)", axis)), or None."""
    if len(axis) > 2 and axis[0] == "(" and axis[-1] == ")":
        inner = axis[1:-1]
        if inner and all(_is_word_char(c) or c.isspace() for c in inner):
            return inner.split()
    return None


def _split_pattern(pattern):
    """re.split(r"\\s*->\\s*", pattern)."""
    parts = pattern.split("->")
    return [p.strip() if i else p.rstrip() for i, p in enumerate(parts)] if len(parts) == 2 else parts


def _create_axes_map(axes, input_shape, axes_lengths):
    axes_map = {}
    for axis, dim in zip(axes, input_shape):
        inner_axes = _group_axes(axis)
        if inner_axes:
            known_axes = [a for a in inner_axes if a in axes_lengths]
            inferred_axes = [a for a in inner_axes if a not in axes_lengths]
            if inferred_axes:
                known_product = prod([axes_lengths[a] for a in known_axes])
                axes_lengths[inferred_axes[0]] = dim // known_product
            axes_map.update({a: axes_lengths[a] for a in inner_axes})
        else:
            axes_map[axis] = dim
    return axes_map


def _create_grouped_axes(axes):
    return [_group_axes(axis) or [axis] for axis in axes]


def _flatten_group(axes):
    return [x for xs in axes for x in xs]


def _get_transpose_order(from_shape, to_shape):
    flattened_from_shape = _flatten_group(_create_grouped_axes(from_shape))
    return [flattened_from_shape.index(dim) for dim in to_shape]


def _compute_output_shape(axes_map, grouped_axes):
    output_shape = []
    for group in grouped_axes:
        size = 1
        for axis in group:
            size *= axes_map[axis]
        output_shape.append(size)
    return tuple(output_shape)


def _compute_decomposed_shape(input_axes, axes_lengths, axes_map):
    reshaped_sizes = []
    for axis in input_axes:
        if "(" in axis:
            reshaped_sizes.extend(axes_lengths[a] for a in _tokens(axis[1:-1]))
        else:
            reshaped_sizes.append(axes_map[axis])
    return reshaped_sizes


class Rearrange(Operation):
    def call(self, tensor, pattern, **axes_lengths):
        return rearrange(tensor, pattern, **axes_lengths)

    def compute_output_spec(self, tensor, pattern, **axes_lengths):
        input_pattern, output_pattern = _split_pattern(pattern)
        input_axes = _tokens(input_pattern)
        output_axes = _tokens(output_pattern)
        axes_map = _create_axes_map(input_axes, shape(tensor), axes_lengths)
        output_shape = _compute_output_shape(axes_map, _create_grouped_axes(output_axes))
        return KerasTensor(shape=output_shape, dtype=tensor.dtype)


def rearrange(tensor, pattern, **axes_lengths):
    """Rearranges the axes of `tensor` by an einops pattern ("b h w c -> b (c h w)"): an
    axis decomposition reshape, a transpose, and the final reshape."""
    if any_symbolic_tensors((tensor,)):
        return Rearrange().symbolic_call(tensor, pattern, **axes_lengths)
    input_pattern, output_pattern = _split_pattern(pattern)
    input_axes = _tokens(input_pattern)
    output_axes = _tokens(output_pattern)
    input_shape = shape(tensor)
    axes_map = _create_axes_map(input_axes, input_shape, axes_lengths)
    grouped_output_axes = _create_grouped_axes(output_axes)
    flattened_output_axes = _flatten_group(grouped_output_axes)
    decomposed_shapes = _compute_decomposed_shape(input_axes, axes_lengths, axes_map)
    if decomposed_shapes != tensor.shape:
        tensor = reshape(tensor, decomposed_shapes)
    tensor = transpose(tensor, _get_transpose_order(input_axes, flattened_output_axes))
    return reshape(tensor, _compute_output_shape(axes_map, grouped_output_axes))
