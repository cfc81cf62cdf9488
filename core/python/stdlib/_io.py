# _io for tfplay: open() and the file objects it returns, written in Python over the run's
# in-memory file system (_tfplay_fs), after CPython 3.12's Modules/_io (_iomodule.c, fileio.c,
# bufferedio.c, textio.c, stringio.c, bytesio.c). The classes, reprs, attributes and error
# messages are CPython's. One difference: writes reach the file system at once (CPython
# buffers up to 8192 bytes until flush() or close()), so a second reader sees them sooner.
import _tfplay_fs

DEFAULT_BUFFER_SIZE = 8192
SEEK_SET = 0
SEEK_CUR = 1
SEEK_END = 2


# Where the next os.read/os.write of a descriptor goes: fd -> [position, readable, writable]
# (os.open's descriptors; os's functions add the others when they first see them). open(fd)
# starts at that position.
_descriptors = {}


class UnsupportedOperation(OSError, ValueError):
    pass


UnsupportedOperation.__module__ = 'io'


def _fspath(file):
    """os.fspath: str and bytes as they are, else the object's __fspath__() (TypeError otherwise)."""
    if isinstance(file, (str, bytes)):
        return file
    method = getattr(type(file), '__fspath__', None)
    if method is None:
        raise TypeError("expected str, bytes or os.PathLike object, not " + type(file).__name__)
    path = method(file)
    if isinstance(path, (str, bytes)):
        return path
    raise TypeError("expected " + type(file).__name__ + ".__fspath__() to return str or bytes, not "
                    + type(path).__name__)


def _fs_path(path):
    """The str the file system takes for a path (bytes are UTF-8 file names)."""
    return path.decode('utf-8', 'surrogateescape') if isinstance(path, bytes) else path


def _check_whence(whence):
    if whence not in (0, 1, 2):
        raise ValueError("invalid whence (" + str(whence) + ", should be 0, 1 or 2)")


def _size_arg(size):
    if size is None:
        return -1
    if not isinstance(size, int):
        raise TypeError("argument should be integer or None, not '" + type(size).__name__ + "'")
    return size


class _IOBase:
    """What every file object shares: closing, `with`, iteration by lines."""

    def _check_closed(self, msg="I/O operation on closed file."):
        if self.closed:
            raise ValueError(msg)

    def __enter__(self):
        self._check_closed()
        return self

    def __exit__(self, *exc):
        self.close()

    def __iter__(self):
        self._check_closed()
        return self

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    def readlines(self, hint=-1):
        hint = _size_arg(hint)
        lines = []
        total = 0
        for line in self:
            lines.append(line)
            total += len(line)
            if 0 < hint <= total:
                break
        return lines

    def writelines(self, lines):
        self._check_closed()
        for line in lines:
            self.write(line)

    def flush(self):
        self._check_closed()

    def isatty(self):
        self._check_closed()
        return False

    def readable(self):
        return False

    def writable(self):
        return False

    def seekable(self):
        return False

    def fileno(self):
        raise UnsupportedOperation("fileno")


class _RawIOBase(_IOBase):
    pass


class FileIO(_RawIOBase):
    """The raw file: bytes read and written at a position through a file-system descriptor."""

    def __init__(self, file, mode='r', closefd=True, opener=None):
        self._fd = -1
        self.name = file
        kind = mode.replace('b', '').replace('+', '')
        plus = '+' in mode
        self._readable = kind == 'r' or plus
        self._writable = kind != 'r' or plus
        self._append = kind == 'a'
        if isinstance(file, int):
            if file < 0:
                raise ValueError("negative file descriptor")
            size = _tfplay_fs.fsize(file)  # OSError EBADF unless the descriptor is open
            self._fd = file
            entry = _descriptors.get(file)
            self._pos = size if self._append else entry[0] if entry else 0
        else:
            if not closefd:
                raise ValueError("Cannot use closefd=False with file name")
            self._fd = _tfplay_fs.open(_fs_path(file), kind + ('+' if plus else ''))
            self._pos = _tfplay_fs.fsize(self._fd) if self._append else 0
        self.mode = {'r': 'rb', 'w': 'wb', 'a': 'ab', 'x': 'xb'}[kind] + ('+' if plus else '')
        self.closefd = closefd

    @property
    def closed(self):
        return self._fd < 0

    def __repr__(self):
        if self.closed:
            return '<_io.FileIO [closed]>'
        return '<_io.FileIO name=' + repr(self.name) + ' mode=' + repr(self.mode) + ' closefd=' + repr(self.closefd) + '>'

    def readable(self):
        self._check_closed()
        return self._readable

    def writable(self):
        self._check_closed()
        return self._writable

    def seekable(self):
        self._check_closed()
        return True

    def fileno(self):
        self._check_closed()
        return self._fd

    def read(self, size=-1):
        self._check_closed()
        if not self._readable:
            raise UnsupportedOperation("File not open for reading")
        data = _tfplay_fs.pread(self._fd, self._pos, _size_arg(size))
        self._pos += len(data)
        return data

    def readall(self):
        return self.read()

    def write(self, b):
        self._check_closed()
        if not self._writable:
            raise UnsupportedOperation("File not open for writing")
        if not isinstance(b, bytes):
            raise TypeError("a bytes-like object is required, not '" + type(b).__name__ + "'")
        self._pos = _tfplay_fs.pwrite(self._fd, self._pos, b)
        return len(b)

    def seek(self, pos, whence=0):
        self._check_closed()
        _check_whence(whence)
        if whence == 1:
            pos += self._pos
        elif whence == 2:
            pos += _tfplay_fs.fsize(self._fd)
        if pos < 0:
            raise OSError(22, 'Invalid argument')
        self._pos = pos
        return pos

    def tell(self):
        self._check_closed()
        return self._pos

    def truncate(self, size=None):
        self._check_closed()
        if not self._writable:
            raise UnsupportedOperation("File not open for writing")
        size = self._pos if size is None else size
        _tfplay_fs.ftruncate(self._fd, size)
        return size

    def close(self):
        if self._fd >= 0:
            if self.closefd:
                _descriptors.pop(self._fd, None)
                _tfplay_fs.close(self._fd)
            self._fd = -1


class _BufferedIOBase(_IOBase):
    """BufferedReader, BufferedWriter and BufferedRandom: binary files over a FileIO."""

    def __init__(self, raw, buffer_size=DEFAULT_BUFFER_SIZE):
        self.raw = raw

    @property
    def closed(self):
        return self.raw.closed

    @property
    def name(self):
        return self.raw.name

    @property
    def mode(self):
        return self.raw.mode

    def __repr__(self):
        return '<_io.' + type(self).__name__ + ' name=' + repr(self.name) + '>'

    def readable(self):
        return self.raw.readable()

    def writable(self):
        return self.raw.writable()

    def seekable(self):
        return self.raw.seekable()

    def fileno(self):
        return self.raw.fileno()

    def _check_readable(self):
        self._check_closed("read of closed file")
        if not self.raw._readable:
            raise UnsupportedOperation("read")

    def read(self, size=-1):
        self._check_readable()
        return self.raw.read(size)

    def read1(self, size=-1):
        return self.read(size)

    def peek(self, size=0):
        self._check_readable()
        return _tfplay_fs.pread(self.raw._fd, self.raw._pos, DEFAULT_BUFFER_SIZE)

    def readline(self, size=-1):
        self._check_readable()
        size = _size_arg(size)
        raw = self.raw
        parts = []
        total = 0
        while size < 0 or total < size:
            chunk = _tfplay_fs.pread(raw._fd, raw._pos, DEFAULT_BUFFER_SIZE)
            if not chunk:
                break
            end = chunk.find(b'\n')
            end = len(chunk) if end < 0 else end + 1
            if size >= 0:
                end = min(end, size - total)
            parts.append(chunk[:end])
            total += end
            raw._pos += end
            if chunk[end - 1:end] == b'\n':
                break
        return b''.join(parts)

    def write(self, b):
        self._check_closed("write to closed file")
        if not self.raw._writable:
            raise UnsupportedOperation("write")
        return self.raw.write(b)

    def seek(self, pos, whence=0):
        if not isinstance(pos, int):
            raise TypeError("'" + type(pos).__name__ + "' object cannot be interpreted as an integer")
        return self.raw.seek(pos, whence)

    def tell(self):
        return self.raw.tell()

    def truncate(self, size=None):
        self._check_closed("truncate of closed file")
        return self.raw.truncate(size)

    def flush(self):
        self._check_closed("flush of closed file")

    def close(self):
        self.raw.close()

    def detach(self):
        raw = self.raw
        self.raw = None
        return raw


class BufferedReader(_BufferedIOBase):
    pass


class BufferedWriter(_BufferedIOBase):
    pass


class BufferedRandom(_BufferedIOBase):
    pass


class _TextIOBase(_IOBase):
    pass


_NEWLINES = (None, '', '\n', '\r', '\r\n')


class TextIOWrapper(_TextIOBase):
    """A text file: str decoded from and encoded to the binary `buffer`, with universal newlines.

    Reading decodes the rest of the file once and keeps it (`_text`, from byte `_base`, read up
    to `_i`); tell() is the byte position of `_i`, as CPython's cookie is for UTF-8 without state.
    """

    def __init__(self, buffer, encoding=None, errors=None, newline=None, line_buffering=False,
                 write_through=False):
        if newline is not None and not isinstance(newline, str):
            raise TypeError("TextIOWrapper() argument 'newline' must be str or None, not " + type(newline).__name__)
        if newline not in _NEWLINES:
            raise ValueError("illegal newline value: " + newline)
        if encoding is None:
            encoding = 'UTF-8'
        elif not isinstance(encoding, str):
            raise TypeError("TextIOWrapper() argument 'encoding' must be str or None, not " + type(encoding).__name__)
        ''.encode(encoding)  # LookupError: unknown encoding: ...
        self.buffer = buffer
        self._encoding = encoding
        self._errors = 'strict' if errors is None else errors
        self._readnl = newline
        self._translate = newline is None
        self._writenl = newline if newline else '\n'
        self._line_buffering = line_buffering
        self._seen = 0  # newline kinds met while translating: 1 '\r', 2 '\n', 4 '\r\n'
        self._text = None
        self._i = 0
        self._base = 0
        self._has_cr = False

    encoding = property(lambda self: self._encoding)
    errors = property(lambda self: self._errors)
    line_buffering = property(lambda self: self._line_buffering)
    write_through = property(lambda self: False)

    @property
    def closed(self):
        return self.buffer.closed

    @property
    def name(self):
        return self.buffer.name

    @property
    def newlines(self):
        kinds = tuple(k for bit, k in ((1, '\r'), (2, '\n'), (4, '\r\n')) if self._seen & bit)
        return None if not kinds else kinds[0] if len(kinds) == 1 else kinds

    def __repr__(self):
        text = '<_io.TextIOWrapper name=' + repr(self.name)
        if hasattr(self, 'mode'):
            text += ' mode=' + repr(self.mode)
        return text + ' encoding=' + repr(self._encoding) + '>'

    def readable(self):
        self._check_closed()
        return self.buffer.readable()

    def writable(self):
        self._check_closed()
        return self.buffer.writable()

    def seekable(self):
        self._check_closed()
        return self.buffer.seekable()

    def fileno(self):
        return self.buffer.fileno()

    # ----- reading ------------------------------------------------------------------------------
    def _check_readable(self):
        self._check_closed()
        if not self.buffer.raw._readable:
            raise UnsupportedOperation("not readable")

    def _load(self):
        """Decodes the file from the current position, or again when all of it was read."""
        if self._text is not None and self._i < len(self._text):
            return
        self._sync()
        self._base = self.buffer.tell()
        self._text = self.buffer.read().decode(self._encoding, self._errors)
        self._i = 0
        self._has_cr = '\r' in self._text

    def _sync(self):
        """Puts the buffer's position where reading got to and forgets the decoded text."""
        if self._text is not None:
            self.buffer.seek(self._base + len(self._text[:self._i].encode(self._encoding, self._errors)))
            self._text = None

    def _tr(self, chunk):
        if not self._translate or not self._has_cr:
            if self._translate and '\n' in chunk:
                self._seen |= 2
            return chunk
        if '\r\n' in chunk:
            self._seen |= 4
        rest = chunk.replace('\r\n', '')
        if '\r' in rest:
            self._seen |= 1
        if '\n' in rest:
            self._seen |= 2
        return chunk.replace('\r\n', '\n').replace('\r', '\n')

    def read(self, size=-1):
        self._check_readable()
        size = _size_arg(size)
        self._load()
        text = self._text
        if size < 0:
            chunk = text[self._i:]
            self._i = len(text)
            return self._tr(chunk)
        parts = []
        n = 0
        while n < size and self._i < len(text):
            end = self._i + (size - n)
            if self._translate and end < len(text) and text[end - 1] == '\r' and text[end] == '\n':
                end += 1
            chunk = self._tr(text[self._i:end])
            self._i = min(end, len(text))
            parts.append(chunk)
            n += len(chunk)
        return ''.join(parts)

    def readline(self, size=-1):
        self._check_readable()
        size = _size_arg(size)
        self._load()
        text = self._text
        i = self._i
        if i >= len(text):
            return ''
        nl = self._readnl
        if nl is None or nl == '':
            end = text.find('\n', i)
            if self._has_cr:
                r = text.find('\r', i, end if end >= 0 else len(text))
                if r >= 0:
                    end = r + 1 if text[r + 1:r + 2] == '\n' else r
            end = len(text) if end < 0 else end + 1
        else:
            end = text.find(nl, i)
            end = len(text) if end < 0 else end + len(nl)
        if 0 <= size < end - i:
            end = i + size
        self._i = end
        line = text[i:end]
        return self._tr(line)

    def __next__(self):
        line = self.readline()
        if not line:
            raise StopIteration
        return line

    # ----- writing ------------------------------------------------------------------------------
    def write(self, s):
        self._check_closed()
        if not isinstance(s, str):
            raise TypeError("write() argument must be str, not " + type(s).__name__)
        if not self.buffer.raw._writable:
            raise UnsupportedOperation("not writable")
        self._sync()
        text = s.replace('\n', self._writenl) if self._writenl != '\n' else s
        self.buffer.write(text.encode(self._encoding, self._errors))
        return len(s)

    # ----- position -----------------------------------------------------------------------------
    def tell(self):
        self._check_closed()
        if self._text is None:
            return self.buffer.tell()
        return self._base + len(self._text[:self._i].encode(self._encoding, self._errors))

    def seek(self, cookie, whence=0):
        self._check_closed()
        _check_whence(whence)
        if whence == 1:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero cur-relative seeks")
            return self.tell()
        if whence == 2:
            if cookie != 0:
                raise UnsupportedOperation("can't do nonzero end-relative seeks")
            self._text = None
            return self.buffer.seek(0, 2)
        if cookie < 0:
            raise ValueError("negative seek position " + str(cookie))
        self._text = None
        return self.buffer.seek(cookie)

    def truncate(self, pos=None):
        self._check_closed()
        self._sync()
        return self.buffer.truncate(pos)

    def flush(self):
        self._check_closed()

    def close(self):
        if not self.closed:
            self.buffer.close()

    def detach(self):
        self._sync()
        buffer = self.buffer
        self.buffer = None
        return buffer


class _MemoryFile:
    """What StringIO and BytesIO share: a value (str or bytes) and a position in it."""

    closed = property(lambda self: self._closed)

    def __repr__(self):
        return object.__repr__(self)

    def readable(self):
        self._check_closed()
        return True

    def writable(self):
        self._check_closed()
        return True

    def seekable(self):
        self._check_closed()
        return True

    def getvalue(self):
        self._check_closed()
        return self._value

    def read(self, size=-1):
        self._check_closed()
        size = _size_arg(size)
        end = len(self._value) if size < 0 else min(self._pos + size, len(self._value))
        out = self._value[self._pos:end]
        self._pos = max(self._pos, end)
        return out

    def _take_line(self, end, size):
        # The line ending at `end` (or `size` characters of it), and the position after it.
        if 0 <= size < end - self._pos:
            end = self._pos + size
        out = self._value[self._pos:end]
        self._pos = max(self._pos, end)
        return out

    def _store(self, data, padding):
        # Overwrites from the position, padding a gap after the end (a seek past it) first.
        v = self._value
        if self._pos > len(v):
            v += padding * (self._pos - len(v))
        self._value = v[:self._pos] + data + v[self._pos + len(data):]
        self._pos += len(data)

    def tell(self):
        self._check_closed()
        return self._pos

    def _truncate(self, size, message):
        self._check_closed()
        size = self._pos if size is None else size
        if size < 0:
            raise ValueError(message + str(size))
        self._value = self._value[:size]
        return size

    def close(self):
        self._closed = True


class StringIO(_MemoryFile, _TextIOBase):
    """An in-memory text file (newline='\\n': no translation)."""

    def __init__(self, initial_value='', newline='\n'):
        if initial_value is None:
            initial_value = ''
        if not isinstance(initial_value, str):
            raise TypeError("initial_value must be str or None, not " + type(initial_value).__name__)
        if newline is not None and not isinstance(newline, str):
            raise TypeError("newline must be str or None, not " + type(newline).__name__)
        if newline not in _NEWLINES:
            raise ValueError("illegal newline value: " + newline)
        self._newline = newline
        self._value = self._in(initial_value)
        self._pos = 0
        self._closed = False

    def _in(self, s):
        if self._newline is None:
            return s.replace('\r\n', '\n').replace('\r', '\n')
        if self._newline not in ('', '\n'):
            return s.replace('\n', self._newline)
        return s

    line_buffering = property(lambda self: False)
    newlines = property(lambda self: None)

    def _check_closed(self, msg="I/O operation on closed file"):
        if self._closed:
            raise ValueError(msg)

    def __iter__(self):
        _IOBase._check_closed(self)
        return self

    def readline(self, size=-1):
        self._check_closed()
        size = _size_arg(size)
        v = self._value
        if self._newline in (None, '\n'):
            end = v.find('\n', self._pos)
            end = len(v) if end < 0 else end + 1
        else:
            nl = self._newline or '\n'
            end = v.find(nl, self._pos)
            end = len(v) if end < 0 else end + len(nl)
        return self._take_line(end, size)

    def write(self, s):
        self._check_closed()
        if not isinstance(s, str):
            raise TypeError("string argument expected, got '" + type(s).__name__ + "'")
        n = len(s)
        self._store(self._in(s), '\0')
        return n

    def seek(self, pos, whence=0):
        self._check_closed()
        _check_whence(whence)
        if whence == 0 and pos < 0:
            raise ValueError("Negative seek position " + str(pos))
        if whence != 0 and pos != 0:
            raise OSError("Can't do nonzero cur-relative seeks")
        if whence == 1:
            pos = self._pos
        elif whence == 2:
            pos = len(self._value)
        self._pos = pos
        return pos

    def truncate(self, size=None):
        return self._truncate(size, "Negative size value ")


class BytesIO(_MemoryFile, _BufferedIOBase):
    """An in-memory binary file."""

    def __init__(self, initial_bytes=b''):
        if initial_bytes is None:
            initial_bytes = b''
        self._value = bytes(initial_bytes)
        self._pos = 0
        self._closed = False

    def read1(self, size=-1):
        return self.read(size)

    def readline(self, size=-1):
        self._check_closed()
        size = _size_arg(size)
        end = self._value.find(b'\n', self._pos)
        end = len(self._value) if end < 0 else end + 1
        return self._take_line(end, size)

    def write(self, b):
        self._check_closed()
        if not isinstance(b, bytes):
            raise TypeError("a bytes-like object is required, not '" + type(b).__name__ + "'")
        self._store(b, b'\0')
        return len(b)

    def seek(self, pos, whence=0):
        self._check_closed()
        _check_whence(whence)
        if whence == 0 and pos < 0:
            raise ValueError("negative seek value " + str(pos))
        if whence == 1:
            pos = max(0, self._pos + pos)
        elif whence == 2:
            pos = max(0, len(self._value) + pos)
        self._pos = pos
        return pos

    def truncate(self, size=None):
        return self._truncate(size, "negative size value ")

    def fileno(self):
        raise UnsupportedOperation("fileno")


def _parse_mode(mode):
    """open()'s mode checks, in CPython's order and with its messages (_io_open_impl)."""
    if not isinstance(mode, str):
        raise TypeError("open() argument 'mode' must be str, not " + type(mode).__name__)
    seen = ''
    for c in mode:
        if c not in 'rwxabt+' or c in seen:
            raise ValueError("invalid mode: " + repr(mode))
        seen += c
    kinds = sum(c in seen for c in 'rwxa')
    if 't' in seen and 'b' in seen:
        raise ValueError("can't have text and binary mode at once")
    if kinds != 1:
        if kinds > 1:
            raise ValueError("must have exactly one of create/read/write/append mode")
        raise ValueError("Must have exactly one of create/read/write/append mode and at most one plus")
    kind = [c for c in 'rwxa' if c in seen][0]
    return kind, '+' in seen, 'b' in seen


def open(file, mode='r', buffering=-1, encoding=None, errors=None, newline=None, closefd=True, opener=None):
    """CPython's io.open over the run's file system: a TextIOWrapper, or for 'b' modes a
    BufferedReader ('r'), BufferedWriter ('w', 'a', 'x') or BufferedRandom ('+')."""
    if not isinstance(file, int):
        file = _fspath(file)
    kind, plus, binary = _parse_mode(mode)
    if binary and encoding is not None:
        raise ValueError("binary mode doesn't take an encoding argument")
    if binary and errors is not None:
        raise ValueError("binary mode doesn't take an errors argument")
    if binary and newline is not None:
        raise ValueError("binary mode doesn't take a newline argument")
    if not binary and newline is not None and newline not in _NEWLINES:
        if not isinstance(newline, str):
            raise TypeError("open() argument 'newline' must be str or None, not " + type(newline).__name__)
        raise ValueError("illegal newline value: " + newline)
    if not binary and encoding is not None:
        if not isinstance(encoding, str):
            raise TypeError("open() argument 'encoding' must be str or None, not " + type(encoding).__name__)
        ''.encode(encoding)
    if buffering == 0 and not binary:
        raise ValueError("can't have unbuffered text I/O")
    raw = FileIO(file, kind + ('+' if plus else '') + 'b', closefd)
    if buffering == 0:
        return raw
    if plus:
        buffer = BufferedRandom(raw)
    elif kind == 'r':
        buffer = BufferedReader(raw)
    else:
        buffer = BufferedWriter(raw)
    if binary:
        return buffer
    text = TextIOWrapper(buffer, encoding, errors, newline, buffering == 1)
    text.mode = mode
    return text


def text_encoding(encoding, stacklevel=2):
    return 'locale' if encoding is None else encoding
