# types for tfplay: the types of built-in objects (CPython 3.12's Lib/types.py names), and
# SimpleNamespace and MappingProxyType, written in Python with CPython's reprs and errors.
import sys as _sys
import _tfplay_types

def _f(): pass
FunctionType = type(_f)
LambdaType = type(lambda: None)
CodeType = type(_f.__code__)
TracebackType = _tfplay_types.traceback

def _g():
    yield 1
GeneratorType = type(_g())

class _C:
    __slots__ = ('_s',)
    def _m(self): pass
MethodType = type(_C()._m)
MemberDescriptorType = type(_C._s)  # a __slots__ member (CPython's type(FunctionType.__globals__))

BuiltinFunctionType = type(len)
BuiltinMethodType = BuiltinFunctionType
ModuleType = type(_sys)
NoneType = type(None)
EllipsisType = type(Ellipsis)
NotImplementedType = type(NotImplemented)

del _f, _g, _C


class DynamicClassAttribute:
    """Route attribute access on a class to __getattr__ (CPython's types.DynamicClassAttribute):
    a property on instances; through the class, an AttributeError."""
    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc or fget.__doc__
        self.overwrite_doc = doc is None
        self.__isabstractmethod__ = bool(getattr(fget, '__isabstractmethod__', False))

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.__isabstractmethod__:
                return self
            raise AttributeError()
        elif self.fget is None:
            raise AttributeError("unreadable attribute")
        return self.fget(instance)

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError("can't set attribute")
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError("can't delete attribute")
        self.fdel(instance)

    def getter(self, fget):
        fdoc = fget.__doc__ if self.overwrite_doc else None
        result = type(self)(fget, self.fset, self.fdel, fdoc or self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def setter(self, fset):
        result = type(self)(self.fget, fset, self.fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result

    def deleter(self, fdel):
        result = type(self)(self.fget, self.fset, fdel, self.__doc__)
        result.overwrite_doc = self.overwrite_doc
        return result


class SimpleNamespace:
    """A simple attribute-based namespace."""

    def __init__(self, /, *args, **kwargs):
        if args:
            raise TypeError('no positional arguments expected')
        self.__dict__.update(kwargs)

    def __repr__(self):
        # namespace_repr: "namespace" for the type itself, the class name for a subclass;
        # "namespace(...)" when the namespace contains itself.
        name = 'namespace' if type(self) is SimpleNamespace else type(self).__name__
        if id(self) in _repr_running:
            return name + '(...)'
        _repr_running.add(id(self))
        try:
            items = [f'{k}={v!r}' for k, v in self.__dict__.items()]
        finally:
            _repr_running.discard(id(self))
        return name + '(' + ', '.join(items) + ')'

    def __eq__(self, other):
        if isinstance(self, SimpleNamespace) and isinstance(other, SimpleNamespace):
            return self.__dict__ == other.__dict__
        return NotImplemented

_repr_running = set()
_tfplay_types.static_type(SimpleNamespace)


class MappingProxyType:
    """A read-only view of a mapping (CPython's mappingproxy)."""
    __module__ = 'builtins'
    __qualname__ = 'mappingproxy'

    def __init__(self, mapping, /):
        # mappingproxy_check_mapping: PyMapping_Check (a __getitem__), and not a list or tuple.
        if not hasattr(type(mapping), '__getitem__') or isinstance(mapping, (list, tuple)):
            raise TypeError(f'mappingproxy() argument must be a mapping, not {type(mapping).__name__}')
        self._mapping = mapping

    def __getitem__(self, key):
        return self._mapping[key]

    def __contains__(self, key):
        return key in self._mapping

    def __iter__(self):
        return iter(self._mapping)

    def __len__(self):
        return len(self._mapping)

    def __eq__(self, other):
        return self._mapping == other

    def __reversed__(self):
        return reversed(self._mapping)

    def __or__(self, other):
        if isinstance(other, MappingProxyType):
            other = other._mapping
        return dict(self._mapping) | other

    def get(self, key, default=None):
        return self._mapping.get(key, default)

    def keys(self):
        return self._mapping.keys()

    def values(self):
        return self._mapping.values()

    def items(self):
        return self._mapping.items()

    def copy(self):
        return self._mapping.copy()

    def __setitem__(self, key, value):
        raise TypeError("'mappingproxy' object does not support item assignment")

    def __delitem__(self, key):
        raise TypeError("'mappingproxy' object does not support item deletion")

    def __repr__(self):
        return f'mappingproxy({self._mapping!r})'

    def __str__(self):
        return str(self._mapping)

    __hash__ = None

MappingProxyType.__name__ = 'mappingproxy'


def new_class(name, bases=(), kwds=None, exec_body=None):
    """Creates a class dynamically, as a class statement would: the bases' __mro_entries__
    resolved (PEP 560), the metaclass's namespace filled by exec_body, and the bases as given
    kept in __orig_bases__ when they changed (CPython 3.12's Lib/types.py)."""
    resolved = resolve_bases(bases)
    meta, ns, kwds = prepare_class(name, resolved, kwds)
    if exec_body is not None:
        exec_body(ns)
    if resolved is not bases:
        ns['__orig_bases__'] = bases
    return meta(name, resolved, ns, **kwds)


def resolve_bases(bases):
    """The bases with each non-class that has __mro_entries__ replaced by the tuple it returns
    (PEP 560); `bases` itself when none has one."""
    resolved = []
    changed = False
    for base in bases:
        entries = None if isinstance(base, type) else getattr(base, '__mro_entries__', None)
        if entries is None:
            resolved.append(base)
            continue
        replacement = entries(bases)
        changed = True
        if not isinstance(replacement, tuple):
            raise TypeError("__mro_entries__ must return a tuple")
        resolved.extend(replacement)
    return tuple(resolved) if changed else bases


def prepare_class(name, bases=(), kwds=None):
    """(metaclass, namespace, kwds): the explicit `metaclass` keyword or the first base's type,
    narrowed to the most derived metaclass of the bases when it is a class, the namespace its
    __prepare__ returns, and a copy of kwds without `metaclass`."""
    kwds = {} if kwds is None else dict(kwds)
    meta = kwds.pop('metaclass', type(bases[0]) if bases else type)
    if isinstance(meta, type):
        meta = _calculate_meta(meta, bases)
    prepare = getattr(meta, '__prepare__', None)
    ns = prepare(name, bases, **kwds) if prepare is not None else {}
    return meta, ns, kwds


def _calculate_meta(meta, bases):
    """The most derived of meta and the bases' metaclasses (TypeError when they conflict)."""
    winner = meta
    for base in bases:
        base_meta = type(base)
        if issubclass(winner, base_meta):
            continue
        if not issubclass(base_meta, winner):
            raise TypeError("metaclass conflict: the metaclass of a derived class must be a "
                            "(non-strict) subclass of the metaclasses of all its bases")
        winner = base_meta
    return winner


def _alias_repr(obj):
    # How a parameter of list[int] or int | str prints (Objects/genericaliasobject.c ga_repr_item;
    # typing._type_repr is the same rule): aliases and unions are not classes, so repr() prints them.
    if obj is ...:
        return '...'
    if isinstance(obj, type):
        return obj.__qualname__ if obj.__module__ == 'builtins' else f'{obj.__module__}.{obj.__qualname__}'
    if type(obj).__name__ == 'function':
        return obj.__name__
    return repr(obj)


def _index_of(params, param):
    # genericaliasobject.c tuple_index: type variables are found by identity.
    for i, p in enumerate(params):
        if p is param:
            return i
    return -1


def _make_parameters(args):
    """The type variables of a generic alias's arguments, in order, each once (CPython 3.12's
    _Py_make_parameters): an argument with __typing_subst__ (a TypeVar or ParamSpec), and those
    of arguments that have __parameters__ (list[T], int | T); classes have none."""
    parameters = []
    for t in args:
        if isinstance(t, type):
            continue
        if hasattr(t, '__typing_subst__'):
            found = (t,)
        else:
            found = getattr(t, '__parameters__', None)
            if not isinstance(found, tuple):
                continue
        for param in found:
            if _index_of(parameters, param) < 0:
                parameters.append(param)
    return tuple(parameters)


def _subs_tvars(obj, params, items):
    # genericaliasobject.c subs_tvars: an argument with type variables of its own (list[T] in
    # dict[str, list[T]]) is subscripted with their values.
    subparams = getattr(obj, '__parameters__', None)
    if not (isinstance(subparams, tuple) and subparams):
        return obj
    subargs = []
    for param in subparams:
        i = _index_of(params, param)
        subargs.append(items[i] if i >= 0 else param)
    return obj[tuple(subargs)]


def _subs_parameters(alias, args, parameters, item):
    """The arguments of alias[item] (CPython 3.12's _Py_subs_parameters): each type variable
    replaced by its value, through its __typing_subst__ (a ParamSpec first adjusts the values
    with __typing_prepare_subst__)."""
    if not parameters:
        raise TypeError('%r is not a generic class' % (alias,))
    for param in parameters:
        prepare = getattr(param, '__typing_prepare_subst__', None)
        if prepare is not None:
            item = prepare(alias, item if isinstance(item, tuple) else (item,))
    items = item if isinstance(item, tuple) else (item,)
    if len(items) != len(parameters):
        raise TypeError('Too %s arguments for %r; actual %d, expected %d'
                        % ('many' if len(items) > len(parameters) else 'few', alias, len(items), len(parameters)))
    newargs = []
    for arg in args:
        if isinstance(arg, type):
            newargs.append(arg)
            continue
        subst = getattr(arg, '__typing_subst__', None)
        if subst is not None:
            newargs.append(subst(items[_index_of(parameters, arg)]))
        else:
            newargs.append(_subs_tvars(arg, parameters, items))
    return tuple(newargs)


class GenericAlias:
    """A class subscripted in a type hint (PEP 585): list[int] has __origin__ list and __args__
    (int,); calling it makes an instance of the class, and other attributes are the class's."""

    def __init__(self, origin, args):
        if not isinstance(args, tuple):
            args = (args,)
        object.__setattr__(self, '__origin__', origin)
        object.__setattr__(self, '__args__', args)

    def __repr__(self):
        args = self.__args__
        text = '()' if not args else ', '.join(_ga_repr_item(a) for a in args)
        return f'{_alias_repr(self.__origin__)}[{text}]'

    @property
    def __parameters__(self):
        return _make_parameters(self.__args__)

    def __getitem__(self, item):
        # ga_getitem: list[T][int] is list[int]; an alias with no type variables is no generic.
        return GenericAlias(self.__origin__, _subs_parameters(self, self.__args__, self.__parameters__, item))

    def __call__(self, *args, **kwargs):
        return self.__origin__(*args, **kwargs)

    def __getattr__(self, name):
        if name.startswith('__') and name.endswith('__'):
            raise AttributeError(name)
        return getattr(self.__origin__, name)

    def __eq__(self, other):
        if not isinstance(other, GenericAlias):
            return NotImplemented
        return self.__origin__ == other.__origin__ and self.__args__ == other.__args__

    def __hash__(self):
        return hash(self.__origin__) ^ hash(self.__args__)

    def __mro_entries__(self, bases):
        return (self.__origin__,)

    def __instancecheck__(self, obj):
        raise TypeError('isinstance() argument 2 cannot be a parameterized generic')

    def __subclasscheck__(self, cls):
        raise TypeError('issubclass() argument 2 cannot be a parameterized generic')

    def __or__(self, other):
        return _union_or(self, other)

    def __ror__(self, other):
        return _union_or(other, self)


def _ga_repr_item(obj):
    # ga_repr: a list argument (a ParamSpec's value) prints as [int, str].
    if type(obj) is list:
        return '[' + ', '.join(_alias_repr(a) for a in obj) + ']'
    return _alias_repr(obj)


class UnionType:
    """X | Y of classes (PEP 604): int | None. isinstance and issubclass test each member in
    order (3.12 treats the union as the tuple of its members)."""

    def __new__(cls, *args, **kwargs):
        raise TypeError("cannot create 'types.UnionType' instances")

    @classmethod
    def _make(cls, args):
        union = object.__new__(cls)
        object.__setattr__(union, '__args__', args)
        return union

    @property
    def __parameters__(self):
        return _make_parameters(self.__args__)

    def __getitem__(self, item):
        # union_getitem: the members with their type variables substituted, or-ed again.
        args = _subs_parameters(self, self.__args__, self.__parameters__, item)
        result = args[0]
        for arg in args[1:]:
            result = result | arg
        return result

    def __repr__(self):
        return ' | '.join('None' if a is NoneType else _alias_repr(a) for a in self.__args__)

    def __eq__(self, other):
        if not isinstance(other, UnionType):
            return NotImplemented
        return set(self.__args__) == set(other.__args__)

    def __hash__(self):
        return hash(frozenset(self.__args__))

    def __instancecheck__(self, obj):
        return isinstance(obj, self.__args__)

    def __subclasscheck__(self, cls):
        return issubclass(cls, self.__args__)

    def __or__(self, other):
        return _union_or(self, other)

    def __ror__(self, other):
        return _union_or(other, self)


def _union_or(left, right):
    # type.__or__ (Objects/unionobject.c _Py_union_type_or): the members of both sides, repeats
    # dropped; None stands for NoneType; one member is that member. NotImplemented for operands
    # that are not classes, generic aliases, unions or None.
    args = []
    for side in (left, right):
        if side is None:
            side = NoneType
        if not isinstance(side, (type, GenericAlias, UnionType)):
            return NotImplemented
        for arg in side.__args__ if isinstance(side, UnionType) else (side,):
            if arg not in args:
                args.append(arg)
    return args[0] if len(args) == 1 else UnionType._make(tuple(args))
