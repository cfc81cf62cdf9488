# collections for tfplay, in Python. namedtuple and defaultdict are real tuple and dict
# subclasses, and so is OrderedDict; Counter and deque are emulated by classes that wrap a dict
# or a list, with CPython's reprs and errors.
import _collections_abc
import operator as _operator
import _tfplay_frames
import _tfplay_types

class _tuplegetter:
    # The field accessors of a namedtuple (CPython's _collections._tuplegetter): read-only.
    def __init__(self, index, doc):
        self._index = index
        self.__doc__ = doc
    def __get__(self, instance, owner=None):
        if instance is None:
            return self
        return instance[self._index]
    def __set__(self, instance, value):
        raise AttributeError("can't set attribute")
    def __delete__(self, instance):
        raise AttributeError("can't delete attribute")
    def __repr__(self):
        return f'_tuplegetter({self._index}, {self.__doc__!r})'

def namedtuple(typename, field_names, *, rename=False, defaults=None, module=None):
    # A real tuple subclass, as CPython's: isinstance(p, tuple), indexing, unpacking, hashing
    # and comparisons are tuple's own.
    if isinstance(field_names, str):
        field_names = field_names.replace(',', ' ').split()
    field_names = list(map(str, field_names))
    typename = str(typename)
    # CPython's checks of the names (rename=True replaces bad field names by _0, _1, ...).
    from keyword import iskeyword as _iskeyword
    if rename:
        seen = set()
        for index, name in enumerate(field_names):
            if (not name.isidentifier()
                    or _iskeyword(name)
                    or name.startswith('_')
                    or name in seen):
                field_names[index] = f'_{index}'
            seen.add(name)
    for name in [typename] + field_names:
        if not name.isidentifier():
            raise ValueError('Type names and field names must be valid '
                             f'identifiers: {name!r}')
        if _iskeyword(name):
            raise ValueError('Type names and field names cannot be a '
                             f'keyword: {name!r}')
    seen = set()
    for name in field_names:
        if name.startswith('_') and not rename:
            raise ValueError('Field names cannot start with an underscore: '
                             f'{name!r}')
        if name in seen:
            raise ValueError(f'Encountered duplicate field name: {name!r}')
        seen.add(name)
    field_names = tuple(field_names)
    num_fields = len(field_names)
    defaults = tuple(defaults) if defaults is not None else ()
    if len(defaults) > num_fields:
        raise TypeError('Got more default values than field names')
    first_default = num_fields - len(defaults)

    def __new__(_cls, *args, **kwargs):
        values = list(args)
        if len(values) > num_fields:
            raise TypeError(f'{typename}.__new__() takes {num_fields + 1} positional arguments but {len(values) + 1} were given')
        for name in field_names[:len(values)]:
            if name in kwargs:
                raise TypeError(f"{typename}.__new__() got multiple values for argument '{name}'")
        for name in field_names[len(values):]:
            if name in kwargs:
                values.append(kwargs.pop(name))
            elif field_names.index(name) >= first_default:
                values.append(defaults[field_names.index(name) - first_default])
            else:
                missing = [n for n in field_names[len(values):] if n not in kwargs and field_names.index(n) < first_default]
                if len(missing) == 1:
                    raise TypeError(f"{typename}.__new__() missing 1 required positional argument: '{missing[0]}'")
                quoted = [f"'{m}'" for m in missing]
                listed = ', '.join(quoted[:-1]) + (', and ' if len(quoted) > 2 else ' and ') + quoted[-1]
                raise TypeError(f'{typename}.__new__() missing {len(missing)} required positional arguments: {listed}')
        if kwargs:
            raise TypeError(f"{typename}.__new__() got an unexpected keyword argument '{next(iter(kwargs))}'")
        return tuple.__new__(_cls, values)

    def __repr__(self):
        return self.__class__.__name__ + '(' + ', '.join(f'{n}={v!r}' for n, v in zip(field_names, self)) + ')'

    def _asdict(self):
        return dict(zip(self._fields, self))

    def _replace(self, **kwargs):
        result = self._make([kwargs.pop(n, v) for n, v in zip(field_names, self)])
        if kwargs:
            raise ValueError(f'Got unexpected field names: {list(kwargs)!r}')
        return result

    def _make(cls, iterable):
        result = tuple.__new__(cls, iterable)
        if len(result) != num_fields:
            raise TypeError(f'Expected {num_fields} arguments, got {len(result)}')
        return result

    def __getnewargs__(self):
        return tuple(self)

    namespace = {
        '__new__': __new__, '__repr__': __repr__,
        '_asdict': _asdict, '_replace': _replace, '_make': classmethod(_make),
        '__getnewargs__': __getnewargs__, '__slots__': (), '__match_args__': field_names,
        '_fields': field_names, '_field_defaults': dict(zip(field_names[first_default:], defaults)),
        '__doc__': f"{typename}({', '.join(field_names)})",
    }
    for index, name in enumerate(field_names):
        namespace[name] = _tuplegetter(index, f'Alias for field number {index}')
    # The class belongs to the module that called namedtuple (CPython reads its frame).
    namespace['__module__'] = module if module is not None else (_tfplay_frames.caller_module(1) or '__main__')
    cls = type(typename, (tuple,), namespace)
    return cls

class defaultdict(dict):
    # A dict subclass, as CPython's: dict's methods apply and missing keys call default_factory.
    def __init__(self, default_factory=None, *args, **kwargs):
        if default_factory is not None and not callable(default_factory):
            raise TypeError('first argument must be callable or None')
        dict.__init__(self, *args, **kwargs)
        self.default_factory = default_factory
    def __missing__(self, key):
        if self.default_factory is None:
            raise KeyError(key)
        value = self.default_factory()
        self[key] = value
        return value
    def __repr__(self):
        return f'{type(self).__name__}({self.default_factory!r}, {dict(self)!r})'
    def copy(self):
        return type(self)(self.default_factory, self)
    __copy__ = copy
    def __or__(self, other):
        # defdict_or: a new defaultdict of this type (new_defdict), updated with the other.
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, self)
        new.update(other)
        return new
    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self.default_factory, other)
        new.update(self)
        return new

_repr_running = set()  # ids of the OrderedDicts whose repr is being written


_MISSING = object()  # OrderedDict.pop's "no default given"


class OrderedDict(dict):
    # A dict subclass, as CPython's: dict's storage keeps the order; equality between two
    # OrderedDicts also compares the order, and move_to_end/popitem(last=) reorder it.
    def __eq__(self, other):
        if isinstance(other, OrderedDict):
            return dict.__eq__(self, other) and list(dict.keys(self)) == list(dict.keys(other))
        return dict.__eq__(self, other)
    def __ne__(self, other):
        return not self == other
    __hash__ = None
    def __repr__(self):
        # 3.12 writes the items as a dict display: OrderedDict({'a': 1}); an OrderedDict inside
        # itself shows as ... (odict_repr's Py_ReprEnter).
        if not self:
            return f'{type(self).__name__}()'
        if id(self) in _repr_running:
            return '...'
        _repr_running.add(id(self))
        try:
            return f'{type(self).__name__}({dict(self.items())!r})'
        finally:
            _repr_running.discard(id(self))
    def __reversed__(self):
        return reversed(list(dict.keys(self)))
    def keys(self):
        return _tfplay_types.odict_view(self, 0)
    def values(self):
        return _tfplay_types.odict_view(self, 1)
    def items(self):
        return _tfplay_types.odict_view(self, 2)
    def copy(self):
        return type(self)(self)
    def __reduce__(self):
        # odict_reduce: rebuilt empty, given the instance's attributes, then the items (so
        # copy.copy and deepcopy keep od.x = ... as CPython's do).
        return type(self), (), self.__getstate__(), None, iter(self.items())
    def pop(self, key, default=_MISSING):
        # odict_pop: key and default may be given by name; __missing__ is not consulted.
        return dict.pop(self, key) if default is _MISSING else dict.pop(self, key, default)
    def setdefault(self, key, default=None):
        return dict.setdefault(self, key, default)
    def __ior__(self, other):
        # odict_inplace_or: update() with a mapping or an iterable of pairs.
        self.update(other)
        return self
    def popitem(self, last=True):
        if not self:
            raise KeyError('dictionary is empty')
        key = next(reversed(self)) if last else next(iter(self))
        return key, dict.pop(self, key)
    def move_to_end(self, key, last=True):
        value = dict.pop(self, key)
        if last:
            dict.__setitem__(self, key, value)
        else:
            rest = list(dict.items(self))
            dict.clear(self)
            dict.__setitem__(self, key, value)
            dict.update(self, rest)
    @classmethod
    def fromkeys(cls, iterable, value=None):
        od = cls()
        for key in iterable:
            od[key] = value
        return od
    def __or__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(self)
        new.update(other)
        return new
    def __ror__(self, other):
        if not isinstance(other, dict):
            return NotImplemented
        new = type(self)(other)
        new.update(self)
        return new

_tfplay_types.static_type(OrderedDict)  # a C type in CPython: 'collections.OrderedDict' in messages


class Counter(dict):
    # A dict subclass, as CPython 3.12's (Lib/collections/__init__.py): a missing element counts
    # 0; equality and the inclusion comparisons treat missing elements as 0; the multiset
    # operations keep only positive counts, and their in-place forms drop the others from self.
    def __init__(self, iterable=None, /, **kwds):
        super().__init__()
        self.update(iterable, **kwds)

    def __missing__(self, key):
        return 0

    def total(self):
        return sum(self.values())

    def most_common(self, n=None):
        # heapq.nlargest(n, ...) is sorted(..., reverse=True)[:n]: ties keep insertion order.
        items = sorted(self.items(), key=_operator.itemgetter(1), reverse=True)
        return items if n is None else items[:n]

    def elements(self):
        for elem, count in self.items():
            for _ in range(count):
                yield elem

    @classmethod
    def fromkeys(cls, iterable, v=None):
        raise NotImplementedError('Counter.fromkeys() is undefined.  Use Counter(iterable) instead.')

    def update(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, _collections_abc.Mapping):
                if self:
                    for elem, count in iterable.items():
                        self[elem] = count + self.get(elem, 0)
                else:
                    super().update(iterable)
            else:
                for elem in iterable:
                    self[elem] = self.get(elem, 0) + 1
        if kwds:
            self.update(kwds)

    def subtract(self, iterable=None, /, **kwds):
        if iterable is not None:
            if isinstance(iterable, _collections_abc.Mapping):
                for elem, count in iterable.items():
                    self[elem] = self.get(elem, 0) - count
            else:
                for elem in iterable:
                    self[elem] = self.get(elem, 0) - 1
        if kwds:
            self.subtract(kwds)

    def copy(self):
        return self.__class__(self)

    def __reduce__(self):
        return self.__class__, (dict(self),)

    def __delitem__(self, elem):
        if elem in self:
            super().__delitem__(elem)

    def __repr__(self):
        if not self:
            return f'{self.__class__.__name__}()'
        try:
            d = dict(self.most_common())
        except TypeError:
            d = dict(self)
        return f'{self.__class__.__name__}({d!r})'

    def _compare(self, other, test):
        return all(test(self[e], other[e]) for c in (self, other) for e in c)

    def __eq__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._compare(other, _operator.eq)

    def __ne__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return not self == other

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._compare(other, _operator.le)

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self <= other and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self._compare(other, _operator.ge)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return self >= other and self != other

    def _combine(self, other, pick):
        # self's elements in order, then other's new ones; only positive results are kept.
        if not isinstance(other, Counter):
            return NotImplemented
        result = Counter()
        for elem, count in self.items():
            newcount = pick(count, other[elem])
            if newcount > 0:
                result[elem] = newcount
        for elem, count in other.items():
            if elem not in self:
                newcount = pick(0, count)
                if newcount > 0:
                    result[elem] = newcount
        return result

    def __add__(self, other):
        return self._combine(other, _operator.add)

    def __sub__(self, other):
        return self._combine(other, _operator.sub)

    def __or__(self, other):
        return self._combine(other, max)

    def __and__(self, other):
        return self._combine(other, min)

    def __pos__(self):
        result = Counter()
        for elem, count in self.items():
            if count > 0:
                result[elem] = count
        return result

    def __neg__(self):
        result = Counter()
        for elem, count in self.items():
            if count < 0:
                result[elem] = 0 - count
        return result

    def _keep_positive(self):
        for elem in [elem for elem, count in self.items() if not count > 0]:
            del self[elem]
        return self

    def __iadd__(self, other):
        for elem, count in other.items():
            self[elem] += count
        return self._keep_positive()

    def __isub__(self, other):
        for elem, count in other.items():
            self[elem] -= count
        return self._keep_positive()

    def __ior__(self, other):
        for elem, other_count in other.items():
            if other_count > self[elem]:
                self[elem] = other_count
        return self._keep_positive()

    def __iand__(self, other):
        for elem, count in self.items():
            other_count = other[elem]
            if other_count < count:
                self[elem] = other_count
        return self._keep_positive()


class _ReadOnlyAttribute:
    # A C type's read-only getset descriptor (Objects/descrobject.c): read on an instance it
    # gives the value kept under `_` + its name; read on the class it is itself,
    # <attribute 'maxlen' of 'collections.deque' objects>; it cannot be assigned.
    def __init__(self, name, owner):
        self.__name__ = name
        self._owner = owner

    def __get__(self, obj, cls=None):
        if obj is None:
            return self
        return getattr(obj, '_' + self.__name__)

    def __set__(self, obj, value):
        raise AttributeError(f"attribute '{self.__name__}' of '{self._owner}' objects is not writable")

    def __repr__(self):
        return f"<attribute '{self.__name__}' of '{self._owner}' objects>"


def _repeat_count(n):
    """The int a sequence repeats by (sq_repeat's index argument), else the TypeError of
    `[1] * 1.5`."""
    if not hasattr(type(n), '__index__'):
        raise TypeError(f"can't multiply sequence by non-int of type '{_deque_tp_name(n)}'")
    return n.__index__()


def _deque_tp_name(o):
    # A C type's tp_name: deque is 'collections.deque'; a subclass is named by __name__.
    return 'collections.deque' if type(o) is deque else type(o).__name__


class deque:
    maxlen = _ReadOnlyAttribute('maxlen', 'collections.deque')

    def __init__(self, iterable=(), maxlen=None):
        if maxlen is not None:
            if not isinstance(maxlen, int):
                raise TypeError('an integer is required')
            maxlen = int(maxlen)
            if maxlen < 0:
                raise ValueError('maxlen must be non-negative')
        self._items = []
        self._maxlen = maxlen
        self.extend(iterable)
    def append(self, x):
        self._items.append(x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            del self._items[0]
    def appendleft(self, x):
        self._items.insert(0, x)
        if self.maxlen is not None and len(self._items) > self.maxlen:
            del self._items[-1]
    def extend(self, iterable):
        for x in iterable:
            self.append(x)
    def extendleft(self, iterable):
        for x in iterable:
            self.appendleft(x)
    def pop(self):
        if not self._items:
            raise IndexError('pop from an empty deque')
        return self._items.pop()
    def popleft(self):
        if not self._items:
            raise IndexError('pop from an empty deque')
        return self._items.pop(0)
    def rotate(self, n=1):
        if self._items:
            n %= len(self._items)
            self._items[:] = self._items[-n:] + self._items[:-n]
    def clear(self):
        self._items.clear()
    def _matches(self, x):
        # deque_count / deque_contains: whether each item is or equals x, in order; an __eq__
        # that changes the deque meanwhile raises, as CPython's state check does.
        items = self._items
        n = len(items)
        for i in range(n):
            item = items[i]
            yield item is x or item == x
            if len(items) != n or items is not self._items:
                raise RuntimeError('deque mutated during iteration')
    def count(self, x):
        n = 0
        for hit in self._matches(x):
            n += bool(hit)
        return n
    def index(self, x, start=0, stop=None):
        try:
            return self._items.index(x, start, len(self._items) if stop is None else stop)
        except ValueError:
            raise ValueError(f'{x!r} is not in deque') from None
    def insert(self, i, x):
        if self.maxlen is not None and len(self._items) >= self.maxlen:
            raise IndexError('deque already at its maximum size')
        self._items.insert(i, x)
    def copy(self):
        return type(self)(self) if self.maxlen is None else type(self)(self, self.maxlen)
    __copy__ = copy
    def remove(self, x):
        try:
            self._items.remove(x)
        except ValueError:
            raise ValueError(f'{x!r} is not in deque') from None
    def reverse(self):
        self._items.reverse()
    def __len__(self):
        return len(self._items)
    def __iter__(self):
        return iter(self._items)
    def __reversed__(self):
        return reversed(self._items)
    def __getitem__(self, i):
        if not -len(self._items) <= i < len(self._items):
            raise IndexError('deque index out of range')
        return self._items[i]
    def __setitem__(self, i, v):
        self._items[i] = v
    def __contains__(self, x):
        for hit in self._matches(x):
            if hit:
                return True
        return False
    def __eq__(self, other):
        return isinstance(other, deque) and self._items == other._items
    def __add__(self, other):
        # deque_concat: another deque only; the copy keeps self's maxlen.
        if not isinstance(other, deque):
            raise TypeError(f'can only concatenate deque (not "{type(other).__name__}") to deque')
        new = self.copy()
        new.extend(other)
        return new
    def __iadd__(self, other):
        self.extend(other)
        return self
    def __imul__(self, n):
        # deque_inplace_repeat: the items n times over, appended as extend() would, so that a
        # maxlen keeps the last maxlen of them; n <= 0 empties the deque.
        n = _repeat_count(n)
        items = self._items
        if n <= 0:
            items.clear()
        elif n > 1 and items:
            size = len(items)
            if self._maxlen is not None and n * size > self._maxlen:
                n = (self._maxlen + size - 1) // size + 1
            repeated = items * n
            items[:] = repeated if self._maxlen is None else repeated[max(0, len(repeated) - self._maxlen):]
        return self
    def __mul__(self, n):
        return self.copy().__imul__(n)
    def __rmul__(self, n):
        # `[1] * deque()`: the sequence on the left repeats by the deque, and says so.
        if isinstance(n, (str, bytes, list, tuple)):
            raise TypeError(f"can't multiply sequence by non-int of type '{_deque_tp_name(self)}'")
        return self.__mul__(n)
    def __bool__(self):
        return bool(self._items)
    def __repr__(self):
        name = type(self).__name__
        if self.maxlen is None:
            return f'{name}({self._items!r})'
        return f'{name}({self._items!r}, maxlen={self.maxlen})'

# As CPython's collections/__init__.py does: a deque is a MutableSequence (random.sample
# and other isinstance(x, Sequence) checks accept it).
_collections_abc.MutableSequence.register(deque)


class ChainMap(_collections_abc.MutableMapping):
    # Several mappings seen as one (CPython's collections.ChainMap): lookups search them in
    # order, writes and deletions go to the first.
    def __init__(self, *maps):
        self.maps = list(maps) or [{}]

    def __missing__(self, key):
        raise KeyError(key)

    def __getitem__(self, key):
        for mapping in self.maps:
            if key in mapping:
                return mapping[key]
        return self.__missing__(key)

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __len__(self):
        return len(set().union(*self.maps))

    def __iter__(self):
        d = {}
        for mapping in reversed(self.maps):
            d.update(dict.fromkeys(mapping))
        return iter(d)

    def __contains__(self, key):
        return any(key in m for m in self.maps)

    def __bool__(self):
        return any(self.maps)

    def __repr__(self):
        return f'{self.__class__.__name__}({", ".join(map(repr, self.maps))})'

    @classmethod
    def fromkeys(cls, iterable, *args):
        return cls(dict.fromkeys(iterable, *args))

    def copy(self):
        return self.__class__(self.maps[0].copy(), *self.maps[1:])

    __copy__ = copy

    def new_child(self, m=None, **kwargs):
        if m is None:
            m = kwargs
        elif kwargs:
            m.update(kwargs)
        return self.__class__(m, *self.maps)

    @property
    def parents(self):
        return self.__class__(*self.maps[1:])

    def __setitem__(self, key, value):
        self.maps[0][key] = value

    def __delitem__(self, key):
        try:
            del self.maps[0][key]
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def popitem(self):
        try:
            return self.maps[0].popitem()
        except KeyError:
            raise KeyError('No keys found in the first mapping.')

    def pop(self, key, *args):
        try:
            return self.maps[0].pop(key, *args)
        except KeyError:
            raise KeyError(f'Key not found in the first mapping: {key!r}')

    def clear(self):
        self.maps[0].clear()

    def __or__(self, other):
        if not isinstance(other, (dict, ChainMap)):
            return NotImplemented
        m = self.copy()
        m.maps[0].update(other)
        return m


# UserDict, UserList and UserString: classes that keep a real dict, list or str in .data and
# are easy to subclass, behaving as CPython 3.12's (every operation goes through .data, results
# of the same kind come back as self.__class__).

class UserDict(_collections_abc.MutableMapping):
    def __init__(self, dict=None, /, **kwargs):
        self.data = {}
        if dict is not None:
            self.update(dict)
        if kwargs:
            self.update(kwargs)

    def __len__(self):
        return len(self.data)

    def __getitem__(self, key):
        if key in self.data:
            return self.data[key]
        if hasattr(self.__class__, '__missing__'):
            return self.__class__.__missing__(self, key)
        raise KeyError(key)

    def __setitem__(self, key, item):
        self.data[key] = item

    def __delitem__(self, key):
        del self.data[key]

    def __iter__(self):
        return iter(self.data)

    # As for a dict with __missing__: `in` and get() do not call it.
    def __contains__(self, key):
        return key in self.data

    def get(self, key, default=None):
        return self[key] if key in self else default

    def __repr__(self):
        return repr(self.data)

    def __or__(self, other):
        if isinstance(other, UserDict):
            other = other.data
        elif not isinstance(other, dict):
            return NotImplemented
        return self.__class__(self.data | other)

    def __ror__(self, other):
        if isinstance(other, UserDict):
            other = other.data
        elif not isinstance(other, dict):
            return NotImplemented
        return self.__class__(other | self.data)

    def __ior__(self, other):
        self.data |= other.data if isinstance(other, UserDict) else other
        return self

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__['data'] = self.__dict__['data'].copy()
        return inst

    def copy(self):
        if self.__class__ is UserDict:
            return UserDict(self.data.copy())
        import copy
        # A subclass is copied with copy.copy (keeping its other attributes) around an empty
        # .data, then filled through its own __setitem__.
        saved = self.data
        try:
            self.data = {}
            result = copy.copy(self)
        finally:
            self.data = saved
        result.update(self)
        return result

    @classmethod
    def fromkeys(cls, iterable, value=None):
        d = cls()
        for key in iterable:
            d[key] = value
        return d


class UserList(_collections_abc.MutableSequence):
    """A more or less complete user-defined wrapper around list objects."""

    def __init__(self, initlist=None):
        self.data = []
        if initlist is not None:
            if type(initlist) == type(self.data):
                self.data[:] = initlist
            elif isinstance(initlist, UserList):
                self.data[:] = initlist.data[:]
            else:
                self.data = list(initlist)

    def __repr__(self):
        return repr(self.data)

    def __cast(self, other):
        return other.data if isinstance(other, UserList) else other

    def __lt__(self, other):
        return self.data < self.__cast(other)

    def __le__(self, other):
        return self.data <= self.__cast(other)

    def __eq__(self, other):
        return self.data == self.__cast(other)

    def __gt__(self, other):
        return self.data > self.__cast(other)

    def __ge__(self, other):
        return self.data >= self.__cast(other)

    def __contains__(self, item):
        return item in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return self.__class__(self.data[i])
        return self.data[i]

    def __setitem__(self, i, item):
        self.data[i] = item

    def __delitem__(self, i):
        del self.data[i]

    def _as_list(self, other):
        if isinstance(other, UserList):
            return other.data
        return other if isinstance(other, list) else list(other)

    def __add__(self, other):
        return self.__class__(self.data + self._as_list(other))

    def __radd__(self, other):
        return self.__class__(self._as_list(other) + self.data)

    def __iadd__(self, other):
        self.data += self._as_list(other)
        return self

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __imul__(self, n):
        self.data *= n
        return self

    def __copy__(self):
        inst = self.__class__.__new__(self.__class__)
        inst.__dict__.update(self.__dict__)
        inst.__dict__['data'] = self.__dict__['data'][:]
        return inst

    def append(self, item):
        self.data.append(item)

    def insert(self, i, item):
        self.data.insert(i, item)

    def pop(self, i=-1):
        return self.data.pop(i)

    def remove(self, item):
        self.data.remove(item)

    def clear(self):
        self.data.clear()

    def copy(self):
        return self.__class__(self)

    def count(self, item):
        return self.data.count(item)

    def index(self, item, *args):
        return self.data.index(item, *args)

    def reverse(self):
        self.data.reverse()

    def sort(self, /, *args, **kwds):
        self.data.sort(*args, **kwds)

    def extend(self, other):
        self.data.extend(other.data if isinstance(other, UserList) else other)


_MAXSIZE = 9223372036854775807   # sys.maxsize, the default end of UserString's searches


def _str_data(s):
    return s.data if isinstance(s, UserString) else s


class UserString(_collections_abc.Sequence):

    def __init__(self, seq):
        if isinstance(seq, str):
            self.data = seq
        elif isinstance(seq, UserString):
            self.data = seq.data[:]
        else:
            self.data = str(seq)

    def __str__(self):
        return str(self.data)

    def __repr__(self):
        return repr(self.data)

    def __int__(self):
        return int(self.data)

    def __float__(self):
        return float(self.data)

    def __complex__(self):
        return complex(self.data)

    def __hash__(self):
        return hash(self.data)

    def __getnewargs__(self):
        return (self.data[:],)

    def __eq__(self, string):
        return self.data == _str_data(string)

    def __lt__(self, string):
        return self.data < _str_data(string)

    def __le__(self, string):
        return self.data <= _str_data(string)

    def __gt__(self, string):
        return self.data > _str_data(string)

    def __ge__(self, string):
        return self.data >= _str_data(string)

    def __contains__(self, char):
        return _str_data(char) in self.data

    def __len__(self):
        return len(self.data)

    def __getitem__(self, index):
        return self.__class__(self.data[index])

    def __add__(self, other):
        if isinstance(other, UserString):
            return self.__class__(self.data + other.data)
        return self.__class__(self.data + (other if isinstance(other, str) else str(other)))

    def __radd__(self, other):
        return self.__class__((other if isinstance(other, str) else str(other)) + self.data)

    def __mul__(self, n):
        return self.__class__(self.data * n)

    __rmul__ = __mul__

    def __mod__(self, args):
        return self.__class__(self.data % args)

    def __rmod__(self, template):
        return self.__class__(str(template) % self)

    def capitalize(self):
        return self.__class__(self.data.capitalize())

    def casefold(self):
        return self.__class__(self.data.casefold())

    def center(self, width, *args):
        return self.__class__(self.data.center(width, *args))

    def count(self, sub, start=0, end=_MAXSIZE):
        return self.data.count(_str_data(sub), start, end)

    def removeprefix(self, prefix, /):
        return self.__class__(self.data.removeprefix(_str_data(prefix)))

    def removesuffix(self, suffix, /):
        return self.__class__(self.data.removesuffix(_str_data(suffix)))

    def encode(self, encoding='utf-8', errors='strict'):
        return self.data.encode('utf-8' if encoding is None else encoding,
                                'strict' if errors is None else errors)

    def endswith(self, suffix, start=0, end=_MAXSIZE):
        return self.data.endswith(suffix, start, end)

    def expandtabs(self, tabsize=8):
        return self.__class__(self.data.expandtabs(tabsize))

    def find(self, sub, start=0, end=_MAXSIZE):
        return self.data.find(_str_data(sub), start, end)

    def format(self, /, *args, **kwds):
        return self.data.format(*args, **kwds)

    def format_map(self, mapping):
        return self.data.format_map(mapping)

    def index(self, sub, start=0, end=_MAXSIZE):
        return self.data.index(sub, start, end)

    def isalpha(self):
        return self.data.isalpha()

    def isalnum(self):
        return self.data.isalnum()

    def isascii(self):
        return self.data.isascii()

    def isdecimal(self):
        return self.data.isdecimal()

    def isdigit(self):
        return self.data.isdigit()

    def isidentifier(self):
        return self.data.isidentifier()

    def islower(self):
        return self.data.islower()

    def isnumeric(self):
        return self.data.isnumeric()

    def isprintable(self):
        return self.data.isprintable()

    def isspace(self):
        return self.data.isspace()

    def istitle(self):
        return self.data.istitle()

    def isupper(self):
        return self.data.isupper()

    def join(self, seq):
        return self.data.join(seq)

    def ljust(self, width, *args):
        return self.__class__(self.data.ljust(width, *args))

    def lower(self):
        return self.__class__(self.data.lower())

    def lstrip(self, chars=None):
        return self.__class__(self.data.lstrip(chars))

    maketrans = str.maketrans

    def partition(self, sep):
        return self.data.partition(sep)

    def replace(self, old, new, maxsplit=-1):
        return self.__class__(self.data.replace(_str_data(old), _str_data(new), maxsplit))

    def rfind(self, sub, start=0, end=_MAXSIZE):
        return self.data.rfind(_str_data(sub), start, end)

    def rindex(self, sub, start=0, end=_MAXSIZE):
        return self.data.rindex(sub, start, end)

    def rjust(self, width, *args):
        return self.__class__(self.data.rjust(width, *args))

    def rpartition(self, sep):
        return self.data.rpartition(sep)

    def rstrip(self, chars=None):
        return self.__class__(self.data.rstrip(chars))

    def split(self, sep=None, maxsplit=-1):
        return self.data.split(sep, maxsplit)

    def rsplit(self, sep=None, maxsplit=-1):
        return self.data.rsplit(sep, maxsplit)

    def splitlines(self, keepends=False):
        return self.data.splitlines(keepends)

    def startswith(self, prefix, start=0, end=_MAXSIZE):
        return self.data.startswith(prefix, start, end)

    def strip(self, chars=None):
        return self.__class__(self.data.strip(chars))

    def swapcase(self):
        return self.__class__(self.data.swapcase())

    def title(self):
        return self.__class__(self.data.title())

    def translate(self, *args):
        return self.__class__(self.data.translate(*args))

    def upper(self):
        return self.__class__(self.data.upper())

    def zfill(self, width):
        return self.__class__(self.data.zfill(width))
