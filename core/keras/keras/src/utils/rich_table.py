"""Placeholder until the rich-compatible renderer lands."""


def strip_markup(text):
    out = []
    i = 0
    while i < len(text):
        if text[i] == "\\" and i + 1 < len(text) and text[i + 1] == "[":
            out.append("[")
            i += 2
            continue
        if text[i] == "[":
            j = text.find("]", i)
            if j > 0:
                i = j + 1
                continue
        out.append(text[i])
        i += 1
    return "".join(out)


def render_table(headers, justify, widths, rows, table_width):
    raise NotImplementedError("model.summary() table rendering")
