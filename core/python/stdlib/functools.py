# functools for tfplay: the parts learners use, written in Python (CPython's semantics).
_initial_missing = object()

def reduce(function, iterable, initial=_initial_missing):
    it = iter(iterable)
    if initial is _initial_missing:
        try:
            value = next(it)
        except StopIteration:
            raise TypeError("reduce() of empty iterable with no initial value") from None
    else:
        value = initial
    for element in it:
        value = function(value, element)
    return value

class partial:
    def __init__(self, /, *args, **keywords):
        if not args:
            raise TypeError("type 'partial' takes at least one argument")
        func, *args = args
        args = tuple(args)
        if not callable(func):
            raise TypeError("the first argument must be callable")
        if isinstance(func, partial) and type(func).__call__ is partial.__call__ and \
                set(vars(func)) == {'func', 'args', 'keywords'}:
            # partial_new flattens a partial with no attributes of its own: its function, its
            # arguments first, its keywords updated with these.
            args = func.args + args
            keywords = {**func.keywords, **keywords}
            func = func.func
        self.func = func
        self.args = args
        self.keywords = keywords
    def __call__(self, /, *args, **keywords):
        keywords = {**self.keywords, **keywords}
        return self.func(*self.args, *args, **keywords)
    def __repr__(self):
        parts = [repr(self.func)]
        parts.extend(repr(x) for x in self.args)
        parts.extend(f"{k}={v!r}" for (k, v) in self.keywords.items())
        return "functools.partial(" + ", ".join(parts) + ")"

class partialmethod:
    """A partial for methods (Lib/functools.py): bound through the wrapped descriptor's __get__
    when it has one (a function, classmethod or staticmethod), else called with the instance
    first."""
    def __init__(self, func, /, *args, **keywords):
        if not callable(func) and not hasattr(func, "__get__"):
            raise TypeError(f"{func!r} is not callable or a descriptor")
        if isinstance(func, partialmethod):  # flattened, as partial(partial(f, 1), 2) is
            func, args, keywords = func.func, func.args + args, {**func.keywords, **keywords}
        self.func = func
        self.args = args
        self.keywords = keywords
    def __repr__(self):
        # Positional and keyword parts are joined separately: with none, CPython prints ', , '.
        args = ", ".join(map(repr, self.args))
        keywords = ", ".join(f"{k}={v!r}" for k, v in self.keywords.items())
        return f"functools.partialmethod({self.func!r}, {args}, {keywords})"
    def __get__(self, obj, cls=None):
        get = getattr(self.func, "__get__", None)
        if get is not None:
            bound = get(obj, cls)
            if bound is not self.func:
                result = partial(bound, *self.args, **self.keywords)
                if hasattr(bound, "__self__"):
                    result.__self__ = bound.__self__
                return result
        method = self
        def _method(cls_or_self, /, *args, **keywords):
            return method.func(cls_or_self, *method.args, *args, **{**method.keywords, **keywords})
        _method._partialmethod = self
        return _method.__get__(obj, cls)
    @property
    def __isabstractmethod__(self):
        return getattr(self.func, "__isabstractmethod__", False)

WRAPPER_ASSIGNMENTS = ('__module__', '__name__', '__qualname__', '__doc__', '__annotations__', '__type_params__')
WRAPPER_UPDATES = ('__dict__',)

def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    # The wrapped function's attributes it has are copied, its __dict__ merged in, and
    # __wrapped__ set last (so it is never the wrapped function's own __wrapped__).
    for attr in assigned:
        try:
            value = getattr(wrapped, attr)
        except AttributeError:
            continue
        setattr(wrapper, attr, value)
    for attr in updated:
        getattr(wrapper, attr).update(getattr(wrapped, attr, {}))
    wrapper.__wrapped__ = wrapped
    return wrapper

def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=WRAPPER_UPDATES):
    def decorator(wrapper):
        return update_wrapper(wrapper, wrapped, assigned, updated)
    return decorator

class _CacheInfo:
    def __init__(self, hits, misses, maxsize, currsize):
        self.hits, self.misses, self.maxsize, self.currsize = hits, misses, maxsize, currsize
    def __repr__(self):
        return f"CacheInfo(hits={self.hits}, misses={self.misses}, maxsize={self.maxsize}, currsize={self.currsize})"
    def __eq__(self, other):
        return (self.hits, self.misses, self.maxsize, self.currsize) == tuple(other)
    def __iter__(self):
        return iter((self.hits, self.misses, self.maxsize, self.currsize))

def lru_cache(maxsize=128, typed=False):
    """Decorator: memoizes a function's results, keeping the `maxsize` most recently used
    (None: all), as functools._lru_cache_wrapper objects do (cache_info, cache_clear,
    cache_parameters)."""
    if callable(maxsize) and not isinstance(maxsize, int):
        return _lru_cache_wrapper(maxsize, 128, typed)
    if isinstance(maxsize, int):
        if maxsize < 0:
            maxsize = 0
    elif maxsize is not None:
        raise TypeError('Expected first argument to be an integer, a callable, or None')
    def decorating_function(user_function):
        return _lru_cache_wrapper(user_function, maxsize, typed)
    return decorating_function

_kwd_mark = object()


class _lru_cache_wrapper:
    # CPython 3.12's pure-Python _lru_cache_wrapper: a dict from key to a link of a circular
    # doubly linked list [PREV, NEXT, KEY, RESULT] in order of use, so a hit (even one made from
    # a key's __eq__ during a lookup) only relinks and never changes the dict.
    def __init__(self, user_function, maxsize, typed):
        self._function = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = self._misses = 0
        self._root = []
        self._root[:] = [self._root, self._root, None, None]
        self._full = False
        update_wrapper(self, user_function)

    def __call__(self, /, *args, **kwds):
        key = args
        if kwds:
            key += (_kwd_mark,) + tuple(kwds.items())
        if self._typed:
            key += tuple(type(v) for v in args) + tuple(type(v) for v in kwds.values())
        maxsize = self._maxsize
        if maxsize == 0:
            self._misses += 1
            return self._function(*args, **kwds)
        cache = self._cache
        link = cache.get(key, _kwd_mark)
        if link is not _kwd_mark:
            self._hits += 1
            if maxsize is None:
                return link
            link_prev, link_next, _key, result = link
            link_prev[1] = link_next
            link_next[0] = link_prev
            root = self._root
            last = root[0]
            last[1] = root[0] = link
            link[0] = last
            link[1] = root
            return result
        self._misses += 1
        result = self._function(*args, **kwds)
        if maxsize is None:
            cache[key] = result
        elif key in cache:
            pass
        elif self._full:
            oldroot = self._root
            oldroot[2] = key
            oldroot[3] = result
            root = self._root = oldroot[1]
            oldkey = root[2]
            root[2] = root[3] = None
            del cache[oldkey]
            cache[key] = oldroot
        else:
            root = self._root
            last = root[0]
            link = [last, root, key, result]
            last[1] = root[0] = cache[key] = link
            self._full = len(cache) >= maxsize
        return result

    def cache_info(self):
        """Report cache statistics"""
        return _CacheInfo(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        """Clear the cache and cache statistics"""
        self._cache.clear()
        self._root[:] = [self._root, self._root, None, None]
        self._hits = self._misses = 0
        self._full = False

    def cache_parameters(self):
        return {'maxsize': self._maxsize, 'typed': self._typed}

    def __get__(self, instance, owner=None):
        # A cached method binds like a function.
        if instance is None:
            return self
        from types import MethodType
        return MethodType(self, instance)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self


def cache(user_function):
    return lru_cache(maxsize=None)(user_function)

_NOT_FOUND = object()

class cached_property:
    # A non-data descriptor: the first read computes the value and stores it in the instance
    # dict under the attribute's name, which then answers every later read.
    def __init__(self, func):
        self.func = func
        self.attrname = None
        self.__doc__ = func.__doc__
        self.__module__ = func.__module__

    def __set_name__(self, owner, name):
        if self.attrname is None:
            self.attrname = name
        elif name != self.attrname:
            raise TypeError("Cannot assign the same cached_property to two different names "
                            f"({self.attrname!r} and {name!r}).")

    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        if self.attrname is None:
            raise TypeError("Cannot use cached_property instance without calling __set_name__ on it.")
        try:
            cache = instance.__dict__
        except AttributeError:
            raise TypeError(f"No '__dict__' attribute on {type(instance).__name__!r} "
                            f"instance to cache {self.attrname!r} property.") from None
        value = cache.get(self.attrname, _NOT_FOUND)
        if value is _NOT_FOUND:
            value = self.func(instance)
            cache[self.attrname] = value
        return value

class KeyWrapper:
    """What cmp_to_key returns (functools.KeyWrapper, C's keyobject): called with an object,
    a KeyWrapper of it that compares through the comparison function."""
    __slots__ = ('_cmp', 'obj')
    def __init__(self, cmp, obj):
        self._cmp = cmp
        self.obj = obj
    def __call__(self, obj):
        return type(self)(self._cmp, obj)
    def _compare(self, other):
        if type(other) is not type(self):
            raise TypeError("other argument must be K instance")
        return self._cmp(self.obj, other.obj)
    def __lt__(self, other):
        return self._compare(other) < 0
    def __gt__(self, other):
        return self._compare(other) > 0
    def __eq__(self, other):
        return self._compare(other) == 0
    def __le__(self, other):
        return self._compare(other) <= 0
    def __ge__(self, other):
        return self._compare(other) >= 0
    __hash__ = None

_KeyWrapper = KeyWrapper
del KeyWrapper

def cmp_to_key(mycmp):
    return _KeyWrapper(mycmp, None)

# total_ordering as CPython 3.12's Lib/functools.py has it: the missing comparisons derived
# from the root one, NotImplemented passed on.
def _gt_from_lt(self, other):
    'Return a > b.  Computed by @total_ordering from (not a < b) and (a != b).'
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other

def _le_from_lt(self, other):
    'Return a <= b.  Computed by @total_ordering from (a < b) or (a == b).'
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other

def _ge_from_lt(self, other):
    'Return a >= b.  Computed by @total_ordering from (not a < b).'
    op_result = type(self).__lt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result

def _ge_from_le(self, other):
    'Return a >= b.  Computed by @total_ordering from (not a <= b) or (a == b).'
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other

def _lt_from_le(self, other):
    'Return a < b.  Computed by @total_ordering from (a <= b) and (a != b).'
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other

def _gt_from_le(self, other):
    'Return a > b.  Computed by @total_ordering from (not a <= b).'
    op_result = type(self).__le__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result

def _lt_from_gt(self, other):
    'Return a < b.  Computed by @total_ordering from (not a > b) and (a != b).'
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result and self != other

def _ge_from_gt(self, other):
    'Return a >= b.  Computed by @total_ordering from (a > b) or (a == b).'
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result or self == other

def _le_from_gt(self, other):
    'Return a <= b.  Computed by @total_ordering from (not a > b).'
    op_result = type(self).__gt__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result

def _le_from_ge(self, other):
    'Return a <= b.  Computed by @total_ordering from (not a >= b) or (a == b).'
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result or self == other

def _gt_from_ge(self, other):
    'Return a > b.  Computed by @total_ordering from (a >= b) and (a != b).'
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return op_result and self != other

def _lt_from_ge(self, other):
    'Return a < b.  Computed by @total_ordering from (not a >= b).'
    op_result = type(self).__ge__(self, other)
    if op_result is NotImplemented:
        return op_result
    return not op_result

_convert = {
    '__lt__': [('__gt__', _gt_from_lt),
               ('__le__', _le_from_lt),
               ('__ge__', _ge_from_lt)],
    '__le__': [('__ge__', _ge_from_le),
               ('__lt__', _lt_from_le),
               ('__gt__', _gt_from_le)],
    '__gt__': [('__lt__', _lt_from_gt),
               ('__ge__', _ge_from_gt),
               ('__le__', _le_from_gt)],
    '__ge__': [('__le__', _le_from_ge),
               ('__gt__', _gt_from_ge),
               ('__lt__', _lt_from_ge)]
}

def total_ordering(cls):
    """Class decorator that fills in missing ordering methods"""
    # Find user-defined comparisons (not those inherited from object).
    roots = {op for op in _convert if getattr(cls, op, None) is not getattr(object, op, None)}
    if not roots:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = max(roots)       # prefer __lt__ to __le__ to __gt__ to __ge__
    for opname, opfunc in _convert[root]:
        if opname not in roots:
            opfunc.__name__ = opname
            setattr(cls, opname, opfunc)
    return cls


def _c3_merge(sequences):
    """Merges MROs in *sequences* to a single MRO using the C3 algorithm (functools._c3_merge)."""
    result = []
    while True:
        sequences = [s for s in sequences if s]
        if not sequences:
            return result
        for s1 in sequences:
            # A merge candidate is a head that appears in no other sequence's tail.
            candidate = s1[0]
            for s2 in sequences:
                if candidate in s2[1:]:
                    candidate = None
                    break
            else:
                break
        if candidate is None:
            raise RuntimeError("Inconsistent hierarchy")
        result.append(candidate)
        for seq in sequences:
            if seq[0] == candidate:
                del seq[0]


def _c3_mro(cls, abcs=None):
    """cls's MRO by C3 linearization with the ABCs in *abcs* inserted where cls (and none of its
    bases) first implements them, after its last explicit ABC base (functools._c3_mro)."""
    for i, base in enumerate(reversed(cls.__bases__)):
        if hasattr(base, '__abstractmethods__'):
            boundary = len(cls.__bases__) - i
            break
    else:
        boundary = 0
    abcs = list(abcs) if abcs else []
    explicit_bases = list(cls.__bases__[:boundary])
    abstract_bases = []
    other_bases = list(cls.__bases__[boundary:])
    for base in abcs:
        if issubclass(cls, base) and not any(issubclass(b, base) for b in cls.__bases__):
            abstract_bases.append(base)
    for base in abstract_bases:
        abcs.remove(base)
    explicit_c3_mros = [_c3_mro(base, abcs=abcs) for base in explicit_bases]
    abstract_c3_mros = [_c3_mro(base, abcs=abcs) for base in abstract_bases]
    other_c3_mros = [_c3_mro(base, abcs=abcs) for base in other_bases]
    return _c3_merge([[cls]] + explicit_c3_mros + abstract_c3_mros + other_c3_mros +
                     [explicit_bases] + [abstract_bases] + [other_bases])


def _compose_mro(cls, types):
    """cls's MRO with the ABCs among *types* that cls implements (registered or by its methods)
    merged in (functools._compose_mro)."""
    from types import GenericAlias
    bases = set(cls.__mro__)

    def is_related(typ):
        # Types already in the MRO, unrelated ones and generic aliases are left out.
        return (typ not in bases and hasattr(typ, '__mro__') and not isinstance(typ, GenericAlias)
                and issubclass(cls, typ))
    types = [n for n in types if is_related(n)]

    def is_strict_base(typ):
        for other in types:
            if typ != other and typ in other.__mro__:
                return True
        return False
    types = [n for n in types if not is_strict_base(n)]
    # Subclasses of those ABCs that cls also implements fix the order among them.
    type_set = set(types)
    mro = []
    for typ in types:
        found = []
        for sub in typ.__subclasses__():
            if sub not in bases and issubclass(cls, sub):
                found.append([s for s in sub.__mro__ if s in type_set])
        if not found:
            mro.append(typ)
            continue
        found.sort(key=len, reverse=True)
        for sub in found:
            for subcls in sub:
                if subcls not in mro:
                    mro.append(subcls)
    return _c3_mro(cls, abcs=mro)


def _find_impl(cls, registry):
    """The implementation registered for the first class of cls's MRO, ABCs included
    (functools._find_impl); RuntimeError when two unrelated implicit ABCs match alike."""
    mro = _compose_mro(cls, registry.keys())
    match = None
    for t in mro:
        if match is not None:
            if (t in registry and t not in cls.__mro__ and match not in cls.__mro__
                    and not issubclass(match, t)):
                raise RuntimeError("Ambiguous dispatch: {} or {}".format(match, t))
            break
        if t in registry:
            match = t
    return registry.get(match)


def singledispatch(func):
    """Single-dispatch generic function: the implementation for the first argument's type."""
    import types
    registry = {object: func}
    cache = {}

    def dispatch(cls):
        if cls not in cache:
            cache[cls] = _find_impl(cls, registry)
        return cache[cls]

    def _union_args(cls):
        # int | str (or typing.Union[int, str]): its classes, when all are classes.
        from typing import Union, get_args, get_origin
        if get_origin(cls) in (Union, types.UnionType):
            args = get_args(cls)
            if all(isinstance(a, type) for a in args):
                return args
        return None

    def _is_valid_dispatch_type(cls):
        return isinstance(cls, type) or _union_args(cls) is not None

    def register(cls, func=None):
        if _is_valid_dispatch_type(cls):
            if func is None:
                return lambda f: register(cls, f)
        else:
            if func is not None:
                raise TypeError(f"Invalid first argument to `register()`. {cls!r} is not a class or union type.")
            ann = getattr(cls, '__annotations__', {})
            if not ann:
                raise TypeError(
                    f"Invalid first argument to `register()`: {cls!r}. "
                    f"Use either `@register(some_class)` or plain `@register` "
                    f"on an annotated function."
                )
            func = cls
            argname, cls = next(iter(ann.items()))
            if not _is_valid_dispatch_type(cls):
                raise TypeError(f"Invalid annotation for {argname!r}. {cls!r} is not a class.")
        for one in _union_args(cls) or (cls,):
            registry[one] = func
        cache.clear()
        return func

    def wrapper(*args, **kw):
        if not args:
            raise TypeError(f'{funcname} requires at least 1 positional argument')
        return dispatch(args[0].__class__)(*args, **kw)

    funcname = getattr(func, '__name__', 'singledispatch function')
    wrapper.register = register
    wrapper.dispatch = dispatch
    wrapper.registry = types.MappingProxyType(registry)
    wrapper._clear_cache = cache.clear
    update_wrapper(wrapper, func)
    return wrapper


class singledispatchmethod:
    """Single-dispatch generic method: dispatches on the first argument after self."""

    def __init__(self, func):
        if not callable(func) and not hasattr(func, '__get__'):
            raise TypeError(f'{func!r} is not callable or a descriptor')
        self.dispatcher = singledispatch(func)
        self.func = func

    def register(self, cls, method=None):
        return self.dispatcher.register(cls, func=method)

    def __get__(self, obj, cls=None):
        def _method(*args, **kwargs):
            method = self.dispatcher.dispatch(args[0].__class__)
            return method.__get__(obj, cls)(*args, **kwargs)
        _method.__isabstractmethod__ = self.__isabstractmethod__
        _method.register = self.register
        update_wrapper(_method, self.func)
        return _method

    @property
    def __isabstractmethod__(self):
        return getattr(self.func, '__isabstractmethod__', False)
