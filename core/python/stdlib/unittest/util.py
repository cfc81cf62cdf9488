# Helpers of unittest's failure messages (CPython 3.12's Lib/unittest/util.py behaviour): reprs
# that never raise, long reprs shortened around their common prefix, element count differences.
from collections import namedtuple, Counter

__unittest = True

_MAX_LENGTH = 80
_PLACEHOLDER_LEN = 12
_MIN_BEGIN_LEN = 5
_MIN_END_LEN = 5
_MIN_COMMON_LEN = 5
_MIN_DIFF_LEN = _MAX_LENGTH - (_MIN_BEGIN_LEN + _PLACEHOLDER_LEN + _MIN_COMMON_LEN + _PLACEHOLDER_LEN + _MIN_END_LEN)


def _common_prefix(texts):
    first, last = min(texts), max(texts)
    n = 0
    while n < len(first) and first[n] == last[n]:
        n += 1
    return first[:n]


def _shorten(s, prefixlen, suffixlen):
    skip = len(s) - prefixlen - suffixlen
    if skip > _PLACEHOLDER_LEN:
        return '%s[%d chars]%s' % (s[:prefixlen], skip, s[len(s) - suffixlen:])
    return s


def _common_shorten_repr(*args):
    """The reprs of args; when one is longer than 80 characters, their common prefix and their
    differing tails are cut to '[N chars]' placeholders."""
    reprs = tuple(safe_repr(a) for a in args)
    longest = max(len(r) for r in reprs)
    if longest <= _MAX_LENGTH:
        return reprs
    prefix = _common_prefix(reprs)
    n = len(prefix)
    keep = _MAX_LENGTH - (longest - n + _MIN_BEGIN_LEN + _PLACEHOLDER_LEN)
    if keep > _MIN_COMMON_LEN:
        head = _shorten(prefix, _MIN_BEGIN_LEN, keep)
        return tuple(head + r[n:] for r in reprs)
    head = _shorten(prefix, _MIN_BEGIN_LEN, _MIN_COMMON_LEN)
    return tuple(head + _shorten(r[n:], _MIN_DIFF_LEN, _MIN_END_LEN) for r in reprs)


def safe_repr(obj, short=False):
    try:
        text = repr(obj)
    except Exception:
        text = object.__repr__(obj)
    if short and len(text) >= _MAX_LENGTH:
        return text[:_MAX_LENGTH] + ' [truncated]...'
    return text


def strclass(cls):
    return "%s.%s" % (cls.__module__, cls.__qualname__)


def sorted_list_difference(expected, actual):
    """(missing, unexpected): the items of sorted list expected not in sorted list actual, and
    the other way round, each once."""
    missing, unexpected = [], []
    i = j = 0
    while i < len(expected) and j < len(actual):
        e, a = expected[i], actual[j]
        if e < a:
            missing.append(e)
            while i < len(expected) and expected[i] == e:
                i += 1
        elif e > a:
            unexpected.append(a)
            while j < len(actual) and actual[j] == a:
                j += 1
        else:
            while i < len(expected) and expected[i] == e:
                i += 1
            while j < len(actual) and actual[j] == a:
                j += 1
    missing.extend(expected[i:])
    unexpected.extend(actual[j:])
    return missing, unexpected


def unorderable_list_difference(expected, actual):
    """Like sorted_list_difference for unorderable items (empties expected, as CPython's does)."""
    missing = []
    while expected:
        item = expected.pop()
        try:
            actual.remove(item)
        except ValueError:
            missing.append(item)
    return missing, actual


def three_way_cmp(x, y):
    """-1, 0 or 1 as x is less than, equal to or greater than y."""
    return (x > y) - (x < y)


_Mismatch = namedtuple('Mismatch', 'actual expected value')


def _count_diff_all_purpose(actual, expected):
    """Mismatch(count in actual, count in expected, element) for each element whose counts
    differ; the elements need not be hashable."""
    first, second = list(actual), list(expected)
    used_first = [False] * len(first)
    used_second = [False] * len(second)
    out = []
    for i, elem in enumerate(first):
        if used_first[i]:
            continue
        n_first = n_second = 0
        for j in range(i, len(first)):
            if not used_first[j] and first[j] == elem:
                n_first += 1
                used_first[j] = True
        for j, other in enumerate(second):
            if not used_second[j] and other == elem:
                n_second += 1
                used_second[j] = True
        if n_first != n_second:
            out.append(_Mismatch(n_first, n_second, elem))
    for i, elem in enumerate(second):
        if used_second[i]:
            continue
        n_second = 0
        for j in range(i, len(second)):
            if not used_second[j] and second[j] == elem:
                n_second += 1
                used_second[j] = True
        out.append(_Mismatch(0, n_second, elem))
    return out


def _count_diff_hashable(actual, expected):
    """_count_diff_all_purpose for hashable elements, in the order of first appearance."""
    first, second = Counter(actual), Counter(expected)
    out = []
    for elem, n in first.items():
        m = second.get(elem, 0)
        if n != m:
            out.append(_Mismatch(n, m, elem))
    for elem, m in second.items():
        if elem not in first:
            out.append(_Mismatch(0, m, elem))
    return out
