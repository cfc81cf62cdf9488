# keyword for tfplay: CPython 3.12's Lib/keyword.py lists (kwlist, softkwlist) and tests.

__all__ = ["iskeyword", "issoftkeyword", "kwlist", "softkwlist"]

kwlist = [
    'False', 'None', 'True', 'and', 'as', 'assert', 'async', 'await', 'break', 'class', 'continue',
    'def', 'del', 'elif', 'else', 'except', 'finally', 'for', 'from', 'global', 'if', 'import',
    'in', 'is', 'lambda', 'nonlocal', 'not', 'or', 'pass', 'raise', 'return', 'try', 'while',
    'with', 'yield',
]

softkwlist = ['_', 'case', 'match', 'type']

_kwset = frozenset(kwlist)
_softkwset = frozenset(softkwlist)


def iskeyword(s):
    return s in _kwset


def issoftkeyword(s):
    return s in _softkwset
