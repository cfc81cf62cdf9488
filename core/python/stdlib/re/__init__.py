# re: regular expressions as CPython 3.12's re module offers them (Lib/re is the behaviour
# followed; this is tfplay's own code). The pattern compiler and the backtracking matcher are
# native (_tfplay_re, core/python/re/); Pattern, Match, the replacement templates of sub() and
# the module-level functions are here.
import _tfplay_re
from types import MappingProxyType as _MappingProxy

__all__ = [
    "match", "fullmatch", "search", "sub", "subn", "split", "findall", "finditer", "compile",
    "purge", "template", "escape", "error", "Pattern", "Match", "A", "I", "L", "M", "S", "X",
    "U", "ASCII", "IGNORECASE", "LOCALE", "MULTILINE", "DOTALL", "VERBOSE", "UNICODE",
    "NOFLAG", "RegexFlag",
]

__version__ = "2.2.1"

_MAXSIZE = 9223372036854775807

# The flag names in the order Pattern reprs list them (Modules/_sre/sre.c), and in the order
# RegexFlag's members are defined (which RegexFlag reprs and names follow).
_FLAG_NAMES = [
    ("TEMPLATE", 1), ("IGNORECASE", 2), ("LOCALE", 4), ("MULTILINE", 8), ("DOTALL", 16),
    ("UNICODE", 32), ("VERBOSE", 64), ("DEBUG", 128), ("ASCII", 256),
]
_MEMBER_NAMES = [
    ("ASCII", 256), ("IGNORECASE", 2), ("LOCALE", 4), ("UNICODE", 32), ("MULTILINE", 8),
    ("DOTALL", 16), ("VERBOSE", 64), ("TEMPLATE", 1), ("DEBUG", 128),
]


def _flag_text(value, skip=0, names=_FLAG_NAMES):
    parts = []
    rest = value
    for name, bit in names:
        if value & bit and not skip & bit:
            parts.append("re." + name)
            rest &= ~bit
    rest &= ~skip
    if rest or not parts:
        parts.append(hex(rest))
    return "|".join(parts)


class RegexFlag(int):
    """The re flags (CPython's enum.IntFlag RegexFlag): ints that print as re.NAME."""

    def __repr__(self):
        value = int(self)
        if value == 0:
            return "re.NOFLAG"
        return _flag_text(value, 0, _MEMBER_NAMES)

    __str__ = __repr__

    def __or__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) | int(other))
        return NotImplemented

    __ror__ = __or__

    def __and__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) & int(other))
        return NotImplemented

    __rand__ = __and__

    def __xor__(self, other):
        if isinstance(other, int):
            return RegexFlag(int(self) ^ int(other))
        return NotImplemented

    __rxor__ = __xor__

    def __invert__(self):
        return RegexFlag(~int(self) & 511)

    @property
    def name(self):
        value = int(self)
        if value == 0:
            return "NOFLAG"
        return "|".join(n for n, b in _MEMBER_NAMES if value & b)

    @property
    def value(self):
        return int(self)


NOFLAG = RegexFlag(0)
TEMPLATE = T = RegexFlag(1)
IGNORECASE = I = RegexFlag(2)
LOCALE = L = RegexFlag(4)
MULTILINE = M = RegexFlag(8)
DOTALL = S = RegexFlag(16)
UNICODE = U = RegexFlag(32)
VERBOSE = X = RegexFlag(64)
DEBUG = RegexFlag(128)
ASCII = A = RegexFlag(256)


class error(Exception):
    """A pattern or template CPython's re rejects: msg, pattern, pos, lineno and colno."""

    def __init__(self, msg, pattern=None, pos=None):
        self.msg = msg
        self.pattern = pattern
        self.pos = pos
        if pattern is not None and pos is not None:
            text = "%s at position %d" % (msg, pos)
            newline = "\n" if isinstance(pattern, str) else b"\n"
            self.lineno = pattern.count(newline, 0, pos) + 1
            self.colno = pos - pattern.rfind(newline, 0, pos)
            if newline in pattern:
                text = "%s (line %d, column %d)" % (text, self.lineno, self.colno)
        else:
            text = msg
            self.lineno = self.colno = None
        super().__init__(text)


error.__module__ = "re"


def _check_flags(pattern, flags):
    if isinstance(pattern, str):
        if flags & LOCALE:
            raise ValueError("cannot use LOCALE flag with a str pattern")
        if flags & ASCII and flags & UNICODE:
            raise ValueError("ASCII and UNICODE flags are incompatible")
    else:
        if flags & UNICODE:
            raise ValueError("cannot use UNICODE flag with a bytes pattern")
        if flags & LOCALE and flags & ASCII:
            raise ValueError("ASCII and LOCALE flags are incompatible")


class Pattern:
    """A compiled regular expression (CPython's re.Pattern)."""

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create 're.Pattern' instances")

    def _check(self, string):
        if isinstance(self.pattern, str):
            if not isinstance(string, str):
                if isinstance(string, bytes):
                    raise TypeError("cannot use a string pattern on a bytes-like object")
                raise TypeError("expected string or bytes-like object, got '%s'" % type(string).__name__)
            if type(string) is not str:
                string = "".join((string,))
        else:
            if isinstance(string, str):
                raise TypeError("cannot use a bytes pattern on a string-like object")
            if not isinstance(string, bytes):
                raise TypeError("expected string or bytes-like object, got '%s'" % type(string).__name__)
            if type(string) is not bytes:
                string = bytes(string)
        return string

    def _run(self, string, pos, endpos, mode):
        subject = self._check(string)
        n = len(subject)
        pos, endpos = _bounds(pos, endpos, n)
        r = _tfplay_re.match(self._program, subject, pos, endpos, mode)
        if r is None:
            return None
        return Match._make(self, string, pos, endpos, r)

    def match(self, string, pos=0, endpos=_MAXSIZE):
        return self._run(string, pos, endpos, 0)

    def fullmatch(self, string, pos=0, endpos=_MAXSIZE):
        return self._run(string, pos, endpos, 1)

    def search(self, string, pos=0, endpos=_MAXSIZE):
        return self._run(string, pos, endpos, 2)

    def _scan(self, string, pos=0, endpos=_MAXSIZE, limit=0):
        subject = self._check(string)
        pos, endpos = _bounds(pos, endpos, len(subject))
        return subject, pos, endpos, _tfplay_re.scan(self._program, subject, pos, endpos, limit)

    def finditer(self, string, pos=0, endpos=_MAXSIZE):
        subject, pos, endpos, found = self._scan(string, pos, endpos)
        return iter([Match._make(self, string, pos, endpos, r) for r in found])

    def findall(self, string, pos=0, endpos=_MAXSIZE):
        subject, pos, endpos, found = self._scan(string, pos, endpos)
        empty = _empty(subject)
        out = []
        g = self.groups
        for r in found:
            if g == 0:
                out.append(_cut(subject, r[0], r[1]))
            elif g == 1:
                out.append(_cut(subject, r[2], r[3]) if r[2] >= 0 else empty)
            else:
                out.append(tuple(_cut(subject, r[2 * k], r[2 * k + 1]) if r[2 * k] >= 0 else empty
                                 for k in range(1, g + 1)))
        return out

    def split(self, string, maxsplit=0):
        subject, pos, endpos, found = self._scan(string, 0, _MAXSIZE, maxsplit if maxsplit > 0 else 0)
        if maxsplit < 0:
            return [subject]
        out = []
        last = 0
        for r in found:
            out.append(_cut(subject, last, r[0]))
            for k in range(1, self.groups + 1):
                out.append(_cut(subject, r[2 * k], r[2 * k + 1]) if r[2 * k] >= 0 else None)
            last = r[1]
        out.append(_cut(subject, last, len(subject)))
        return out

    def subn(self, repl, string, count=0):
        subject = self._check(string)
        if callable(repl):
            template = None
        else:
            if isinstance(self.pattern, str) and not isinstance(repl, str):
                if isinstance(repl, bytes):
                    raise TypeError("expected str instance, %s found" % type(repl).__name__)
                raise TypeError("decoding to str: need a bytes-like object, %s found" % type(repl).__name__)
            if isinstance(self.pattern, bytes) and not isinstance(repl, bytes):
                raise TypeError("expected a bytes-like object, %s found" % type(repl).__name__)
            # Parsed once per (pattern, replacement), as CPython's _compile_template caches it.
            template = _templates.get((self, repl))
            if template is None:
                template = _template(self, repl)
                if len(_templates) >= _MAXCACHE:
                    _templates.clear()
                _templates[(self, repl)] = template
        if count < 0:
            return subject, 0
        subject, pos, endpos, found = self._scan(subject, 0, _MAXSIZE, count)
        pieces = []
        last = 0
        for r in found:
            pieces.append(_cut(subject, last, r[0]))
            if template is None:
                piece = repl(Match._make(self, string, pos, endpos, r))
                if piece is not None:
                    if isinstance(self.pattern, str) and not isinstance(piece, str):
                        raise TypeError("expected str instance, %s found" % type(piece).__name__)
                    pieces.append(piece)
            else:
                pieces.append(_expand(template, subject, r))
            last = r[1]
        pieces.append(_cut(subject, last, len(subject)))
        return _join(subject, pieces), len(found)

    def sub(self, repl, string, count=0):
        return self.subn(repl, string, count)[0]

    def scanner(self, string, pos=0, endpos=_MAXSIZE):
        raise NotImplementedError("re.Pattern.scanner() is not available in tfplay; use finditer()")

    def __repr__(self):
        text = repr(self.pattern)[:200]
        skip = UNICODE if isinstance(self.pattern, str) else 0
        flags = self.flags & ~skip
        if flags & UNICODE and isinstance(self.pattern, str):
            flags &= ~UNICODE
        if flags:
            return "re.compile(%s, %s)" % (text, _flag_text(flags, skip))
        return "re.compile(%s)" % text

    def __eq__(self, other):
        if not isinstance(other, Pattern):
            return NotImplemented
        return self.pattern == other.pattern and self.flags == other.flags and type(self.pattern) is type(other.pattern)

    def __hash__(self):
        return hash((self.pattern, self.flags))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __class_getitem__(cls, item):
        return cls


class Match:
    """The result of a successful match (CPython's re.Match)."""

    def __init__(self, *args, **kwargs):
        raise TypeError("cannot create 're.Match' instances")

    @staticmethod
    def _make(pattern, string, pos, endpos, r):
        m = object.__new__(Match)
        m.re = pattern
        m.string = string
        m.pos = pos
        m.endpos = endpos
        m._r = r
        m.lastindex = r[-1] if r[-1] >= 0 else None
        return m

    @property
    def lastgroup(self):
        if self.lastindex is None:
            return None
        for name, index in self.re.groupindex.items():
            if index == self.lastindex:
                return name
        return None

    @property
    def regs(self):
        return tuple((self._r[2 * k], self._r[2 * k + 1]) for k in range(self.re.groups + 1))

    def _index(self, g):
        if isinstance(g, int):
            if 0 <= g <= self.re.groups:
                return int(g)
            raise IndexError("no such group")
        if isinstance(g, (str, bytes)):
            index = self.re.groupindex.get(g)
            if index is not None:
                return index
        elif hasattr(type(g), "__index__"):
            return self._index(g.__index__())
        raise IndexError("no such group")

    def _get(self, k, default=None):
        s = self._r[2 * k]
        if s < 0:
            return default
        return _cut(self.string, s, self._r[2 * k + 1])

    def group(self, *groups):
        if not groups:
            return self._get(0)
        if len(groups) == 1:
            return self._get(self._index(groups[0]))
        return tuple(self._get(self._index(g)) for g in groups)

    def __getitem__(self, g):
        return self._get(self._index(g))

    def groups(self, default=None):
        return tuple(self._get(k, default) for k in range(1, self.re.groups + 1))

    def groupdict(self, default=None):
        return {name: self._get(index, default) for name, index in self.re.groupindex.items()}

    def start(self, group=0):
        return self._r[2 * self._index(group)]

    def end(self, group=0):
        return self._r[2 * self._index(group) + 1]

    def span(self, group=0):
        k = self._index(group)
        return (self._r[2 * k], self._r[2 * k + 1])

    def expand(self, template):
        return _expand(_template(self.re, template), self.string, self._r)

    def __repr__(self):
        return "<re.Match object; span=(%d, %d), match=%s>" % (self._r[0], self._r[1], repr(self.group(0))[:50])

    def __bool__(self):
        return True

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __class_getitem__(cls, item):
        return cls


def _cut(s, a, b):
    """s[a:b]; bytes through a list (tfplay's bytes objects cannot be sliced)."""
    if isinstance(s, str):
        return s[a:b]
    return _builtin_bytes(list(s)[a:b])


def _empty(s):
    return "" if isinstance(s, str) else b""


def _join(s, pieces):
    if isinstance(s, str):
        return "".join(pieces)
    return _builtin_bytes([c for p in pieces for c in p])


_builtin_bytes = bytes


def _bounds(pos, endpos, n):
    if pos < 0:
        pos = 0
    elif pos > n:
        pos = n
    if endpos < 0:
        endpos = 0
    elif endpos > n:
        endpos = n
    return pos, endpos


_ESCAPES = {"a": "\a", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "v": "\v", "\\": "\\"}
_ASCII_LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _bytes_to_text(b):
    # One character per byte (what latin-1 decoding gives).
    return "".join(map(chr, b))


def _text_to_bytes(s):
    return bytes([ord(c) for c in s])


def _template(pattern, repl):
    """The pieces of a replacement template: strings and group numbers (sub's \\1, \\g<name>)."""
    is_bytes = not isinstance(repl, str)
    text = _bytes_to_text(repl) if is_bytes else repl
    pieces = []
    literal = []
    i = 0
    n = len(text)
    groups = pattern.groups

    def fail(msg, pos):
        raise error(msg, repl, pos)

    while i < n:
        c = text[i]
        if c != "\\":
            literal.append(c)
            i += 1
            continue
        start = i
        i += 1
        if i >= n:
            fail("bad escape (end of pattern)", start)
        c = text[i]
        i += 1
        if c == "g":
            if i >= n or text[i] != "<":
                fail("missing <", i)
            close = text.find(">", i + 1)
            if close < 0:
                fail("missing >, unterminated name", i + 1)
            name = text[i + 1:close]
            if not name:
                fail("missing group name", i + 1)
            if name.isdigit() and name.isascii():
                index = int(name)
                if index > groups:
                    fail("invalid group reference %d" % index, i + 1)
            elif name.isidentifier():
                index = pattern.groupindex.get(name)
                if index is None:
                    raise IndexError("unknown group name '%s'" % name)
            else:
                fail("bad character in group name '%s'" % name, i + 1)
            i = close + 1
        elif c == "0":
            value = 0
            digits = 0
            while digits < 2 and i < n and text[i] in "01234567":
                value = value * 8 + int(text[i])
                i += 1
                digits += 1
            literal.append(chr(value))
            continue
        elif c.isdigit() and c.isascii():
            if i < n and text[i].isdigit() and text[i].isascii():
                if (c in "0123" and text[i] in "01234567" and i + 1 < n and text[i + 1] in "01234567"):
                    value = int(text[start + 1:i + 2], 8)
                    if value > 0o377:
                        fail("octal escape value %s outside of range 0-0o377" % text[start:i + 2], start)
                    literal.append(chr(value))
                    i += 2
                    continue
                i += 1
            index = int(text[start + 1:i])
            if index > groups:
                fail("invalid group reference %d" % index, start + 1)
        elif c in _ESCAPES:
            literal.append(_ESCAPES[c])
            continue
        elif c in _ASCII_LETTERS:
            fail("bad escape \\%s" % c, start)
        else:
            literal.append("\\" + c)
            continue
        if literal:
            pieces.append("".join(literal))
            literal = []
        pieces.append(index)
    if literal:
        pieces.append("".join(literal))
    if is_bytes:
        pieces = [_text_to_bytes(p) if isinstance(p, str) else p for p in pieces]
    return pieces


def _expand(template, subject, r):
    empty = _empty(subject)
    out = []
    for piece in template:
        if isinstance(piece, int):
            s = r[2 * piece]
            out.append(_cut(subject, s, r[2 * piece + 1]) if s >= 0 else empty)
        else:
            out.append(piece)
    return _join(subject, out)


_cache = {}
_templates = {}
_MAXCACHE = 512


def _compile(pattern, flags):
    if isinstance(flags, RegexFlag):
        flags = int(flags)
    key = (type(pattern), pattern, flags)
    try:
        return _cache[key]
    except KeyError:
        pass
    except TypeError:
        pass
    if isinstance(pattern, Pattern):
        if flags:
            raise ValueError("cannot process flags argument with a compiled pattern")
        return pattern
    if not isinstance(pattern, (str, bytes)):
        raise TypeError("first argument must be string or compiled pattern")
    if not isinstance(flags, int):
        raise TypeError("unsupported operand type(s) for &: '%s' and 'int'" % type(flags).__name__)
    _check_flags(pattern, flags)
    result = _tfplay_re.compile(pattern, flags)
    if result[0] == "error":
        if result[2] is None:
            raise error(result[1])
        raise error(result[1], pattern, result[2])
    program, groups, groupindex, effective = result
    _check_flags(pattern, effective)
    p = object.__new__(Pattern)
    p.pattern = pattern
    p.flags = effective
    p.groups = groups
    p.groupindex = _MappingProxy(groupindex)
    p._program = program
    if len(_cache) >= _MAXCACHE:
        del _cache[next(iter(_cache))]
    _cache[key] = p
    return p


def compile(pattern, flags=0):
    "Compile a regular expression pattern, returning a Pattern object."
    return _compile(pattern, flags)


def match(pattern, string, flags=0):
    "Try to apply the pattern at the start of the string, returning a Match object, or None."
    return _compile(pattern, flags).match(string)


def fullmatch(pattern, string, flags=0):
    "Try to apply the pattern to all of the string, returning a Match object, or None."
    return _compile(pattern, flags).fullmatch(string)


def search(pattern, string, flags=0):
    "Scan through string looking for a match to the pattern, returning a Match object, or None."
    return _compile(pattern, flags).search(string)


def sub(pattern, repl, string, count=0, flags=0):
    "Return the string obtained by replacing the leftmost non-overlapping occurrences of the pattern."
    return _compile(pattern, flags).sub(repl, string, count)


def subn(pattern, repl, string, count=0, flags=0):
    "Return a 2-tuple containing (new_string, number)."
    return _compile(pattern, flags).subn(repl, string, count)


def split(pattern, string, maxsplit=0, flags=0):
    "Split the source string by the occurrences of the pattern, returning a list."
    return _compile(pattern, flags).split(string, maxsplit)


def findall(pattern, string, flags=0):
    "Return a list of all non-overlapping matches in the string."
    return _compile(pattern, flags).findall(string)


def finditer(pattern, string, flags=0):
    "Return an iterator over all non-overlapping matches in the string."
    return _compile(pattern, flags).finditer(string)


def purge():
    "Clear the regular expression caches"
    _cache.clear()
    _templates.clear()


def template(pattern, flags=0):
    "Compile a template pattern, returning a Pattern object, deprecated"
    return _compile(pattern, flags | TEMPLATE)


_SPECIAL = frozenset("()[]{}?*+-|^$\\.&~# \t\n\r\v\f")


def escape(pattern):
    "Escape special characters in a string."
    if isinstance(pattern, str):
        return "".join("\\" + c if c in _SPECIAL else c for c in pattern)
    text = _bytes_to_text(pattern)
    return _text_to_bytes("".join("\\" + c if c in _SPECIAL else c for c in text))
