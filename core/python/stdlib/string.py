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


# Template as CPython 3.12's Lib/string.py has it: the placeholders are found by a regular
# expression built from delimiter, idpattern, braceidpattern and flags, or a subclass's own
# pattern (__init_subclass__).
import re as _re
from collections import ChainMap as _ChainMap

_sentinel_dict = {}

class Template:
    """A string class for supporting $-substitutions."""

    delimiter = '$'
    # r'[a-z]' matches to non-ASCII letters when used with IGNORECASE, but
    # without the ASCII flag.  We can't add re.ASCII to flags because of
    # backward compatibility.  So we use the ?a local flag and [a-z] pattern.
    # See https://bugs.python.org/issue31672
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        if 'pattern' in cls.__dict__:
            pattern = cls.pattern
        else:
            delim = _re.escape(cls.delimiter)
            id = cls.idpattern
            bid = cls.braceidpattern or cls.idpattern
            pattern = fr"""
            {delim}(?:
              (?P<escaped>{delim})  |   # Escape sequence of two delimiters
              (?P<named>{id})       |   # delimiter and a Python identifier
              {{(?P<braced>{bid})}} |   # delimiter and a braced identifier
              (?P<invalid>)             # Other ill-formed delimiter exprs
            )
            """
        cls.pattern = _re.compile(pattern, cls.flags | _re.VERBOSE)

    def __init__(self, template):
        self.template = template

    # Search for $$, $identifier, ${identifier}, and any bare $'s

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' %
                         (lineno, colno))

    def substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _ChainMap(kws, mapping)
        # Helper function for .sub()
        def convert(mo):
            # Check the most common path first.
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern',
                             self.pattern)
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, mapping=_sentinel_dict, /, **kws):
        if mapping is _sentinel_dict:
            mapping = kws
        elif kws:
            mapping = _ChainMap(kws, mapping)
        # Helper function for .sub()
        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise ValueError('Unrecognized named group in pattern',
                             self.pattern)
        return self.pattern.sub(convert, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if (mo.group('named') is None
                and mo.group('braced') is None
                and mo.group('escaped') is None):
                # If all the groups are None, there must be
                # another group we're not expecting
                raise ValueError('Unrecognized named group in pattern',
                    self.pattern)
        return True

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                # add a named group only the first time it appears
                ids.append(named)
            elif (named is None
                and mo.group('invalid') is None
                and mo.group('escaped') is None):
                # If all the groups are None, there must be
                # another group we're not expecting
                raise ValueError('Unrecognized named group in pattern',
                    self.pattern)
        return ids

# Initialize Template.pattern.  __init_subclass__() is automatically called
# only for subclasses, not for the Template class itself.
Template.__init_subclass__()


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
