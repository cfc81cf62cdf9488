# The builtin types' methods have CPython's docstrings, through the type (list.append) and through
# an instance ([].append); the methods listed are those tfplay has. CPython 3.12 prints the same
# as the machine's python3 here.
print(list.append.__doc__)
print([].append.__doc__)
print(str.split.__doc__)
print(dict.get.__doc__)
print("a b".split.__doc__ == str.split.__doc__)
METHODS = {
    list: ('append', 'clear', 'copy', 'count', 'extend', 'index', 'insert', 'pop', 'remove', 'reverse', 'sort'),
    dict: ('clear', 'copy', 'fromkeys', 'get', 'items', 'keys', 'pop', 'popitem', 'setdefault', 'update', 'values'),
    str: ('capitalize', 'casefold', 'center', 'count', 'encode', 'endswith', 'expandtabs', 'find', 'format', 'format_map', 'index', 'isalnum', 'isalpha', 'isascii', 'isdecimal', 'isdigit', 'isidentifier', 'islower', 'isnumeric', 'isprintable', 'isspace', 'istitle', 'isupper', 'join', 'ljust', 'lower', 'lstrip', 'partition', 'removeprefix', 'removesuffix', 'replace', 'rfind', 'rindex', 'rjust', 'rpartition', 'rsplit', 'rstrip', 'split', 'splitlines', 'startswith', 'strip', 'swapcase', 'title', 'upper', 'zfill'),
    set: ('add', 'clear', 'copy', 'difference', 'difference_update', 'discard', 'intersection', 'intersection_update', 'isdisjoint', 'issubset', 'issuperset', 'pop', 'remove', 'symmetric_difference', 'symmetric_difference_update', 'union', 'update'),
    frozenset: ('copy', 'difference', 'intersection', 'isdisjoint', 'issubset', 'issuperset', 'symmetric_difference', 'union'),
    tuple: ('count', 'index'),
    int: ('bit_length', 'conjugate'),
    float: ('conjugate', 'is_integer'),
    bytes: ('decode',),
    range: ('count', 'index'),
}
for t, names in METHODS.items():
    for name in names:
        doc = getattr(t, name).__doc__
        print(f"{t.__name__}.{name} | {doc.splitlines()[0] if doc else doc}")
for f in (str.join, str.strip, str.replace, str.startswith, str.format, dict.items, dict.setdefault,
          dict.pop, list.sort, list.pop, list.index, set.add, set.union, int.bit_length, float.is_integer):
    print(f"{f.__name__}: {f.__doc__}")


class Mine(list):
    def append(self, x):
        super().append(x)


print(Mine.append.__doc__, Mine.extend.__doc__ == list.extend.__doc__)
