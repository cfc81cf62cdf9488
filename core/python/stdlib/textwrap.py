# textwrap: wrapping and filling text as CPython 3.12's textwrap does (wrap, fill, shorten,
# dedent, indent and TextWrapper). The text is cut into chunks (words, runs of whitespace,
# the parts of hyphenated words) and the chunks are packed greedily into lines.

__all__ = ['TextWrapper', 'wrap', 'fill', 'dedent', 'indent', 'shorten']

_WHITESPACE = '\t\n\x0b\x0c\r '


def _is_space(c):
    return c in _WHITESPACE


def _letter(c):
    return c.isalpha() or c == '_'


def _split_hyphens(word):
    """A word cut after the hyphens of hyphenated words ('long-term' -> 'long-', 'term')."""
    pieces = []
    start = 0
    i = 1
    n = len(word)
    while i < n - 1:
        if word[i] == '-':
            # An em-dash ("--" or longer) between words is a chunk of its own.
            j = i
            while j < n and word[j] == '-':
                j += 1
            if j - i >= 2:
                if i > start and j < n and (word[i - 1].isalnum() or word[i - 1] in '!"\'&.,?_') and (word[j].isalnum() or word[j] == '_'):
                    pieces.append(word[start:i])
                    pieces.append(word[i:j])
                    start = j
                i = j
                continue
            before = word[start:i]
            after = word[i + 1:]
            head_ok = any(c.isalnum() or c == '_' for c in before) and _letter(word[i - 1]) and not word[i - 1].isdigit()
            tail_ok = False
            k = i + 1
            while k < n and (word[k].isalnum() or word[k] == '_'):
                k += 1
            run = word[i + 1:k]
            if run and _letter(run[-1]) and not run[-1].isdigit():
                tail_ok = True
            if head_ok and tail_ok and after:
                pieces.append(word[start:i + 1])
                start = i + 1
        i += 1
    pieces.append(word[start:])
    return [p for p in pieces if p]


class TextWrapper:
    """Wraps paragraphs of text (CPython 3.12's textwrap.TextWrapper)."""

    def __init__(self, width=70, initial_indent="", subsequent_indent="", expand_tabs=True,
                 replace_whitespace=True, fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8, *, max_lines=None,
                 placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _munge_whitespace(self, text):
        if self.expand_tabs:
            text = text.expandtabs(self.tabsize)
        if self.replace_whitespace:
            text = ''.join(' ' if c in _WHITESPACE else c for c in text)
        return text

    def _split(self, text):
        chunks = []
        i = 0
        n = len(text)
        while i < n:
            j = i
            if _is_space(text[i]):
                while j < n and _is_space(text[j]):
                    j += 1
                chunks.append(text[i:j])
            else:
                while j < n and not _is_space(text[j]):
                    j += 1
                word = text[i:j]
                if self.break_on_hyphens:
                    chunks.extend(_split_hyphens(word))
                else:
                    chunks.append(word)
            i = j
        return chunks

    def _fix_sentence_endings(self, chunks):
        i = 0
        while i < len(chunks) - 1:
            word = chunks[i]
            if chunks[i + 1] == ' ' and len(word) >= 2 and word[-1] in '.!?' and word[-2].islower() \
                    or (len(word) >= 3 and word[-1] in '"\'' and word[-2] in '.!?' and word[-3].islower()):
                if chunks[i + 1] == ' ':
                    chunks[i + 1] = '  '
                    i += 2
                    continue
            i += 1

    def _handle_long_word(self, reversed_chunks, cur_line, cur_len, width):
        space_left = 1 if width < 1 else width - cur_len
        if self.break_long_words:
            end = space_left
            chunk = reversed_chunks[-1]
            if self.break_on_hyphens and len(chunk) > space_left:
                hyphen = chunk.rfind('-', 0, space_left)
                if hyphen > 0 and any(c != '-' for c in chunk[:hyphen]):
                    end = hyphen + 1
            cur_line.append(chunk[:end])
            reversed_chunks[-1] = chunk[end:]
        elif not cur_line:
            cur_line.append(reversed_chunks.pop())

    def _wrap_chunks(self, chunks):
        if self.width <= 0:
            raise ValueError("invalid width %r (must be > 0)" % self.width)
        if self.max_lines is not None:
            indent = self.subsequent_indent if self.max_lines > 1 else self.initial_indent
            if len(indent) + len(self.placeholder.lstrip()) > self.width:
                raise ValueError("placeholder too large for max width")
        lines = []
        chunks = list(reversed(chunks))
        while chunks:
            line = []
            length = 0
            indent = self.subsequent_indent if lines else self.initial_indent
            width = self.width - len(indent)
            if self.drop_whitespace and lines and chunks[-1].strip() == '':
                del chunks[-1]
            while chunks:
                size = len(chunks[-1])
                if length + size > width:
                    break
                line.append(chunks.pop())
                length += size
            if chunks and len(chunks[-1]) > width:
                self._handle_long_word(chunks, line, length, width)
                length = sum(len(c) for c in line)
            if self.drop_whitespace and line and line[-1].strip() == '':
                length -= len(line[-1])
                del line[-1]
            if not line:
                continue
            fits = (self.max_lines is None or len(lines) + 1 < self.max_lines
                    or ((not chunks or (self.drop_whitespace and len(chunks) == 1 and not chunks[0].strip()))
                        and length <= width))
            if fits:
                lines.append(indent + ''.join(line))
                continue
            # The last line allowed: end it with the placeholder.
            while line:
                if line[-1].strip() and length + len(self.placeholder) <= width:
                    line.append(self.placeholder)
                    lines.append(indent + ''.join(line))
                    break
                length -= len(line[-1])
                del line[-1]
            else:
                if lines:
                    previous = lines[-1].rstrip()
                    if len(previous) + len(self.placeholder) <= self.width:
                        lines[-1] = previous + self.placeholder
                        break
                lines.append(indent + self.placeholder.lstrip())
            break
        return lines

    def wrap(self, text):
        """The paragraph `text` as a list of lines of at most `width` characters."""
        chunks = self._split(self._munge_whitespace(text))
        if self.fix_sentence_endings:
            self._fix_sentence_endings(chunks)
        return self._wrap_chunks(chunks)

    def fill(self, text):
        """The paragraph `text` wrapped into one string of lines."""
        return "\n".join(self.wrap(text))


def wrap(text, width=70, **kwargs):
    """Wrap a single paragraph of text, returning a list of wrapped lines."""
    return TextWrapper(width=width, **kwargs).wrap(text)


def fill(text, width=70, **kwargs):
    """Fill a single paragraph of text, returning a new string."""
    return TextWrapper(width=width, **kwargs).fill(text)


def shorten(text, width, **kwargs):
    """Collapse and truncate the given text to fit in the given width."""
    w = TextWrapper(width=width, max_lines=1, **kwargs)
    return w.fill(' '.join(text.strip().split()))


def dedent(text):
    """Remove any common leading whitespace from every line in `text`."""
    lines = text.split('\n')
    # Lines holding only blanks and tabs become empty and do not count for the margin.
    for k, line in enumerate(lines):
        if line and all(c in ' \t' for c in line):
            lines[k] = ''
    margin = None
    for line in lines:
        if not line:
            continue
        lead = len(line) - len(line.lstrip(' \t'))
        prefix = line[:lead]
        if margin is None:
            margin = prefix
            continue
        if prefix.startswith(margin):
            continue
        if margin.startswith(prefix):
            margin = prefix
            continue
        common = 0
        while common < len(margin) and common < len(prefix) and margin[common] == prefix[common]:
            common += 1
        margin = margin[:common]
    if margin:
        lines = [line[len(margin):] if line.startswith(margin) else line for line in lines]
    return '\n'.join(lines)


def indent(text, prefix, predicate=None):
    """Adds 'prefix' to the beginning of selected lines in 'text'."""
    out = []
    for line in text.splitlines(True):
        if (predicate(line) if predicate is not None else line.strip()):
            out.append(prefix + line)
        else:
            out.append(line)
    return ''.join(out)
