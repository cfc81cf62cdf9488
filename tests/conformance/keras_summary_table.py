# The text rich prints for Keras's model.summary() table (keras/src/utils/summary_utils.py
# print_summary: rich.table.Table(*columns, width=line_length, show_lines=True) of fixed-width
# rich.table.Column(header, justify=..., width=...) printed by rich.console.Console(highlight=False)
# to a stdout that is not a terminal, 80 columns wide), rendered by keras.src.utils.rich_table.
# Cells are built with the markup print_summary writes. The expected output was produced by
# rich 14.3.3 itself (identical with rich 13.9.4 and 14.1.0) from these same tables.
from keras.src.utils import rich_table

LAYER_HEADERS = ["Layer (type)", "Output Shape", "Param #"]
CONNECTED_HEADERS = LAYER_HEADERS + ["Connected to"]


def number(x):
    return f"[color(45)]{x}[/]" if x is None else f"[color(34)]{x}[/]"


def shape(*dims):
    return "(" + ", ".join(number(d) for d in dims) + ")"


def layer(name, class_name):
    return rich_table.escape(name) + f" ([color(33)]{rich_table.escape(class_name)}[/])"


def column_widths(positions, line_length):
    widths = []
    current = 0
    for position in positions:
        width = int(position * line_length) - current
        widths.append(width)
        current += width
    return widths


def show(headers, justify, positions, line_length, rows):
    widths = column_widths(positions, line_length)
    plain = [[rich_table.strip_markup(cell) for cell in row] for row in rows]
    print(rich_table.render_table(headers, justify, widths, plain, line_length), end="")


def inbound(name, node_index, tensor_index):
    # print_summary's get_connections does not escape the name: its `[bold]` is markup.
    return f"{name}[{number(node_index)}][{number(tensor_index)}]"


def title(name):
    markup = f'[bold]Model: "{rich_table.escape(name)}"[/]'
    print(rich_table.render_text(rich_table.strip_markup(markup)), end="")


def footer(label, count, size):
    markup = f"[bold] {label}: [/]" + number(f"{count:,}") + f" ({size})"
    print(rich_table.render_text(rich_table.strip_markup(markup)), end="")


# Sequential([Input((2,)), Dense(3, activation="relu"), Dense(1)]).summary(), not a terminal.
title("sequential")
show(LAYER_HEADERS, ["left", "left", "right"], [0.45, 0.80, 1.0], 76, [
    [layer("dense", "Dense"), shape(None, 3), number("9")],
    [layer("dense_1", "Dense"), shape(None, 1), number("4")],
])
footer("Total params", 13, "52.00 B")
footer("Trainable params", 13, "52.00 B")
footer("Non-trainable params", 0, "0.00 B")

# A functional model: long names wrap at spaces, a word too long for its column ends in "…",
# several output shapes and inbound tensors, thousands separators, a name with `[bold]` in it
# (escaped in the layer column, read as markup in "Connected to", as print_summary does).
title("a_functional_model_with_a_name_long_enough_to_wrap_the_title_line_at_eighty_columns")
show(CONNECTED_HEADERS, ["left", "left", "right", "left"], [0.3, 0.56, 0.74, 1.0], 76, [
    [layer("input_layer", "InputLayer"), shape(None, 784), number("0"), "-"],
    [layer("a_very_long_layer_name_for_wrapping", "Dense"), shape(None, 4096),
     number(f"{3215360:,}"), inbound("input_layer", 0, 0)],
    [layer("split[bold]", "Lambda"), "[" + shape(None, 3) + ", " + shape(None, 4) + "]", number("0"),
     inbound("a_very_long_layer_name_for_wrapping", 0, 0)],
    [layer("concatenate", "Concatenate"), shape(None, 7), number("0"),
     ", ".join([inbound("split[bold]", 0, 0), inbound("split[bold]", 0, 1),
                inbound("input_layer", 0, 0)])],
    [layer("dense_2", "Dense"), shape(None, 10), number(f"{80:,}") + " (unbuilt)",
     inbound("concatenate", 0, 0)],
])

# show_trainable=True: a fifth column, centred, whose header does not fit ("Trai…").
trainable_positions = [p * 0.90 for p in [0.45, 0.80, 1.0]] + [1.0]
show(LAYER_HEADERS + ["Trainable"], ["left", "left", "right", "center"], trainable_positions, 76, [
    [layer("conv2d", "Conv2D"), shape(None, 26, 26, 32), number("320"), "[bold][color(34)]Y[/][/]"],
    [layer("batch_normalization", "BatchNormalization"), shape(None, 26, 26, 32), number("128"),
     "[bold][color(9)]N[/][/]"],
    [layer("flatten", "Flatten"), shape(None, 21632), number("0"), "[bold]-[/]"],
])

# An empty model, and summary(line_length=100): wider than the console, so cropped at 80.
show(CONNECTED_HEADERS, ["left", "left", "right", "left"], [0.3, 0.56, 0.74, 1.0], 76, [])
show(LAYER_HEADERS, ["left", "left", "right"], [0.45, 0.80, 1.0], 100, [
    [layer("embedding", "Embedding"), shape(None, 20, 64), number(f"{640000:,}")],
])
