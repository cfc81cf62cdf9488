# glob for tfplay: glob() and iglob() over the run's in-memory file system, after CPython 3.12's
# Lib/glob.py ('*', '?' and '[...]' within a path component, '**' with recursive=True; names
# starting with '.' only match a pattern starting with '.'). Matches come in name order.
import os
import re

__all__ = ["glob", "iglob", "escape", "has_magic"]

_MAGIC = re.compile('([*?[])')


def has_magic(s):
    return _MAGIC.search(s) is not None


def escape(pathname):
    return re.sub('([*?[])', r'[\1]', pathname)


def _translate(pattern):
    out = ''
    i = 0
    while i < len(pattern):
        c = pattern[i]
        i += 1
        if c == '*':
            out += '.*'
        elif c == '?':
            out += '.'
        elif c == '[':
            j = pattern.find(']', i + 1 if pattern[i:i + 1] in ('!', ']') else i)
            if j < 0:
                out += '\\['
            else:
                body = pattern[i:j].replace('\\', '\\\\')
                if body.startswith('!'):
                    body = '^' + body[1:]
                out += '[' + body + ']'
                i = j + 1
        else:
            out += re.escape(c)
    return re.compile(out + r'\Z', re.DOTALL)


def _children(dirname, pattern, dironly):
    try:
        names = sorted(os.listdir(dirname or os.curdir))
    except OSError:
        return []
    regex = _translate(pattern)
    hidden = pattern.startswith('.')
    return [n for n in names if regex.match(n) and (hidden or not n.startswith('.'))
            and (not dironly or os.path.isdir(os.path.join(dirname, n)))]


def _rlistdir(dirname):
    try:
        names = sorted(os.listdir(dirname or os.curdir))
    except OSError:
        return
    for n in names:
        if n.startswith('.'):
            continue
        yield n
        path = os.path.join(dirname, n)
        if os.path.isdir(path):
            for sub in _rlistdir(path):
                yield os.path.join(n, sub)


def _iglob(pathname, recursive, dironly):
    dirname, basename = os.path.split(pathname)
    if not has_magic(pathname):
        if (basename and os.path.lexists(pathname)) or (not basename and os.path.isdir(dirname)):
            yield pathname
        return
    if not dirname:
        if recursive and basename == '**':
            yield ''
            yield from (n for n in _rlistdir('') if not dironly or os.path.isdir(n))
        else:
            yield from _children('', basename, dironly)
        return
    dirs = _iglob(dirname, recursive, True) if dirname != pathname and has_magic(dirname) else [dirname]
    for d in dirs:
        if recursive and basename == '**':
            names = [''] + [n for n in _rlistdir(d) if not dironly or os.path.isdir(os.path.join(d, n))]
        elif has_magic(basename):
            names = _children(d, basename, dironly)
        else:
            names = [basename] if (os.path.isdir(d) and os.path.lexists(os.path.join(d, basename))) else []
        for name in names:
            yield os.path.join(d, name)


def iglob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    pathname = os.fspath(pathname)
    return iter(p for p in _iglob(pathname, recursive, False) if p)


def glob(pathname, *, root_dir=None, dir_fd=None, recursive=False, include_hidden=False):
    return list(iglob(pathname, recursive=recursive))
