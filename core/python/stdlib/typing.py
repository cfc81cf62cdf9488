# typing for tfplay: the names are importable and subscriptable; nothing is checked.
class _Special:
    def __init__(self, name):
        self._name = name
    def __getitem__(self, params):
        return self
    def __call__(self, *args, **kwargs):
        raise TypeError(f'Cannot instantiate typing.{self._name}')
    def __repr__(self):
        return 'typing.' + self._name

Any = _Special('Any')
Union = _Special('Union')
Optional = _Special('Optional')
Callable = _Special('Callable')
Literal = _Special('Literal')
Final = _Special('Final')
ClassVar = _Special('ClassVar')
Annotated = _Special('Annotated')
NoReturn = _Special('NoReturn')
List = _Special('List')
Dict = _Special('Dict')
Tuple = _Special('Tuple')
Set = _Special('Set')
FrozenSet = _Special('FrozenSet')
Iterable = _Special('Iterable')
Iterator = _Special('Iterator')
Generator = _Special('Generator')
Sequence = _Special('Sequence')
Mapping = _Special('Mapping')
MutableMapping = _Special('MutableMapping')
Type = _Special('Type')
DefaultDict = _Special('DefaultDict')

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
    from collections import namedtuple
    return namedtuple(typename, [name for name, _ in (fields or kwargs.items())])

def cast(typ, val):
    return val

def overload(func):
    return func

TYPE_CHECKING = False
