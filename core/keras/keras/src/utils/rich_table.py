"""Plain-text rendering of the `rich` output Keras prints for `model.summary()`.

Keras (keras/src/utils/summary_utils.py print_summary) builds a
`rich.table.Table(*columns, width=line_length, show_lines=True)` of fixed-width
`rich.table.Column(header, justify=..., width=...)`, fills it with rich markup and prints
it, with the title and footer lines, through `rich.console.Console(highlight=False)`. On a
stdout that is not a terminal rich writes plain text 80 cells wide: no colours, markup
removed. This module reproduces that text as rich 13.9 to 14.3 write it: the HEAVY_HEAD box,
rich's column widths, word wrapping, justification and ellipsis, tab expansion, and the
cropping of lines wider than the console.

Characters are measured in terminal cells: East Asian wide characters and most emoji take
two, control characters and common combining marks none. Not reproduced: rich's `:name:`
emoji codes, multi-character emoji sequences (joined with U+200D) and the rarer width
classes of its Unicode tables.

Functions:
  escape(text): rich.markup.escape, so a name prints as written.
  strip_markup(markup): the plain text rich renders from console markup.
  render_text(text, console_width): Console.print of a plain string.
  render_table(headers, justify, widths, rows, table_width, console_width): the table.
"""

_TAG_FIRST = "abcdefghijklmnopqrstuvwxyz#/@"

# Code point ranges two cells wide: Hangul Jamo, CJK, Hangul syllables, fullwidth forms and
# the common emoji blocks (the bulk of Unicode's East Asian Wide/Fullwidth classes).
_WIDE_RANGES = (
    (0x1100, 0x115F), (0x231A, 0x231B), (0x2329, 0x232A), (0x23E9, 0x23EC), (0x23F0, 0x23F0),
    (0x23F3, 0x23F3), (0x25FD, 0x25FE), (0x2614, 0x2615), (0x2648, 0x2653), (0x267F, 0x267F),
    (0x2693, 0x2693), (0x26A1, 0x26A1), (0x26AA, 0x26AB), (0x26BD, 0x26BE), (0x26C4, 0x26C5),
    (0x26CE, 0x26CE), (0x26D4, 0x26D4), (0x26EA, 0x26EA), (0x26F2, 0x26F3), (0x26F5, 0x26F5),
    (0x26FA, 0x26FA), (0x26FD, 0x26FD), (0x2705, 0x2705), (0x270A, 0x270B), (0x2728, 0x2728),
    (0x274C, 0x274C), (0x274E, 0x274E), (0x2753, 0x2755), (0x2757, 0x2757), (0x2795, 0x2797),
    (0x27B0, 0x27B0), (0x27BF, 0x27BF), (0x2B1B, 0x2B1C), (0x2B50, 0x2B50), (0x2B55, 0x2B55),
    (0x2E80, 0x2E99), (0x2E9B, 0x2EF3), (0x2F00, 0x2FD5), (0x2FF0, 0x303E), (0x3041, 0x3096),
    (0x3099, 0x30FF), (0x3105, 0x312F), (0x3131, 0x318E), (0x3190, 0x31E5), (0x31EF, 0x321E),
    (0x3220, 0x3247), (0x3250, 0xA48C), (0xA490, 0xA4C6),
    (0xA960, 0xA97C), (0xAC00, 0xD7A3), (0xF900, 0xFAFF), (0xFE10, 0xFE19), (0xFE30, 0xFE52),
    (0xFE54, 0xFE66), (0xFE68, 0xFE6B), (0xFF01, 0xFF60), (0xFFE0, 0xFFE6), (0x16FE0, 0x16FE4),
    (0x17000, 0x18CD5), (0x1B000, 0x1B2FB), (0x1F004, 0x1F004), (0x1F0CF, 0x1F0CF),
    (0x1F18E, 0x1F18E), (0x1F191, 0x1F19A), (0x1F200, 0x1F202), (0x1F210, 0x1F23B),
    (0x1F240, 0x1F248), (0x1F250, 0x1F251), (0x1F260, 0x1F265), (0x1F300, 0x1F320),
    (0x1F32D, 0x1F335), (0x1F337, 0x1F37C), (0x1F37E, 0x1F393), (0x1F3A0, 0x1F3CA),
    (0x1F3CF, 0x1F3D3), (0x1F3E0, 0x1F3F0), (0x1F3F4, 0x1F3F4), (0x1F3F8, 0x1F43E),
    (0x1F440, 0x1F440), (0x1F442, 0x1F4FC), (0x1F4FF, 0x1F53D), (0x1F54B, 0x1F54E),
    (0x1F550, 0x1F567), (0x1F57A, 0x1F57A), (0x1F595, 0x1F596), (0x1F5A4, 0x1F5A4),
    (0x1F5FB, 0x1F64F), (0x1F680, 0x1F6C5), (0x1F6CC, 0x1F6CC), (0x1F6D0, 0x1F6D2),
    (0x1F6D5, 0x1F6D7), (0x1F6DC, 0x1F6DF), (0x1F6EB, 0x1F6EC), (0x1F6F4, 0x1F6FC),
    (0x1F7E0, 0x1F7EB), (0x1F7F0, 0x1F7F0), (0x1F90C, 0x1F93A), (0x1F93C, 0x1F945),
    (0x1F947, 0x1F9FF), (0x1FA70, 0x1FAFF), (0x20000, 0x2FFFD), (0x30000, 0x3FFFD),
)

# Code point ranges zero cells wide (checked first): the combining marks of the Latin, Greek,
# Cyrillic, Hebrew, Arabic, Thai and CJK scripts, zero-width spaces and joiners, variation
# selectors, emoji skin-tone modifiers. Other scripts' combining marks count one cell here.
_ZERO_RANGES = (
    (0x0300, 0x036F), (0x0483, 0x0489), (0x0591, 0x05BD), (0x0610, 0x061A), (0x064B, 0x065F),
    (0x0E31, 0x0E31), (0x0E34, 0x0E3A), (0x0E47, 0x0E4E), (0x1AB0, 0x1AFF), (0x1DC0, 0x1DFF),
    (0x200B, 0x200F), (0x2028, 0x202E), (0x2060, 0x2064), (0x20D0, 0x20F0), (0x302A, 0x302F),
    (0x3099, 0x309A), (0x3164, 0x3164), (0xFE00, 0xFE0F), (0xFE20, 0xFE2F), (0xFEFF, 0xFEFF),
    (0x1F3FB, 0x1F3FF), (0xE0100, 0xE01EF),
)


def _in_ranges(code, ranges):
    lo = 0
    hi = len(ranges) - 1
    while lo <= hi:
        mid = (lo + hi) // 2
        start, end = ranges[mid]
        if code < start:
            hi = mid - 1
        elif code > end:
            lo = mid + 1
        else:
            return True
    return False


def _char_cells(ch):
    """Terminal cells taken by one character: 0, 1 or 2."""
    code = ord(ch)
    if code < 0x300:
        return 0 if (code < 32 or 0x7F <= code < 0xA0) else 1
    if _in_ranges(code, _ZERO_RANGES):
        return 0
    return 2 if _in_ranges(code, _WIDE_RANGES) else 1


def cell_len(text):
    """The width of `text` in terminal cells (rich.cells.cell_len)."""
    if text.isascii() and text.isprintable():
        return len(text)
    return sum(_char_cells(ch) for ch in text)


def _set_cell_size(text, size):
    """`text` cropped or padded with spaces to exactly `size` cells; a wide character cut in
    half by the crop becomes a space (rich.cells.set_cell_size)."""
    if size <= 0:
        return ""
    used = 0
    for i, ch in enumerate(text):
        cells = _char_cells(ch)
        if used + cells > size:
            return text[:i] + " " * (size - used)
        used += cells
    return text + " " * (size - used)


def _tag_end(text, start):
    """The index just past the `]` of the markup tag that opens at text[start], or -1: a tag
    is `[`, a-z, #, / or @, then anything but `[` up to the first `]`."""
    if text[start] != "[" or start + 1 >= len(text) or text[start + 1] not in _TAG_FIRST:
        return -1
    for i in range(start + 2, len(text)):
        if text[i] == "]":
            return i + 1
        if text[i] == "[":
            return -1
    return -1


def _tags(markup):
    """(start, bracket, end) for each markup tag, left to right as rich's tag pattern finds
    them: the tag is markup[bracket:end], the backslashes just before it (after the previous
    tag) markup[start:bracket]."""
    tags = []
    pending = 0
    i = 0
    while i < len(markup):
        end = _tag_end(markup, i)
        if end < 0:
            i += 1
            continue
        start = i
        while start > pending and markup[start - 1] == "\\":
            start -= 1
        tags.append((start, i, end))
        pending = i = end
    return tags


def escape(text):
    """rich.markup.escape: a backslash before each `[` that would open a tag, the backslashes
    already before it doubled, and one more backslash after a single trailing backslash."""
    out = []
    pending = 0  # start of the text not yet copied
    for start, bracket, end in _tags(text):
        out.append(text[pending:start] + text[start:bracket] * 2 + "\\" + text[bracket:end])
        pending = end
    out.append(text[pending:])
    escaped = "".join(out)
    if escaped.endswith("\\") and not escaped.endswith("\\\\"):
        escaped += "\\"
    return escaped


def strip_markup(markup):
    """The plain text rich renders from console markup (rich.markup.render): tags such as
    `[bold]`, `[color(34)]` and `[/]` are dropped, `\\[` prints `[`, and of the backslashes
    before a tag half print, an odd one making the tag literal text. Malformed markup (a
    closing tag with nothing to close), which rich rejects with MarkupError, is not checked."""
    out = []
    pending = 0  # start of the text not yet copied
    for start, bracket, end in _tags(markup):
        out.append(markup[pending:start].replace("\\[", "["))
        backslashes = bracket - start
        out.append("\\" * (backslashes // 2))
        if backslashes % 2:
            out.append(markup[bracket:end])
        pending = end
    out.append(markup[pending:].replace("\\[", "["))
    return "".join(out)


def _words(text):
    """(start, word) for each word of `text`, a word holding its trailing whitespace (and the
    first one its leading whitespace) as rich's `\\s*\\S+\\s*` splitting does."""
    words = []
    n = len(text)
    pos = 0
    while True:
        i = pos
        while i < n and text[i].isspace():
            i += 1
        if i == n:
            return words
        while i < n and not text[i].isspace():
            i += 1
        while i < n and text[i].isspace():
            i += 1
        words.append((pos, text[pos:i]))
        pos = i


def _chop(text, width):
    """`text` cut into pieces of at most `width` cells."""
    pieces = []
    start = 0
    used = 0
    for i, ch in enumerate(text):
        cells = _char_cells(ch)
        if used + cells > width:
            pieces.append(text[start:i])
            start = i
            used = 0
        used += cells
    if start < len(text):
        pieces.append(text[start:])
    return pieces


def _strip_control_codes(text):
    """`text` without the bell, backspace, vertical tab, form feed and carriage return
    characters, which rich.text.Text drops."""
    for code in "\a\b\v\f\r":
        text = text.replace(code, "")
    return text


def _expand_tabs(line):
    """`line` with each tab replaced by the spaces up to the next multiple of 8 cells."""
    if "\t" not in line:
        return line
    parts = line.split("\t")
    out = []
    used = 0
    for part in parts[:-1]:
        used += cell_len(part) + 1
        out.append(part + " " * (1 + (-used) % 8))
        used += (-used) % 8
    out.append(parts[-1])
    return "".join(out)


def _wrap(line, width, fold):
    """`line` (no newline) split into lines of `width` cells as rich.text.Text.wrap splits it:
    at the spaces before words that do not fit; a word longer than a line is folded across
    lines when `fold`, else left whole for the caller to cut. Whitespace at a line end beyond
    the width is dropped. Tabs expand to the next multiple of 8 cells first."""
    line = _expand_tabs(line)
    breaks = []
    used = 0
    for start, word in _words(line):
        word_cells = cell_len(word.rstrip())
        if width - used >= word_cells:
            used += cell_len(word)
        elif word_cells > width and fold:
            pieces = _chop(word, width)
            for piece in pieces[:-1]:
                if start:
                    breaks.append(start)
                start += len(piece)
            if start:
                breaks.append(start)
            used = cell_len(pieces[-1])
        else:
            if start:
                breaks.append(start)
            used = cell_len(word)
    lines = []
    for begin, end in zip([0] + breaks, breaks + [len(line)]):
        piece = line[begin:end]
        excess = len(piece) - width
        if excess > 0:
            trailing = len(piece) - len(piece.rstrip())
            piece = piece[:len(piece) - min(trailing, excess)]
        lines.append(piece)
    return lines


def _fit(text, width, ellipsis):
    """`text` cut to `width` cells if longer, ending in "…" when `ellipsis`."""
    if cell_len(text) <= width:
        return text
    if ellipsis:
        return _set_cell_size(text, width - 1) + "\u2026"
    return _set_cell_size(text, width)


def render_text(text, console_width=80):
    """What `Console.print(text)` writes for a plain string (markup already removed with
    `strip_markup`) to a console `console_width` cells wide, ending in a newline: each line
    word-wrapped, words longer than a line folded, no padding. A line broken at a space keeps
    that space at its end while it fits: `Model: "long_name…"` prints `Model: ` first."""
    lines = []
    for paragraph in _strip_control_codes(text).split("\n"):
        for line in _wrap(paragraph, console_width, fold=True):
            lines.append(_fit(line, console_width, ellipsis=False))
    return "\n".join(lines) + "\n"


def _cell_lines(text, width, justify):
    """The lines of one table cell `width` cells wide, padding included: `text` wrapped to the
    `width - 2` cells inside rich's (0, 1) padding, a word too long for a line cut with "…"
    (the column's "ellipsis" overflow), and justified. A cell with no room inside its
    padding renders no lines."""
    inner = width - 2
    lines = []
    if inner < 1:
        return lines
    for paragraph in _strip_control_codes(text).split("\n"):
        for line in _wrap(paragraph, inner, fold=False):
            if justify != "left":
                line = _fit(line.rstrip(), inner, ellipsis=True)
                space = inner - cell_len(line)
                left = space // 2 if justify == "center" else space
                line = " " * left + line
            line = _set_cell_size(_fit(line, inner, ellipsis=True), inner)
            lines.append(" " + line + " ")
    return lines


def _column_widths(widths, table_width):
    """Each column's rendered width, padding included, for fixed column `widths` in a table
    `table_width` cells wide (rich.table.Table._calculate_column_widths; a table given a width
    expands to it).

    A column takes its width plus 2 for its padding, capped at the space inside the borders,
    `space = table_width - (len(widths) + 1)`.
    - Too wide (always the case for Keras's columns, whose widths add up to `table_width`):
      fixed-width columns cannot shrink by wrapping, so the excess comes off all of them
      evenly, left to right: each column still wider than 0 gives up
      round(remaining_excess / columns_left), Python's round-half-to-even, but at most its
      whole width.
    - Too narrow: the missing cells are shared in proportion to the widths, left to right:
      each column gains ceil(width * remaining / remaining_widths).
    """
    space = table_width - (len(widths) + 1)
    if space < 1:
        result = [1] * len(widths)
    else:
        result = [min(width + 2, space) or 1 for width in widths]
    total = sum(result)
    if total > space:
        return _reduce_evenly(result, total - space)
    if total < space:
        return _share_out(result, space - total)
    return result


def _reduce_evenly(widths, excess):
    """`widths` less `excess` in all, taken left to right as evenly as rounding allows."""
    shares = sum(1 for width in widths if width)
    reduced = []
    for width in widths:
        if width:
            quotient, remainder = divmod(excess, shares)
            if 2 * remainder > shares or (2 * remainder == shares and quotient % 2):
                quotient += 1
            taken = min(width, quotient)
            excess -= taken
            shares -= 1
            width -= taken
        reduced.append(width)
    return reduced


def _share_out(widths, extra):
    """`widths` plus `extra` in all, shared left to right in proportion to the widths."""
    remaining_widths = sum(widths)
    grown = []
    for width in widths:
        gain = -(-width * extra // remaining_widths) if remaining_widths > 0 else extra
        grown.append(width + gain)
        remaining_widths -= width
        extra -= gain
    return grown


def _row_lines(cells, widths, justify, bottom, edge, divider):
    """The text lines of one table row: every cell rendered and, when shorter than the tallest,
    padded with blank lines below it (above it for the header, `bottom`)."""
    columns = [_cell_lines(text, width, how) for text, width, how in zip(cells, widths, justify)]
    height = max([1] + [len(lines) for lines in columns])
    for i, lines in enumerate(columns):
        blank = [" " * widths[i]] * (height - len(lines))
        columns[i] = blank + lines if bottom else lines + blank
    return [edge + divider.join(column[row] for column in columns) + edge for row in range(height)]


def _rule(widths, left, fill, joint, right):
    """A horizontal line of the box: `fill` across each column, `joint` between them."""
    return left + joint.join(fill * width for width in widths) + right


def render_table(headers, justify, widths, rows, table_width, console_width=80):
    """The text of `rich.table.Table(*columns, width=table_width, show_lines=True)` printed to
    a console `console_width` cells wide, one newline-terminated line per table line.

    Args:
      headers: the column headers, plain text.
      justify: each column's justification, "left", "center" or "right".
      widths: each column's fixed content width, as `rich.table.Column(width=...)`.
      rows: lists of plain-text cells (markup removed with `strip_markup`); a short row is
        filled with empty cells.
      table_width: the table's width in cells, borders included.
      console_width: lines wider than the console are cropped.

    The box is rich.box.HEAVY_HEAD: heavy lines around the header, light ones below, a rule
    between body rows. Text wraps at spaces, a word too long for its line is cut with "…".

    Raises:
      ValueError: a justification other than left, center or right, or a row with more cells
        than there are columns.
    """
    for how in justify:
        if how not in ("left", "center", "right"):
            raise ValueError(f"Unsupported table justification {how!r}: expected 'left', 'center' or 'right'")
    columns = _column_widths(widths, table_width)
    lines = [_rule(columns, "\u250f", "\u2501", "\u2533", "\u2513")]
    lines.extend(_row_lines(headers, columns, justify, True, "\u2503", "\u2503"))
    lines.append(_rule(columns, "\u2521", "\u2501", "\u2547", "\u2529"))
    for index, row in enumerate(rows):
        if len(row) > len(columns):
            raise ValueError(f"A table row has {len(row)} cells but the table has {len(columns)} columns")
        if index:
            lines.append(_rule(columns, "\u251c", "\u2500", "\u253c", "\u2524"))
        cells = list(row) + [""] * (len(columns) - len(row))
        lines.extend(_row_lines(cells, columns, justify, False, "\u2502", "\u2502"))
    lines.append(_rule(columns, "\u2514", "\u2500", "\u2534", "\u2518"))
    # The console crops what does not fit.
    return "".join(_fit(line, console_width, ellipsis=False) + "\n" for line in lines)
