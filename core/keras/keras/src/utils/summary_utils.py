"""model.summary() (keras/src/utils/summary_utils.py): a rich table of the layers, their output
shapes and parameter counts, then the totals with their sizes in bytes. tfplay renders it as
rich does to a stdout that is not a terminal (76 characters wide)."""
import math
import re

from keras.src import backend, tree
from keras.src.utils import io_utils
from keras.src.utils.rich_table import escape, render_table, render_text, strip_markup

# shutil.get_terminal_size() falls back to 80 columns when stdout is not a terminal.
_TERMINAL_COLUMNS = 80


def count_params(weights):
    return int(sum(math.prod(v.shape) for v in weights))


def _dtype_bits(dtype):
    """A parameter's size in bits (dtype_utils.dtype_size; ValueError for a dtype it lacks)."""
    from keras.src.utils import dtype_utils

    return dtype_utils.dtype_size(backend.standardize_dtype(dtype))


def weight_memory_size(weights):
    unique = {id(w): w for w in weights}.values()
    return sum(math.prod(w.shape) * _dtype_bits(w.dtype) for w in unique) / 8


def readable_memory_size(size):
    for unit in ["B", "KB", "MB", "GB", "TB", "PB"]:
        if size / 1024 < 1:
            return "{:.2f} {}".format(size, unit)
        size /= 1024
    return "{:.2f} {}".format(size, "PB")


def highlight_number(x):
    return f"[color(45)]{x}[/]" if x is None else f"[color(34)]{x}[/]"


def highlight_symbol(x):
    return f"[color(33)]{x}[/]"


def bold_text(x, color=None):
    if color:
        return f"[bold][color({color})]{x}[/][/]"
    return f"[bold]{x}[/]"


def format_layer_shape(layer):
    if not layer._inbound_nodes and not layer._build_shapes_dict:
        return "?"

    def format_shape(shape):
        return "(" + ", ".join(highlight_number(x) for x in shape) + ")"

    if len(layer._inbound_nodes) > 0:
        for node in layer._inbound_nodes:
            output_shapes = tree.map_structure(lambda x: format_shape(x.shape), node.output_tensors)
    else:
        try:
            if hasattr(layer, "output_shape"):
                output_shapes = format_shape(layer.output_shape)
            else:
                outputs = layer.compute_output_shape(**layer._build_shapes_dict)
                output_shapes = tree.map_shape_structure(lambda x: format_shape(x), outputs)
        except NotImplementedError:
            return "?"
    if len(output_shapes) == 1:
        return output_shapes[0]
    return str(output_shapes).replace("'", "")


def print_summary(model, line_length=None, positions=None, print_fn=None, expand_nested=False, show_trainable=False,
                  layer_range=None):
    from keras.src.models.functional import Functional
    from keras.src.models.sequential import Sequential

    if isinstance(model, Sequential) or not isinstance(model, Functional):
        sequential_like = True
        layers = model.layers
    else:
        layers = model._operations
        sequential_like = True
        nodes = []
        for v in model._nodes_by_depth.values():
            if len(v) > 1 or (len(v) == 1 and len(tree.flatten(v[0].input_tensors)) > 1):
                sequential_like = False
                break
            nodes += v
        if sequential_like:
            for layer in model.layers:
                flag = False
                for node in layer._inbound_nodes:
                    if node in nodes:
                        if flag:
                            sequential_like = False
                            break
                        flag = True
                if not sequential_like:
                    break
    relevant_nodes = []
    if sequential_like:
        default_line_length = 88
        positions = positions or [0.45, 0.8, 1.0]
        header = ["Layer (type)", "Output Shape", "Param #"]
        alignment = ["left", "left", "right"]
    else:
        default_line_length = 108
        positions = positions or [0.3, 0.56, 0.74, 1.0]
        header = ["Layer (type)", "Output Shape", "Param #", "Connected to"]
        alignment = ["left", "left", "right", "left"]
        for v in model._nodes_by_depth.values():
            relevant_nodes += v
    if show_trainable:
        default_line_length += 12
        positions = [p * 0.9 for p in positions] + [1.0]
        header.append("Trainable")
        alignment.append("center")
    default_line_length = min(default_line_length, _TERMINAL_COLUMNS - 4)
    line_length = line_length or default_line_length
    column_widths = []
    current = 0
    for pos in positions:
        width = int(pos * line_length) - current
        if width < 4:
            raise ValueError("Insufficient console width to print summary.")
        column_widths.append(width)
        current += width

    def get_connections(layer):
        connections = ""
        for node in layer._inbound_nodes:
            if relevant_nodes and node not in relevant_nodes:
                continue
            for kt in node.input_tensors:
                history = kt._keras_history
                if connections:
                    connections += ", "
                connections += (f"{history.operation.name}[{highlight_number(history.node_index)}]"
                                f"[{highlight_number(history.tensor_index)}]")
        return connections or "-"

    def get_layer_fields(layer, prefix=""):
        output_shape = format_layer_shape(layer)
        name = escape(prefix + layer.name) + f" ({highlight_symbol(escape(layer.__class__.__name__))})"
        if not hasattr(layer, "built"):
            params = highlight_number(0)
        elif not layer.built:
            params = highlight_number(0) + " (unbuilt)"
        else:
            params = highlight_number(f"{layer.count_params():,}")
        fields = [name, output_shape, params]
        if not sequential_like:
            fields.append(get_connections(layer))
        if show_trainable:
            if hasattr(layer, "weights") and len(layer.weights) > 0:
                fields.append(bold_text("Y", color=34) if layer.trainable else bold_text("N", color=9))
            else:
                fields.append(bold_text("-"))
        return fields

    def layer_rows(layer, nested_level=0):
        prefix = "   " * nested_level + "\u2514 " if nested_level else ""
        rows = [get_layer_fields(layer, prefix=prefix)]
        if expand_nested and hasattr(layer, "layers") and layer.layers:
            for nested in layer.layers:
                rows.extend(layer_rows(nested, nested_level=nested_level + 1))
        return rows

    layer_range = get_layer_index_bound_by_layer_name(layers, layer_range)
    rows = []
    for layer in layers[layer_range[0]:layer_range[1]]:
        rows.extend(layer_rows(layer))
    trainable_count = count_params(model.trainable_weights)
    trainable_memory_size = weight_memory_size(model.trainable_weights)
    non_trainable_count = count_params(model.non_trainable_weights)
    non_trainable_memory_size = weight_memory_size(model.non_trainable_weights)
    optimizer = getattr(model, "optimizer", None) if model.compiled else None
    optimizer_built = bool(optimizer) and optimizer.built
    optimizer_count = count_params(optimizer.variables) if optimizer_built else 0
    optimizer_memory_size = weight_memory_size(optimizer.variables) if optimizer_built else 0
    total_count = trainable_count + non_trainable_count + optimizer_count
    total_memory_size = trainable_memory_size + non_trainable_memory_size + optimizer_memory_size

    lines = [render_text(strip_markup(bold_text(f'Model: "{escape(model.name)}"')))]
    lines.append(render_table(header, alignment, column_widths, [[strip_markup(f) for f in row] for row in rows],
                              line_length))
    footer = [
        (" Total params: ", total_count, total_memory_size),
        (" Trainable params: ", trainable_count, trainable_memory_size),
        (" Non-trainable params: ", non_trainable_count, non_trainable_memory_size),
    ]
    if optimizer_built:
        footer.append((" Optimizer params: ", optimizer_count, optimizer_memory_size))
    for label, count, size in footer:
        lines.append(render_text(f"{label}{count:,} ({readable_memory_size(size)})"))
    text = "".join(lines)
    if print_fn:
        print_fn(text)
    else:
        io_utils.print_msg(text, line_break=False)


def get_layer_index_bound_by_layer_name(layers, layer_range=None):
    """[first index, last index + 1] of the layers whose names `re.match` the two patterns of
    `layer_range` (the first match of the start and the last of the end, swapped when they come
    in the other order); every layer when it is None. ValueError for a range that is not two
    strings or matches no layer (summary_utils.py in Keras 3.11.3)."""
    if layer_range is not None:
        if len(layer_range) != 2:
            raise ValueError("layer_range must be a list or tuple of length 2. Received: "
                             f"layer_range = {layer_range} of length {len(layer_range)}")
        if not isinstance(layer_range[0], str) or not isinstance(layer_range[1], str):
            raise ValueError(f"layer_range should contain string type only. Received: {layer_range}")
    else:
        return [0, len(layers)]
    lower_index = [idx for idx, layer in enumerate(layers) if re.match(layer_range[0], layer.name)]
    upper_index = [idx for idx, layer in enumerate(layers) if re.match(layer_range[1], layer.name)]
    if not lower_index or not upper_index:
        raise ValueError(f"Passed layer_names do not match the layer names in the model. Received: {layer_range}")
    if min(lower_index) > max(upper_index):
        return [min(upper_index), max(lower_index) + 1]
    return [min(lower_index), max(upper_index) + 1]
