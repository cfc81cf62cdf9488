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
    def __init__(self, func, /, *args, **keywords):
        if not callable(func):
            raise TypeError("the first argument must be callable")
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
    def __init__(self, user_function, maxsize, typed):
        self._function = user_function
        self._maxsize = maxsize
        self._typed = typed
        self._cache = {}
        self._hits = self._misses = 0
        update_wrapper(self, user_function)

    def __call__(self, /, *args, **kwds):
        key = args
        if kwds:
            key += (_kwd_mark,) + tuple(kwds.items())
        if self._typed:
            key += tuple(type(v) for v in args) + tuple(type(v) for v in kwds.values())
        cache = self._cache
        if key in cache:
            self._hits += 1
            value = cache.pop(key)
            cache[key] = value
            return value
        self._misses += 1
        value = self._function(*args, **kwds)
        if self._maxsize != 0:
            cache[key] = value
            if self._maxsize is not None and len(cache) > self._maxsize:
                del cache[next(iter(cache))]
        return value

    def cache_info(self):
        """Report cache statistics"""
        return _CacheInfo(self._hits, self._misses, self._maxsize, len(self._cache))

    def cache_clear(self):
        """Clear the cache and cache statistics"""
        self._cache.clear()
        self._hits = self._misses = 0

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

def cmp_to_key(mycmp):
    class K:
        __slots__ = ['obj']
        def __init__(self, obj):
            self.obj = obj
        def __lt__(self, other):
            return mycmp(self.obj, other.obj) < 0
        def __gt__(self, other):
            return mycmp(self.obj, other.obj) > 0
        def __eq__(self, other):
            return mycmp(self.obj, other.obj) == 0
        def __le__(self, other):
            return mycmp(self.obj, other.obj) <= 0
        def __ge__(self, other):
            return mycmp(self.obj, other.obj) >= 0
        __hash__ = None
    return K

def total_ordering(cls):
    defined = [op for op in ('__lt__', '__le__', '__gt__', '__ge__') if op in cls.__dict__]
    if not defined:
        raise ValueError('must define at least one ordering operation: < > <= >=')
    root = defined[0]
    lt = lambda a, b: getattr(a, root)(b)
    if root == '__lt__':
        derived = {'__gt__': lambda a, b: not a < b and a != b, '__le__': lambda a, b: a < b or a == b,
                   '__ge__': lambda a, b: not a < b}
    elif root == '__le__':
        derived = {'__ge__': lambda a, b: not a <= b or a == b, '__lt__': lambda a, b: a <= b and a != b,
                   '__gt__': lambda a, b: not a <= b}
    elif root == '__gt__':
        derived = {'__lt__': lambda a, b: not a > b and a != b, '__ge__': lambda a, b: a > b or a == b,
                   '__le__': lambda a, b: not a > b}
    else:
        derived = {'__le__': lambda a, b: not a >= b or a == b, '__gt__': lambda a, b: a >= b and a != b,
                   '__lt__': lambda a, b: not a >= b}
    for name, fn in derived.items():
        if name not in defined:
            setattr(cls, name, fn)
    return cls
