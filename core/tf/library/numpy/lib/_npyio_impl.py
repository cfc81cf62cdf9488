
import os

np = None
_natives = None


def _install(numpy, natives):
    global np, _natives
    np = numpy
    _natives = natives


def save(file, arr, allow_pickle=True, fix_imports=None):
    """np.save: `arr` in the .npy format; a path gets '.npy' appended when it lacks it."""
    data = _natives.encode(np.asarray(arr))
    if hasattr(file, 'write'):
        file.write(data)
        return
    file = os.fspath(file)
    if not file.endswith('.npy'):
        file = file + '.npy'
    with open(file, 'wb') as f:
        f.write(data)


def load(file, mmap_mode=None, allow_pickle=False, fix_imports=True, encoding='ASCII', *, max_header_size=10000):
    """np.load of a .npy file (a path or a binary file object)."""
    if encoding not in ('ASCII', 'latin1', 'bytes'):
        raise ValueError("encoding must be 'ASCII', 'latin1', or 'bytes'")
    if hasattr(file, 'read'):
        data = file.read()
    else:
        with open(os.fspath(file), 'rb') as f:
            data = f.read()
    if not data:
        raise EOFError("No data left in file")
    if data.startswith(b'PK\x03\x04') or data.startswith(b'PK\x05\x06'):
        raise NotImplementedError("np.load() of .npz archives is not available in the tfplay playground")
    if data.startswith(b'\x93NUMPY'):
        return _natives.decode(data)
    if not allow_pickle:
        raise ValueError("This file contains pickled (object) data. If you trust the file you can load it "
                         "unsafely using the `allow_pickle=` keyword argument or `pickle.load()`.")
    raise NotImplementedError("np.load() of pickled data is not available in the tfplay playground")


def savetxt(fname, X, fmt='%.18e', delimiter=' ', newline='\n', header='', footer='', comments='# ',
            encoding=None):
    """np.savetxt: one line per row of a 1-D or 2-D array, each value formatted with `fmt`."""
    X = np.asarray(X)
    if X.ndim == 0 or X.ndim > 2:
        raise ValueError("Expected 1D or 2D array, got %dD array instead" % X.ndim)
    if X.ndim == 1:
        X = np.atleast_2d(X).T
    ncol = X.shape[1]
    if isinstance(fmt, bytes):
        fmt = fmt.decode('latin1')
    if isinstance(fmt, (list, tuple)):
        if len(fmt) != ncol:
            raise AttributeError('fmt has wrong shape.  %s' % str(fmt))
        format = delimiter.join(fmt)
    elif isinstance(fmt, str):
        n_fmt_chars = fmt.count('%')
        error = ValueError('fmt has wrong number of %% formats:  %s' % fmt)
        if n_fmt_chars == 1:
            format = delimiter.join([fmt] * ncol)
        elif n_fmt_chars != ncol:
            raise error
        else:
            format = fmt
    else:
        raise ValueError('invalid fmt: %r' % (fmt,))
    own = not hasattr(fname, 'write')
    fh = open(os.fspath(fname), 'w', encoding=encoding) if own else fname
    try:
        if len(header) > 0:
            header = header.replace('\n', '\n' + comments)
            fh.write(comments + header + newline)
        for row in X.tolist():
            try:
                v = format % tuple(row) + newline
            except TypeError as e:
                raise TypeError("Mismatch between array dtype ('%s') and format specifier ('%s')"
                                % (str(X.dtype), format)) from e
            fh.write(v)
        if len(footer) > 0:
            footer = footer.replace('\n', '\n' + comments)
            fh.write(comments + footer + newline)
    finally:
        if own:
            fh.close()


def _lines(fname, encoding):
    if isinstance(fname, (str, bytes)) or hasattr(type(fname), '__fspath__'):
        path = os.fspath(fname)
        if not os.path.exists(path):
            raise FileNotFoundError(f"{path} not found.")
        with open(path, encoding=encoding) as f:
            return f.read().splitlines()
    return [line.decode('latin1') if isinstance(line, bytes) else line for line in fname]


def loadtxt(fname, dtype=float, comments='#', delimiter=None, converters=None, skiprows=0, usecols=None,
            unpack=False, ndmin=0, encoding=None, max_rows=None, *, quotechar=None, like=None):
    """np.loadtxt: the numbers of a text file, one row per line (split at `delimiter`, or at
    whitespace), comments and blank lines skipped; squeezed as NumPy squeezes it."""
    if ndmin not in (0, 1, 2):
        raise ValueError(f"Illegal value of ndmin keyword: {ndmin}")
    dt = np.dtype(dtype)
    if isinstance(comments, str):
        comments = [comments]
    comments = [c for c in (comments or []) if c]
    if isinstance(usecols, int):
        usecols = [usecols]
    kind = dt.kind
    if kind == 'f':
        convert = float
    elif kind in 'iu':
        convert = int
    elif kind == 'b':
        convert = lambda s: bool(int(s))
    else:
        raise NotImplementedError("np.loadtxt() of dtype %s is not available in the tfplay playground" % dt)
    rows = []
    ncols = None
    lines = _lines(fname, encoding)[skiprows:]
    for lineno, line in enumerate(lines, skiprows):
        for c in comments:
            i = line.find(c)
            if i >= 0:
                line = line[:i]
        fields = line.split(delimiter) if delimiter is not None else line.split()
        if delimiter is not None and not line.strip():
            fields = []
        if not fields:
            continue
        if max_rows is not None and len(rows) >= max_rows:
            break
        if usecols is not None:
            try:
                fields = [fields[i] for i in usecols]
            except IndexError:
                raise ValueError(f"invalid column index {max(usecols)} at row {lineno + 1} with {len(fields)} columns")
        if ncols is None:
            ncols = len(fields)
        elif len(fields) != ncols:
            raise ValueError(f"the number of columns changed from {ncols} to {len(fields)} at row {lineno + 1}; "
                             "use `usecols` to select a subset and avoid this error")
        row = []
        for col, s in enumerate(fields):
            s = s.strip()
            try:
                row.append(convert(s))
            except ValueError:
                raise ValueError(f"could not convert string {s!r} to {dt} at row {lineno}, column {col + 1}.") from None
        rows.append(row)
    if not rows:
        import warnings
        warnings.warn(f"loadtxt: input contained no data: \"{fname}\"", UserWarning, stacklevel=2)
        arr = np.array([], dtype=dt)
    else:
        arr = np.array(rows, dtype=dt)
    if arr.ndim > ndmin:
        arr = np.squeeze(arr)
    if arr.ndim < ndmin:
        arr = np.atleast_1d(arr) if ndmin == 1 else np.atleast_2d(arr).T
    if unpack:
        return arr.T
    return arr
