# json for tfplay: dumps/loads (and dump/load on objects with write/read) written in Python,
# following CPython 3.12's json package (encoder.py, decoder.py, scanner.py and the C
# accelerator's error texts and positions, which CPython uses by default).

_INFINITY = float('inf')


class JSONDecodeError(ValueError):
    """ValueError subclass with msg, doc, pos, lineno and colno (json.decoder)."""
    __module__ = 'json.decoder'

    def __init__(self, msg, doc, pos):
        lineno = doc[:pos].count('\n') + 1
        colno = pos - doc[:pos].rfind('\n')
        errmsg = '%s: line %d column %d (char %d)' % (msg, lineno, colno, pos)
        super().__init__(errmsg)
        self.msg = msg
        self.doc = doc
        self.pos = pos
        self.lineno = lineno
        self.colno = colno

# ----- encoding ----------------------------------------------------------------------------------

_ESCAPE_DCT = {'\\': '\\\\', '"': '\\"', '\b': '\\b', '\f': '\\f', '\n': '\\n', '\r': '\\r', '\t': '\\t'}


def _encode_basestring(s):
    out = ['"']
    for ch in s:
        e = _ESCAPE_DCT.get(ch)
        if e is not None:
            out.append(e)
        elif ch < ' ':
            out.append('\\u%04x' % ord(ch))
        else:
            out.append(ch)
    out.append('"')
    return ''.join(out)


def _encode_basestring_ascii(s):
    out = ['"']
    for ch in s:
        e = _ESCAPE_DCT.get(ch)
        if e is not None:
            out.append(e)
        elif ' ' <= ch <= '~':
            out.append(ch)
        else:
            n = ord(ch)
            if n < 0x10000:
                out.append('\\u%04x' % n)
            else:
                n -= 0x10000
                out.append('\\u%04x\\u%04x' % (0xd800 | ((n >> 10) & 0x3ff), 0xdc00 | (n & 0x3ff)))
    out.append('"')
    return ''.join(out)


class JSONEncoder:
    """CPython's json.JSONEncoder: default() raises the 'not JSON serializable' TypeError."""
    item_separator = ', '
    key_separator = ': '

    def __init__(self, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True,
                 sort_keys=False, indent=None, separators=None, default=None):
        self.skipkeys = skipkeys
        self.ensure_ascii = ensure_ascii
        self.check_circular = check_circular
        self.allow_nan = allow_nan
        self.sort_keys = sort_keys
        self.indent = indent
        if separators is not None:
            self.item_separator, self.key_separator = separators
        elif indent is not None:
            self.item_separator = ','
        if default is not None:
            self.default = default

    def default(self, o):
        raise TypeError(f'Object of type {o.__class__.__name__} is not JSON serializable')

    def encode(self, o):
        if isinstance(o, str):
            return _encode_basestring_ascii(o) if self.ensure_ascii else _encode_basestring(o)
        if self.indent is None:
            # CPython encodes this case in C (c_make_encoder), whose recursion guard says where.
            try:
                return ''.join(self.iterencode(o, _one_shot=True))
            except RecursionError:
                raise RecursionError('maximum recursion depth exceeded while encoding a JSON object') from None
        return ''.join(self.iterencode(o, _one_shot=True))

    def iterencode(self, o, _one_shot=False):
        """The encoding of o as chunks of text. For encode() (_one_shot) a list built at once,
        as CPython's C encoder gives; otherwise a generator yielding the chunks CPython's
        pure-Python _make_iterencode does ('[2.0', ', 1.0', ']')."""
        markers = {} if self.check_circular else None
        indent = self.indent
        if indent is not None and not isinstance(indent, str):
            indent = ' ' * indent
        self._indent_text = indent
        if not _one_shot:
            return self._iterencode(o, markers, 0)
        chunks = []
        self._encode(o, chunks, markers, 0)
        return chunks

    def _scalar(self, o):
        """The text of a str, None, bool, int or float, else None."""
        if isinstance(o, str):
            return self._str(o)
        if o is None:
            return 'null'
        if o is True:
            return 'true'
        if o is False:
            return 'false'
        if isinstance(o, int):
            return int.__repr__(o)
        if isinstance(o, float):
            return self._float(o)
        return None

    def _iterencode(self, o, markers, level):
        text = self._scalar(o)
        if text is not None:
            yield text
        elif isinstance(o, (list, tuple)):
            yield from self._iterencode_list(o, markers, level)
        elif isinstance(o, dict):
            yield from self._iterencode_dict(o, markers, level)
        else:
            if markers is not None:
                marker = id(o)
                if marker in markers:
                    raise ValueError("Circular reference detected")
                markers[marker] = o
            yield from self._iterencode(self.default(o), markers, level)
            if markers is not None:
                del markers[marker]

    def _iterencode_list(self, lst, markers, level):
        # A scalar item comes in one chunk with the '[' or the separator before it.
        if not lst:
            yield '[]'
            return
        self._enter(lst, markers)
        buf = '['
        indent = self._indent_text
        if indent is not None:
            level += 1
            newline_indent = '\n' + indent * level
            separator = self.item_separator + newline_indent
            buf += newline_indent
        else:
            newline_indent = None
            separator = self.item_separator
        first = True
        for value in lst:
            if first:
                first = False
            else:
                buf = separator
            text = self._scalar(value)
            if text is not None:
                yield buf + text
            else:
                yield buf
                yield from self._iterencode(value, markers, level)
        if newline_indent is not None:
            level -= 1
            yield '\n' + indent * level
        yield ']'
        if markers is not None:
            del markers[id(lst)]

    def _iterencode_dict(self, dct, markers, level):
        # '{', each separator, key and ': ' come as chunks of their own.
        if not dct:
            yield '{}'
            return
        self._enter(dct, markers)
        yield '{'
        indent = self._indent_text
        if indent is not None:
            level += 1
            newline_indent = '\n' + indent * level
            item_separator = self.item_separator + newline_indent
            yield newline_indent
        else:
            newline_indent = None
            item_separator = self.item_separator
        first = True
        for key, value in (sorted(dct.items()) if self.sort_keys else dct.items()):
            key = self._key(key)
            if key is None:
                continue
            if first:
                first = False
            else:
                yield item_separator
            yield self._str(key)
            yield self.key_separator
            yield from self._iterencode(value, markers, level)
        if newline_indent is not None:
            level -= 1
            yield '\n' + indent * level
        yield '}'
        if markers is not None:
            del markers[id(dct)]

    def _key(self, key):
        """A dict key as the str JSON writes, or None for one skipkeys leaves out."""
        if isinstance(key, str):
            return key
        if isinstance(key, float):
            return self._float(key)
        if key is True:
            return 'true'
        if key is False:
            return 'false'
        if key is None:
            return 'null'
        if isinstance(key, int):
            return int.__repr__(key)
        if self.skipkeys:
            return None
        raise TypeError(f'keys must be str, int, float, bool or None, not {key.__class__.__name__}')

    def _float(self, o):
        if o != o:
            text = 'NaN'
        elif o == _INFINITY:
            text = 'Infinity'
        elif o == -_INFINITY:
            text = '-Infinity'
        else:
            return repr(float(o))
        if not self.allow_nan:
            raise ValueError("Out of range float values are not JSON compliant: " + repr(o))
        return text

    def _str(self, s):
        return _encode_basestring_ascii(s) if self.ensure_ascii else _encode_basestring(s)

    def _encode(self, o, out, markers, level):
        if isinstance(o, str):
            out.append(self._str(o))
        elif o is None:
            out.append('null')
        elif o is True:
            out.append('true')
        elif o is False:
            out.append('false')
        elif isinstance(o, int):
            out.append(repr(int(o)))
        elif isinstance(o, float):
            out.append(self._float(o))
        elif isinstance(o, (list, tuple)):
            self._encode_list(o, out, markers, level)
        elif isinstance(o, dict):
            self._encode_dict(o, out, markers, level)
        else:
            if markers is not None:
                marker = id(o)
                if marker in markers:
                    raise ValueError("Circular reference detected")
                markers[marker] = o
            self._encode(self.default(o), out, markers, level)
            if markers is not None:
                del markers[marker]

    def _enter(self, o, markers):
        if markers is not None:
            if id(o) in markers:
                raise ValueError("Circular reference detected")
            markers[id(o)] = o

    def _encode_list(self, lst, out, markers, level):
        if not lst:
            out.append('[]')
            return
        self._enter(lst, markers)
        out.append('[')
        indent = self._indent_text
        if indent is not None:
            level += 1
            newline_indent = '\n' + indent * level
            separator = self.item_separator + newline_indent
            out.append(newline_indent)
        else:
            newline_indent = None
            separator = self.item_separator
        first = True
        for value in lst:
            if not first:
                out.append(separator)
            first = False
            self._encode(value, out, markers, level)
        if newline_indent is not None:
            level -= 1
            out.append('\n' + indent * level)
        out.append(']')
        if markers is not None:
            del markers[id(lst)]

    def _encode_dict(self, dct, out, markers, level):
        if not dct:
            out.append('{}')
            return
        self._enter(dct, markers)
        out.append('{')
        indent = self._indent_text
        if indent is not None:
            level += 1
            newline_indent = '\n' + indent * level
            item_separator = self.item_separator + newline_indent
            out.append(newline_indent)
        else:
            newline_indent = None
            item_separator = self.item_separator
        items = sorted(dct.items()) if self.sort_keys else dct.items()
        first = True
        for key, value in items:
            key = self._key(key)
            if key is None:
                continue
            if not first:
                out.append(item_separator)
            first = False
            out.append(self._str(key))
            out.append(self.key_separator)
            self._encode(value, out, markers, level)
        if newline_indent is not None:
            level -= 1
            out.append('\n' + indent * level)
        out.append('}')
        if markers is not None:
            del markers[id(dct)]


def dumps(obj, *, skipkeys=False, ensure_ascii=True, check_circular=True, allow_nan=True, cls=None,
          indent=None, separators=None, default=None, sort_keys=False, **kw):
    if cls is None:
        cls = JSONEncoder
    return cls(skipkeys=skipkeys, ensure_ascii=ensure_ascii, check_circular=check_circular,
               allow_nan=allow_nan, indent=indent, separators=separators, default=default,
               sort_keys=sort_keys, **kw).encode(obj)


def dump(obj, fp, **kw):
    fp.write(dumps(obj, **kw))

# ----- decoding ----------------------------------------------------------------------------------

_WS = ' \t\n\r'
_BACKSLASH = {'"': '"', '\\': '\\', '/': '/', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t'}
_DIGITS = '0123456789'
_HEX = '0123456789abcdefABCDEF'


def _skip_ws(s, end):
    n = len(s)
    while end < n and s[end] in _WS:
        end += 1
    return end


class _StopScan(Exception):
    """No value starts at .value (scanner.py's StopIteration(idx))."""
    def __init__(self, idx):
        super().__init__(idx)
        self.value = idx


class JSONDecoder:
    """CPython's json.JSONDecoder: decode() and raw_decode() with its error texts."""

    def __init__(self, *, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
                 strict=True, object_pairs_hook=None):
        self.object_hook = object_hook
        self.parse_float = parse_float or float
        self.parse_int = parse_int or int
        self.parse_constant = parse_constant or {'-Infinity': -_INFINITY, 'Infinity': _INFINITY, 'NaN': _INFINITY - _INFINITY}.__getitem__
        self.strict = strict
        self.object_pairs_hook = object_pairs_hook

    def decode(self, s):
        obj, end = self.raw_decode(s, _skip_ws(s, 0))
        end = _skip_ws(s, end)
        if end != len(s):
            raise JSONDecodeError("Extra data", s, end)
        return obj

    def raw_decode(self, s, idx=0):
        if idx < 0:
            raise ValueError('idx cannot be negative')  # the C scanner's scan_once_unicode
        try:
            return self._scan(s, idx)
        except _StopScan as err:
            raise JSONDecodeError("Expecting value", s, err.value) from None

    def _scan(self, s, idx):
        if idx >= len(s):
            raise _StopScan(idx)
        c = s[idx]
        if c == '"':
            return self._string(s, idx + 1)
        if c == '{' or c == '[':
            try:
                return self._object(s, idx + 1) if c == '{' else self._array(s, idx + 1)
            except RecursionError as e:
                if e.args != ('maximum recursion depth exceeded',):
                    raise
                # CPython's C scanner (Modules/_json.c scan_once_unicode) guards each nested
                # container with Py_EnterRecursiveCall and names the one it was entering.
                kind = 'object' if c == '{' else 'array'
                raise RecursionError('maximum recursion depth exceeded while decoding a JSON ' + kind +
                                     ' from a unicode string') from None
        if c == 'n' and s[idx:idx + 4] == 'null':
            return None, idx + 4
        if c == 't' and s[idx:idx + 4] == 'true':
            return True, idx + 4
        if c == 'f' and s[idx:idx + 5] == 'false':
            return False, idx + 5
        number = self._number(s, idx)
        if number is not None:
            return number
        if c == 'N' and s[idx:idx + 3] == 'NaN':
            return self.parse_constant('NaN'), idx + 3
        if c == 'I' and s[idx:idx + 8] == 'Infinity':
            return self.parse_constant('Infinity'), idx + 8
        if c == '-' and s[idx:idx + 9] == '-Infinity':
            return self.parse_constant('-Infinity'), idx + 9
        raise _StopScan(idx)

    def _number(self, s, idx):
        # NUMBER_RE = r'(-?(?:0|[1-9]\d*))(\.\d+)?([eE][-+]?\d+)?'
        n = len(s)
        i = idx
        if i < n and s[i] == '-':
            i += 1
        if i < n and s[i] == '0':
            i += 1
        elif i < n and s[i] in '123456789':
            while i < n and s[i] in _DIGITS:
                i += 1
        else:
            return None
        integer_end = i
        is_float = False
        if i + 1 < n and s[i] == '.' and s[i + 1] in _DIGITS:
            i += 2
            while i < n and s[i] in _DIGITS:
                i += 1
            is_float = True
        if i < n and s[i] in 'eE':
            j = i + 1
            if j < n and s[j] in '+-':
                j += 1
            if j < n and s[j] in _DIGITS:
                while j < n and s[j] in _DIGITS:
                    j += 1
                i = j
                is_float = True
        if is_float:
            return self.parse_float(s[idx:i]), i
        return self.parse_int(s[idx:integer_end]), integer_end

    def _string(self, s, end):
        begin = end - 1
        chunks = []
        n = len(s)
        while True:
            start = end
            while end < n and s[end] != '"' and s[end] != '\\' and s[end] >= ' ':
                end += 1
            if end >= n:
                raise JSONDecodeError("Unterminated string starting at", s, begin)
            if end > start:
                chunks.append(s[start:end])
            terminator = s[end]
            end += 1
            if terminator == '"':
                break
            if terminator != '\\':
                if self.strict:
                    raise JSONDecodeError("Invalid control character at", s, end - 1)
                chunks.append(terminator)
                continue
            if end >= n:
                raise JSONDecodeError("Unterminated string starting at", s, begin)
            esc = s[end]
            if esc != 'u':
                char = _BACKSLASH.get(esc)
                if char is None:
                    raise JSONDecodeError("Invalid \\escape", s, end - 1)
                end += 1
            else:
                uni = self._uxxxx(s, end)
                end += 5
                if 0xd800 <= uni <= 0xdbff and s[end:end + 2] == '\\u':
                    uni2 = self._uxxxx(s, end + 1)
                    if 0xdc00 <= uni2 <= 0xdfff:
                        uni = 0x10000 + (((uni - 0xd800) << 10) | (uni2 - 0xdc00))
                        end += 6
                char = chr(uni)
            chunks.append(char)
        return ''.join(chunks), end

    def _uxxxx(self, s, pos):
        esc = s[pos + 1:pos + 5]
        if len(esc) == 4 and all(c in _HEX for c in esc):
            return int(esc, 16)
        raise JSONDecodeError("Invalid \\uXXXX escape", s, pos)

    def _object(self, s, end):
        pairs = []
        nextchar = s[end:end + 1]
        if nextchar != '"':
            if nextchar in _WS:
                end = _skip_ws(s, end)
                nextchar = s[end:end + 1]
            if nextchar == '}':
                if self.object_pairs_hook is not None:
                    return self.object_pairs_hook(pairs), end + 1
                result = {}
                if self.object_hook is not None:
                    result = self.object_hook(result)
                return result, end + 1
            elif nextchar != '"':
                raise JSONDecodeError("Expecting property name enclosed in double quotes", s, end)
        end += 1
        while True:
            key, end = self._string(s, end)
            if s[end:end + 1] != ':':
                end = _skip_ws(s, end)
                if s[end:end + 1] != ':':
                    raise JSONDecodeError("Expecting ':' delimiter", s, end)
            end = _skip_ws(s, end + 1)
            try:
                value, end = self._scan(s, end)
            except _StopScan as err:
                raise JSONDecodeError("Expecting value", s, err.value) from None
            pairs.append((key, value))
            end = _skip_ws(s, end)
            nextchar = s[end:end + 1]
            end += 1
            if nextchar == '}':
                break
            elif nextchar != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, end - 1)
            end = _skip_ws(s, end)
            nextchar = s[end:end + 1]
            end += 1
            if nextchar != '"':
                raise JSONDecodeError("Expecting property name enclosed in double quotes", s, end - 1)
        if self.object_pairs_hook is not None:
            return self.object_pairs_hook(pairs), end
        result = dict(pairs)
        if self.object_hook is not None:
            result = self.object_hook(result)
        return result, end

    def _array(self, s, end):
        values = []
        end = _skip_ws(s, end)
        if s[end:end + 1] == ']':
            return values, end + 1
        while True:
            try:
                value, end = self._scan(s, end)
            except _StopScan as err:
                raise JSONDecodeError("Expecting value", s, err.value) from None
            values.append(value)
            end = _skip_ws(s, end)
            nextchar = s[end:end + 1]
            end += 1
            if nextchar == ']':
                break
            elif nextchar != ',':
                raise JSONDecodeError("Expecting ',' delimiter", s, end - 1)
            end = _skip_ws(s, end)
        return values, end


def loads(s, *, cls=None, object_hook=None, parse_float=None, parse_int=None, parse_constant=None,
          object_pairs_hook=None, **kw):
    if isinstance(s, bytes):
        s = s.decode('utf-8')
    elif not isinstance(s, str):
        raise TypeError(f'the JSON object must be str, bytes or bytearray, not {s.__class__.__name__}')
    if s.startswith('\ufeff'):
        raise JSONDecodeError("Unexpected UTF-8 BOM (decode using utf-8-sig)", s, 0)
    if cls is None:
        cls = JSONDecoder
    return cls(object_hook=object_hook, parse_float=parse_float, parse_int=parse_int,
               parse_constant=parse_constant, object_pairs_hook=object_pairs_hook, **kw).decode(s)


def load(fp, **kw):
    return loads(fp.read(), **kw)


# json.decoder and json.encoder are attributes of the package once it is imported, as CPython's
# json/__init__.py makes them by importing from its submodules.
from json import decoder, encoder
