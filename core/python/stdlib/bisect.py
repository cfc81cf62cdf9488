# bisect: binary search over sorted sequences (CPython 3.12's bisect, key= included).

__all__ = ['bisect', 'bisect_left', 'bisect_right', 'insort', 'insort_left', 'insort_right']


def _range(a, lo, hi):
    if lo < 0:
        raise ValueError('lo must be non-negative')
    if hi is None:
        hi = len(a)
    return lo, hi


def bisect_right(a, x, lo=0, hi=None, *, key=None):
    """The index where to insert x in sorted list a, after any entries equal to x."""
    lo, hi = _range(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        probe = a[mid] if key is None else key(a[mid])
        if x < probe:
            hi = mid
        else:
            lo = mid + 1
    return lo


def bisect_left(a, x, lo=0, hi=None, *, key=None):
    """The index where to insert x in sorted list a, before any entries equal to x."""
    lo, hi = _range(a, lo, hi)
    while lo < hi:
        mid = (lo + hi) // 2
        probe = a[mid] if key is None else key(a[mid])
        if probe < x:
            lo = mid + 1
        else:
            hi = mid
    return lo


def insort_right(a, x, lo=0, hi=None, *, key=None):
    """Insert item x in list a, keeping it sorted (after any equal entries)."""
    i = bisect_right(a, x if key is None else key(x), lo, hi, key=key)
    a.insert(i, x)


def insort_left(a, x, lo=0, hi=None, *, key=None):
    """Insert item x in list a, keeping it sorted (before any equal entries)."""
    i = bisect_left(a, x if key is None else key(x), lo, hi, key=key)
    a.insert(i, x)


bisect = bisect_right
insort = insort_right
