# operator for tfplay (the functions learners pass to map/sorted/reduce).
__builtins_abs = abs

def add(a, b, /): return a + b
def sub(a, b, /): return a - b
def mul(a, b, /): return a * b
def truediv(a, b, /): return a / b
def floordiv(a, b, /): return a // b
def mod(a, b, /): return a % b
def pow(a, b, /): return a ** b
def neg(a, /): return -a
def eq(a, b, /): return a == b
def ne(a, b, /): return a != b
def lt(a, b, /): return a < b
def le(a, b, /): return a <= b
def gt(a, b, /): return a > b
def ge(a, b, /): return a >= b
def not_(a, /): return not a
def truth(a, /): return bool(a)
def and_(a, b, /): return a & b
def or_(a, b, /): return a | b
def xor(a, b, /): return a ^ b
def contains(a, b, /): return b in a
def getitem(a, b, /): return a[b]
def abs(a, /): return __builtins_abs(a)
def pos(a, /): return +a
def invert(a, /): return ~a
inv = invert
def lshift(a, b, /): return a << b
def rshift(a, b, /): return a >> b
def matmul(a, b, /): return a @ b
def is_(a, b, /): return a is b
def is_not(a, b, /): return a is not b
def index(a, /):
    """CPython's operator.index: a.__index__() for an int-like object, TypeError otherwise."""
    if isinstance(a, int):
        return int(a)  # a bool or int subclass becomes a plain int, as in CPython 3.10+
    method = getattr(type(a), '__index__', None)
    if method is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(a).__name__)
    return method(a)
def _is_sequence(x):
    # PySequence_Check: a __getitem__ on the type, dicts excepted.
    return not isinstance(x, dict) and hasattr(type(x), '__getitem__')
def _has_sq_concat(t):
    # The built-in sequences with their own concatenation (sq_concat).
    return issubclass(t, (str, bytes, bytearray, tuple, list)) or any(
        c.__name__ == 'deque' and c.__module__ == 'collections' for c in t.__mro__)
def _add_slots(a, b, inplace):
    # BINARY_IOP1 for +: __iadd__ (in place), then __add__ / __radd__ as binary_op1 orders them.
    ta, tb = type(a), type(b)
    if inplace:
        method = getattr(ta, '__iadd__', None)
        if method is not None:
            result = method(a, b)
            if result is not NotImplemented:
                return result
    add = getattr(ta, '__add__', None)
    radd = getattr(tb, '__radd__', None) if tb is not ta else None
    if radd is not None and issubclass(tb, ta) and radd is not getattr(ta, '__radd__', None):
        result = radd(b, a)
        if result is not NotImplemented:
            return result
        radd = None
    if add is not None:
        result = add(a, b)
        if result is not NotImplemented:
            return result
    if radd is not None:
        return radd(b, a)
    return NotImplemented
def _concat(a, b, inplace):
    # PySequence_Concat / PySequence_InPlaceConcat: a built-in sequence's own concatenation,
    # else + between two sequences, else "can't be concatenated".
    if _has_sq_concat(type(a)):
        if inplace:
            a += b
            return a
        return a + b
    if _is_sequence(a) and _is_sequence(b):
        result = _add_slots(a, b, inplace)
        if result is not NotImplemented:
            return result
    raise TypeError("'%s' object can't be concatenated" % type(a).__name__)
def concat(a, b, /):
    return _concat(a, b, False)
def setitem(a, b, c, /): a[b] = c
def delitem(a, b, /): del a[b]
def countOf(a, b, /):
    return sum(1 for x in a if x is b or x == b)
def indexOf(a, b, /):
    for i, x in enumerate(a):
        if x is b or x == b:
            return i
    raise ValueError('sequence.index(x): x not in sequence')
def length_hint(obj, default=0, /):
    try:
        return len(obj)
    except TypeError:
        return default
def iadd(a, b, /):
    a += b
    return a
def isub(a, b, /):
    a -= b
    return a
def imul(a, b, /):
    a *= b
    return a
def itruediv(a, b, /):
    a /= b
    return a
def ifloordiv(a, b, /):
    a //= b
    return a
def imod(a, b, /):
    a %= b
    return a
def iconcat(a, b, /):
    return _concat(a, b, True)
def ipow(a, b, /):
    a **= b
    return a
def imatmul(a, b, /):
    a @= b
    return a
def iand(a, b, /):
    a &= b
    return a
def ior(a, b, /):
    a |= b
    return a
def ixor(a, b, /):
    a ^= b
    return a
def ilshift(a, b, /):
    a <<= b
    return a
def irshift(a, b, /):
    a >>= b
    return a
def call(*args, **kwargs):
    # _operator.call(obj, /, *args, **kwargs), with _PyArg_CheckPositional's message.
    if not args:
        raise TypeError('call expected at least 1 argument, got 0')
    return args[0](*args[1:], **kwargs)

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


def _c_function(fn, least, most):
    # _operator's functions are C ones: keywords refused, then the count checked with their
    # messages (METH_O for one argument, _PyArg_CheckPositional otherwise).
    name = fn.__name__
    if least == most == 1:
        def function(*args, **kwargs):
            if kwargs:
                raise TypeError('_operator.%s() takes no keyword arguments' % name)
            if len(args) != 1:
                raise TypeError('_operator.%s() takes exactly one argument (%d given)' % (name, len(args)))
            return fn(args[0])
    else:
        def function(*args, **kwargs):
            if kwargs:
                raise TypeError('_operator.%s() takes no keyword arguments' % name)
            n = len(args)
            if n < least or n > most:
                bound = least if n < least else most
                what = '' if least == most else 'at least ' if n < least else 'at most '
                raise TypeError('%s expected %s%d argument%s, got %d' % (name, what, bound, '' if bound == 1 else 's', n))
            return fn(*args)
    function.__name__ = function.__qualname__ = name
    function.__doc__ = fn.__doc__
    function.__wrapped__ = fn
    return function

for _name in ('abs', 'index', 'inv', 'invert', 'neg', 'not_', 'pos', 'truth'):
    globals()[_name] = _c_function(globals()[_name], 1, 1)
for _name in ('add', 'and_', 'concat', 'contains', 'countOf', 'delitem', 'eq', 'floordiv', 'ge', 'getitem', 'gt',
              'iadd', 'iand', 'iconcat', 'ifloordiv', 'ilshift', 'imatmul', 'imod', 'imul', 'indexOf', 'ior', 'ipow',
              'irshift', 'is_', 'is_not', 'isub', 'itruediv', 'ixor', 'le', 'lshift', 'lt', 'matmul', 'mod', 'mul',
              'ne', 'or_', 'pow', 'rshift', 'sub', 'truediv', 'xor'):
    globals()[_name] = _c_function(globals()[_name], 2, 2)
setitem = _c_function(setitem, 3, 3)
length_hint = _c_function(length_hint, 1, 2)
inv = invert

# The dunder aliases CPython's operator module defines (operator.__add__ is operator.add).
for _name in ('abs', 'add', 'and_', 'call', 'concat', 'contains', 'delitem', 'eq', 'floordiv', 'ge', 'getitem',
              'gt', 'iadd', 'iand', 'iconcat', 'ifloordiv', 'ilshift', 'imatmul', 'imod', 'imul', 'index', 'inv',
              'invert', 'ior', 'ipow', 'irshift', 'isub', 'itruediv', 'ixor', 'le', 'lshift', 'lt', 'matmul', 'mod',
              'mul', 'ne', 'neg', 'not_', 'or_', 'pos', 'pow', 'rshift', 'setitem', 'sub', 'truediv', 'xor'):
    globals()['__%s__' % _name.rstrip('_')] = globals()[_name]
del _name
