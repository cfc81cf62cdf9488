# weakref for tfplay: ref (native, _weakref) and the weak containers built on it. An entry whose
# object is gone is dropped the next time the container is used, so what a program observes
# (len, iteration, lookups) is what CPython's callbacks would have left. finalize, proxy and
# ref callbacks need to run code when an object dies, which tfplay cannot do: they raise
# NotImplementedError.
from _weakref import ref, ReferenceType

__all__ = ["ref", "ReferenceType", "WeakKeyDictionary", "WeakValueDictionary", "WeakSet", "WeakMethod",
           "finalize", "proxy"]


def proxy(object, callback=None):
    raise NotImplementedError('weakref.proxy is not supported by tfplay')


class finalize:
    """Not available: tfplay cannot run a function when an object dies."""

    def __init__(self, obj, func, /, *args, **kwargs):
        raise NotImplementedError('weakref.finalize is not supported by tfplay')


class WeakMethod:
    """A weak reference to a bound method: calling it gives a new bound method of the same
    function and instance, or None once the instance is gone."""

    def __init__(self, meth, callback=None):
        try:
            obj = meth.__self__
            func = meth.__func__
        except AttributeError:
            raise TypeError("argument should be a bound method, not {}".format(type(meth))) from None
        if callback is not None:
            raise NotImplementedError('weakref callbacks are not supported by tfplay')
        self._obj = ref(obj)
        self._func = ref(func)
        self._meth_type = type(meth)

    def __call__(self):
        obj, func = self._obj(), self._func()
        if obj is None or func is None:
            return None
        return self._meth_type(func, obj)

    def __eq__(self, other):
        if isinstance(other, WeakMethod):
            if self() is None or other() is None:
                return self is other
            return self._obj == other._obj and self._func == other._func
        return NotImplemented

    def __hash__(self):
        return hash((self._obj, self._func))


class _WeakMapping:
    # What the two weak dictionaries share: `data` holds the entries, _live() drops the dead ones.

    def __len__(self):
        return len(self._live())

    def __iter__(self):
        return self.keys()

    def __repr__(self):
        return "<%s at %#x>" % (type(self).__name__, id(self))

    def _update(self, other, kwargs):
        if other is not None:
            for key, value in (other.items() if hasattr(other, 'items') else other):
                self[key] = value
        for key, value in kwargs.items():
            self[key] = value

    def copy(self):
        new = type(self)()
        for key, value in self.items():
            new[key] = value
        return new

    __copy__ = copy

    def clear(self):
        self.data.clear()


class WeakValueDictionary(_WeakMapping):
    """A mapping whose values are held weakly: an entry goes when its value does."""

    def __init__(self, other=(), /, **kw):
        self.data = {}
        self.update(other, **kw)

    def _live(self):
        dead = [key for key, r in self.data.items() if r() is None]
        for key in dead:
            del self.data[key]
        return self.data

    def __getitem__(self, key):
        o = self.data[key]()
        if o is None:
            raise KeyError(key)
        return o

    def __setitem__(self, key, value):
        self.data[key] = ref(value)

    def __delitem__(self, key):
        self._live()
        del self.data[key]

    def __contains__(self, key):
        try:
            o = self.data[key]()
        except KeyError:
            return False
        return o is not None

    def get(self, key, default=None):
        try:
            o = self.data[key]()
        except KeyError:
            return default
        return default if o is None else o

    def keys(self):
        for key in list(self._live()):
            yield key

    def values(self):
        for r in list(self._live().values()):
            o = r()
            if o is not None:
                yield o

    def items(self):
        for key, r in list(self._live().items()):
            o = r()
            if o is not None:
                yield key, o

    def valuerefs(self):
        return list(self._live().values())

    def pop(self, key, *args):
        try:
            o = self.data.pop(key)()
        except KeyError:
            o = None
        if o is None:
            if args:
                return args[0]
            raise KeyError(key)
        return o

    def popitem(self):
        while True:
            key, r = self.data.popitem()
            o = r()
            if o is not None:
                return key, o

    def setdefault(self, key, default=None):
        o = self.get(key)
        if o is None:
            self.data[key] = ref(default)
            return default
        return o

    def update(self, other=(), /, **kwargs):
        self._update(other, kwargs)


class WeakKeyDictionary(_WeakMapping):
    """A mapping whose keys are held weakly: an entry goes when its key does."""

    def __init__(self, dict=None):
        self.data = {}
        if dict is not None:
            self.update(dict)

    def _live(self):
        dead = [r for r in self.data if r() is None]
        for r in dead:
            del self.data[r]
        return self.data

    def __getitem__(self, key):
        return self.data[ref(key)]

    def __setitem__(self, key, value):
        self.data[ref(key)] = value

    def __delitem__(self, key):
        self._live()
        del self.data[ref(key)]

    def __contains__(self, key):
        try:
            r = ref(key)
        except TypeError:
            return False
        return r in self.data

    def get(self, key, default=None):
        return self.data.get(ref(key), default)

    def keys(self):
        for r in list(self._live()):
            o = r()
            if o is not None:
                yield o

    def values(self):
        for r, value in list(self._live().items()):
            if r() is not None:
                yield value

    def items(self):
        for r, value in list(self._live().items()):
            o = r()
            if o is not None:
                yield o, value

    def keyrefs(self):
        return list(self._live())

    def pop(self, key, *args):
        return self.data.pop(ref(key), *args)

    def popitem(self):
        while True:
            r, value = self.data.popitem()
            o = r()
            if o is not None:
                return o, value

    def setdefault(self, key, default=None):
        return self.data.setdefault(ref(key), default)

    def update(self, dict=None, /, **kwargs):
        self._update(dict, kwargs)


class WeakSet:
    """A set whose members are held weakly: a member goes when its object does."""

    def __init__(self, data=None):
        self.data = set()
        if data is not None:
            self.update(data)

    def _live(self):
        dead = [r for r in self.data if r() is None]
        for r in dead:
            self.data.discard(r)
        return self.data

    def __iter__(self):
        for r in list(self._live()):
            o = r()
            if o is not None:
                yield o

    def __len__(self):
        return len(self._live())

    def __contains__(self, item):
        try:
            r = ref(item)
        except TypeError:
            return False
        return r in self.data

    def __repr__(self):
        return repr(self._live())

    def add(self, item):
        self.data.add(ref(item))

    def discard(self, item):
        self.data.discard(ref(item))

    def remove(self, item):
        self.data.remove(ref(item))

    def pop(self):
        while True:
            o = self.data.pop()()
            if o is not None:
                return o

    def clear(self):
        self.data.clear()

    def copy(self):
        return type(self)(self)

    def update(self, other):
        for item in other:
            self.add(item)
