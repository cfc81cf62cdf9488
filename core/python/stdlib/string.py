# string for tfplay: the character-class constants, capwords, Template and Formatter, as
# CPython 3.12's (Formatter parses format strings as str.format does, Objects/stringlib/
# unicode_format.h, with its error messages).
__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords", "digits", "hexdigits",
           "octdigits", "printable", "punctuation", "whitespace", "Formatter", "Template"]

whitespace = ' \t\n\r\v\f'
ascii_lowercase = 'abcdefghijklmnopqrstuvwxyz'
ascii_uppercase = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
ascii_letters = ascii_lowercase + ascii_uppercase
digits = '0123456789'
hexdigits = digits + 'abcdef' + 'ABCDEF'
octdigits = '01234567'
punctuation = r"""!"#$%&'()*+,-./:;<=>?@[\]^_`{|}~"""
printable = digits + ascii_letters + punctuation + whitespace


def capwords(s, sep=None):
    """Splits s (at sep, or at runs of whitespace), capitalizes each word and joins them with
    sep (or one space)."""
    return (sep or ' ').join(word.capitalize() for word in s.split(sep))


_ID_START = '_' + ascii_letters
_ID_REST = _ID_START + digits


class Template:
    """A string with $-placeholders: $name, ${name}, and $$ for a literal $. Subclasses may set
    another `delimiter`."""

    delimiter = '$'

    def __init__(self, template):
        self.template = template

    def _pieces(self):
        # The template as literal text and ('named', name) / ('invalid', index) pieces.
        text, d = self.template, self.delimiter
        pieces, i, literal = [], 0, ''
        while i < len(text):
            if not text.startswith(d, i):
                literal += text[i]
                i += 1
                continue
            j = i + len(d)
            if text.startswith(d, j):
                literal += d
                i = j + len(d)
                continue
            braced = text.startswith('{', j)
            k = j + 1 if braced else j
            end = k
            if end < len(text) and text[end] in _ID_START:
                end += 1
                while end < len(text) and text[end] in _ID_REST:
                    end += 1
            if end == k or (braced and not text.startswith('}', end)):
                pieces.append(literal)
                literal = ''
                pieces.append(('invalid', j))
                i = j
                continue
            pieces.append(literal)
            literal = ''
            pieces.append(('named', text[k:end], text[i:end + 1 if braced else end]))
            i = end + 1 if braced else end
        pieces.append(literal)
        return pieces

    def _invalid(self, index):
        lines = self.template[:index].splitlines(keepends=True)
        if not lines:
            lineno, colno = 1, 1
        else:
            lineno, colno = len(lines), index - len(''.join(lines[:-1]))
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def _render(self, values, safe):
        out = []
        for piece in self._pieces():
            if isinstance(piece, str):
                out.append(piece)
            elif piece[0] == 'invalid':
                if not safe:
                    self._invalid(piece[1])
                out.append(self.delimiter)
            else:
                try:
                    out.append('%s' % (values[piece[1]],))
                except KeyError:
                    if not safe:
                        raise
                    out.append(piece[2])
        return ''.join(out)

    def substitute(self, mapping={}, /, **kws):
        """The template with every placeholder replaced from mapping and kws (kws win);
        KeyError for a missing name, ValueError for a bad placeholder."""
        return self._render({**mapping, **kws} if kws else mapping, False)

    def safe_substitute(self, mapping={}, /, **kws):
        """As substitute, but missing names and bad placeholders are left as they are."""
        return self._render({**mapping, **kws} if kws else mapping, True)

    def is_valid(self):
        """Whether every placeholder is well formed."""
        return all(isinstance(p, str) or p[0] != 'invalid' for p in self._pieces())

    def get_identifiers(self):
        """The placeholder names, in order of first appearance."""
        names = []
        for piece in self._pieces():
            if isinstance(piece, tuple):
                if piece[0] == 'invalid':
                    self._invalid(piece[1])
                if piece[1] not in names:
                    names.append(piece[1])
        return names


def _parse_format(format_string):
    """(literal_text, field_name, format_spec, conversion) for each piece of a format string;
    a '{{' or '}}' ends a literal with one brace."""
    if not isinstance(format_string, str):
        raise TypeError("expected str, got " + type(format_string).__name__)
    s = format_string
    n = len(s)
    i = 0
    while i < n:
        start = i
        c = None
        markup = False
        while i < n:
            c = s[i]
            i += 1
            if c == '{' or c == '}':
                markup = True
                break
        at_end = i >= n
        length = i - start
        if markup and c == '}' and (at_end or s[i] != '}'):
            raise ValueError("Single '}' encountered in format string")
        if markup and at_end and c == '{':
            raise ValueError("Single '{' encountered in format string")
        if markup and not at_end:
            if s[i] == c:
                i += 1
                markup = False
            else:
                length -= 1
        literal = s[start:start + length]
        if not markup:
            yield literal, None, None, None
            continue
        name, spec, conversion, i = _parse_field(s, i)
        yield literal, name, spec, conversion


def _parse_field(s, i):
    """(field_name, format_spec, conversion, end) of the field starting at s[i] (after '{')."""
    n = len(s)
    name_start = i
    c = None
    while i < n:
        c = s[i]
        i += 1
        if c == '{':
            raise ValueError("unexpected '{' in field name")
        if c == '[':
            while i < n and s[i] != ']':
                i += 1
            continue
        if c in '}:!':
            break
    name = s[name_start:i - 1]
    if c == '!' or c == ':':
        conversion = None
        if c == '!':
            if i >= n:
                raise ValueError("end of string while looking for conversion specifier")
            conversion = s[i]
            i += 1
            if i < n:
                c = s[i]
                i += 1
                if c == '}':
                    return name, '', conversion, i
                if c != ':':
                    raise ValueError("expected ':' after conversion specifier")
        spec_start = i
        depth = 1
        while i < n:
            c = s[i]
            i += 1
            if c == '{':
                depth += 1
            elif c == '}':
                depth -= 1
                if depth == 0:
                    return name, s[spec_start:i - 1], conversion, i
        raise ValueError("unmatched '{' in format spec")
    if c != '}':
        raise ValueError("expected '}' before end of string")
    return name, '', None, i


def _split_field_name(field_name):
    """(first, iterator of (is_attribute, key)) of 'name.attr[key]...'; digit-only parts as
    ints. The iterator reports a malformed rest when it reaches it."""
    n = len(field_name)
    k = 0
    while k < n and field_name[k] not in '.[':
        k += 1
    first = field_name[:k]
    if first.isdigit():
        first = int(first)
    return first, _field_rest(field_name, k)


def _field_rest(field_name, k):
    n = len(field_name)
    while k < n:
        c = field_name[k]
        k += 1
        if c == '.':
            start = k
            while k < n and field_name[k] not in '.[':
                k += 1
            name = field_name[start:k]
            if not name:
                raise ValueError("Empty attribute in format string")
            yield True, name
        elif c == '[':
            start = k
            while k < n and field_name[k] != ']':
                k += 1
            if k >= n:
                raise ValueError("Missing ']' in format string")
            key = field_name[start:k]
            if not key:
                raise ValueError("Empty attribute in format string")
            k += 1
            yield False, int(key) if key.isdigit() else key
            if k < n and field_name[k] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")


class Formatter:
    """str.format's machinery as overridable steps: parse, get_field, get_value, convert_field,
    format_field and check_unused_args."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is not None:
                if field_name == '':
                    if auto_arg_index is False:
                        raise ValueError('cannot switch from manual field specification to automatic field numbering')
                    field_name = str(auto_arg_index)
                    auto_arg_index += 1
                elif field_name.isdigit():
                    if auto_arg_index:
                        raise ValueError('cannot switch from manual field specification to automatic field numbering')
                    auto_arg_index = False
                obj, arg_used = self.get_field(field_name, args, kwargs)
                used_args.add(arg_used)
                obj = self.convert_field(obj, conversion)
                format_spec, auto_arg_index = self._vformat(format_spec, args, kwargs, used_args,
                                                            recursion_depth - 1, auto_arg_index=auto_arg_index)
                result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
