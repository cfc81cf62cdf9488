# typing for tfplay: the names are importable and subscriptable; nothing is checked.
class _Special:
    def __init__(self, name, origin=None):
        self._name = name
        self._origin = origin
    def __getitem__(self, params):
        return self
    def __call__(self, *args, **kwargs):
        raise TypeError(f'Cannot instantiate typing.{self._name}')
    def __repr__(self):
        return 'typing.' + self._name
    # The aliases of builtin and collections.abc classes (typing.Iterable, typing.List) answer
    # isinstance/issubclass as their class does and can be subclassed (PEP 560).
    def __instancecheck__(self, obj):
        if self._origin is None:
            raise TypeError(f'typing.{self._name} cannot be used with isinstance()')
        return isinstance(obj, self._origin)
    def __subclasscheck__(self, cls):
        if self._origin is None:
            raise TypeError(f'typing.{self._name} cannot be used with issubclass()')
        return issubclass(cls, self._origin)
    def __mro_entries__(self, bases):
        if self._origin is None:
            raise TypeError(f'Cannot subclass typing.{self._name}')
        return (self._origin,)


def _abc(name):
    import collections.abc
    return getattr(collections.abc, name)

Any = _Special('Any')
Union = _Special('Union')
Optional = _Special('Optional')
Callable = _Special('Callable', _abc('Callable'))
Literal = _Special('Literal')
Final = _Special('Final')
ClassVar = _Special('ClassVar')
Annotated = _Special('Annotated')
NoReturn = _Special('NoReturn')
List = _Special('List', list)
Dict = _Special('Dict', dict)
Tuple = _Special('Tuple', tuple)
Set = _Special('Set', set)
FrozenSet = _Special('FrozenSet', frozenset)
Iterable = _Special('Iterable', _abc('Iterable'))
Iterator = _Special('Iterator', _abc('Iterator'))
Generator = _Special('Generator', _abc('Generator'))
Sequence = _Special('Sequence', _abc('Sequence'))
Mapping = _Special('Mapping', _abc('Mapping'))
MutableMapping = _Special('MutableMapping', _abc('MutableMapping'))
Type = _Special('Type', type)
DefaultDict = _Special('DefaultDict')
Hashable = _Special('Hashable', _abc('Hashable'))
Sized = _Special('Sized', _abc('Sized'))
Container = _Special('Container', _abc('Container'))
Collection = _Special('Collection', _abc('Collection'))
Reversible = _Special('Reversible', _abc('Reversible'))
MutableSequence = _Special('MutableSequence', _abc('MutableSequence'))
AbstractSet = _Special('AbstractSet', _abc('Set'))
MutableSet = _Special('MutableSet', _abc('MutableSet'))
KeysView = _Special('KeysView', _abc('KeysView'))
ItemsView = _Special('ItemsView', _abc('ItemsView'))
ValuesView = _Special('ValuesView', _abc('ValuesView'))

class Generic:
    """Base class of generic classes: `class Stack(Generic[T])`. Subscripting a generic class
    gives the class itself (tfplay has no generic aliases; nothing is checked)."""
    __slots__ = ()
    def __class_getitem__(cls, params):
        return cls

class Protocol(Generic):
    """Base class of protocol classes (structural types); nothing is checked."""
    __slots__ = ()

def TypeVar(name, *constraints, bound=None, covariant=False, contravariant=False):
    return _Special(name)

def NamedTuple(typename, fields=None, **kwargs):
    """Typed version of namedtuple: NamedTuple('P', [('x', int)]) or a class deriving from it
    whose annotated fields (with optional defaults) become the tuple's fields."""
    from collections import namedtuple
    if fields is None:
        fields = list(kwargs.items())
    nt = namedtuple(typename, [name for name, _ in fields], module=_caller_module())
    nt.__annotations__ = dict(fields)
    return nt


def _caller_module():
    import _tfplay_frames
    name = _tfplay_frames.caller_module(2)
    return name if name is not None else '__main__'


class _NamedTupleMeta(type):
    def __new__(mcls, typename, bases, ns):
        from collections import namedtuple
        if ns.get('_root'):
            return super().__new__(mcls, typename, bases, ns)
        annotations = ns.get('__annotations__', {})
        defaults = []
        given = []
        for name in annotations:
            if name in ns:
                defaults.append(ns[name])
                given.append(name)
            elif defaults:
                raise TypeError(f"Non-default namedtuple field {name} cannot follow default field"
                                f"{'s' if len(given) > 1 else ''} {', '.join(given)}")
        nt = namedtuple(typename, list(annotations), defaults=defaults, module=ns.get('__module__', '__main__'))
        nt.__annotations__ = dict(annotations)
        for key, value in ns.items():
            if key in ('__module__', '__qualname__', '__annotations__', '__orig_bases__', '__dict__', '__weakref__'):
                continue
            if key.startswith('_') and key in ('_make', '_asdict', '_replace', '_fields', '_field_defaults', '__new__', '__init__', '__slots__', '__getnewargs__'):
                raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
            if key in annotations:
                continue
            setattr(nt, key, value)
        if '__orig_bases__' in ns:
            nt.__orig_bases__ = ns['__orig_bases__']
        return nt


class _NamedTupleBase(metaclass=_NamedTupleMeta):
    _root = True


NamedTuple.__mro_entries__ = lambda bases: (_NamedTupleBase,)

def cast(typ, val):
    return val

def overload(func):
    return func

TYPE_CHECKING = False
