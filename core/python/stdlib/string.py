# string for tfplay: the character-class constants, capwords and Template, as CPython 3.12's.
__all__ = ["ascii_letters", "ascii_lowercase", "ascii_uppercase", "capwords", "digits", "hexdigits",
           "octdigits", "printable", "punctuation", "whitespace", "Template"]

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
