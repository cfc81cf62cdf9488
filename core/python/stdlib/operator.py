# operator for tfplay (the functions learners pass to map/sorted/reduce).
__builtins_abs = abs

def add(a, b): return a + b
def sub(a, b): return a - b
def mul(a, b): return a * b
def truediv(a, b): return a / b
def floordiv(a, b): return a // b
def mod(a, b): return a % b
def pow(a, b): return a ** b
def neg(a): return -a
def eq(a, b): return a == b
def ne(a, b): return a != b
def lt(a, b): return a < b
def le(a, b): return a <= b
def gt(a, b): return a > b
def ge(a, b): return a >= b
def not_(a): return not a
def truth(a): return bool(a)
def and_(a, b): return a & b
def or_(a, b): return a | b
def xor(a, b): return a ^ b
def contains(a, b): return b in a
def getitem(a, b): return a[b]
def abs(a): return __builtins_abs(a)
def pos(a): return +a
def invert(a): return ~a
inv = invert
def lshift(a, b): return a << b
def rshift(a, b): return a >> b
def matmul(a, b): return a @ b
def is_(a, b): return a is b
def is_not(a, b): return a is not b
def index(a):
    """CPython's operator.index: a.__index__() for an int-like object, TypeError otherwise."""
    if isinstance(a, int):
        return int(a)  # a bool or int subclass becomes a plain int, as in CPython 3.10+
    method = getattr(type(a), '__index__', None)
    if method is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(a).__name__)
    return method(a)
def concat(a, b):
    if not hasattr(a, '__getitem__'):
        raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
    return a + b
def setitem(a, b, c): a[b] = c
def delitem(a, b): del a[b]
def countOf(a, b):
    return sum(1 for x in a if x is b or x == b)
def indexOf(a, b):
    for i, x in enumerate(a):
        if x is b or x == b:
            return i
    raise ValueError('sequence.index(x): x not in sequence')
def length_hint(obj, default=0):
    try:
        return len(obj)
    except TypeError:
        return default
def iadd(a, b):
    a += b
    return a
def isub(a, b):
    a -= b
    return a
def imul(a, b):
    a *= b
    return a
def itruediv(a, b):
    a /= b
    return a
def ifloordiv(a, b):
    a //= b
    return a
def imod(a, b):
    a %= b
    return a
def iconcat(a, b):
    a += b
    return a
def ipow(a, b):
    a **= b
    return a
def imatmul(a, b):
    a @= b
    return a
def iand(a, b):
    a &= b
    return a
def ior(a, b):
    a |= b
    return a
def ixor(a, b):
    a ^= b
    return a
def ilshift(a, b):
    a <<= b
    return a
def irshift(a, b):
    a >>= b
    return a
def call(obj, /, *args, **kwargs):
    return obj(*args, **kwargs)

class itemgetter:
    """itemgetter(item, ...)(obj) is obj[item], or a tuple of each obj[item]."""
    def __init__(self, *items):
        if not items:
            raise TypeError('itemgetter expected 1 argument, got 0')
        self._items = items
    def __call__(self, obj):
        if len(self._items) == 1:
            return obj[self._items[0]]
        return tuple(obj[i] for i in self._items)
    def __repr__(self):
        return 'operator.itemgetter(%s)' % ', '.join(map(repr, self._items))

class attrgetter:
    """attrgetter(attr, ...)(obj) is obj.attr (dotted names followed), or a tuple of them."""
    def __init__(self, *attrs):
        if not attrs:
            raise TypeError('attrgetter expected 1 argument, got 0')
        for attr in attrs:
            if not isinstance(attr, str):
                raise TypeError('attribute name must be a string')
        self._attrs = attrs
    def __repr__(self):
        return 'operator.attrgetter(%s)' % ', '.join(map(repr, self._attrs))
    def _get(self, obj, name):
        for part in name.split('.'):
            obj = getattr(obj, part)
        return obj
    def __call__(self, obj):
        if len(self._attrs) == 1:
            return self._get(obj, self._attrs[0])
        return tuple(self._get(obj, a) for a in self._attrs)

class methodcaller:
    """methodcaller('name', *args, **kwargs)(obj) calls obj.name(*args, **kwargs)."""
    def __init__(self, name, /, *args, **kwargs):
        if not isinstance(name, str):
            raise TypeError('method name must be a string')
        self._name = name
        self._args = args
        self._kwargs = kwargs
    def __call__(self, obj):
        return getattr(obj, self._name)(*self._args, **self._kwargs)
    def __repr__(self):
        args = [repr(self._name)]
        args.extend(map(repr, self._args))
        args.extend('%s=%r' % (k, v) for k, v in self._kwargs.items())
        return 'operator.methodcaller(%s)' % ', '.join(args)


# The dunder aliases CPython's operator module defines (operator.__add__ is operator.add).
for _name in ('abs', 'add', 'and_', 'concat', 'contains', 'delitem', 'eq', 'floordiv', 'ge', 'getitem', 'gt',
              'iadd', 'iconcat', 'ifloordiv', 'imod', 'imul', 'index', 'inv', 'invert', 'isub', 'itruediv', 'le',
              'lshift', 'lt', 'matmul', 'mod', 'mul', 'ne', 'neg', 'not_', 'or_', 'pos', 'pow', 'rshift', 'setitem',
              'sub', 'truediv', 'xor'):
    globals()['__%s__' % _name.rstrip('_')] = globals()[_name]
del _name
