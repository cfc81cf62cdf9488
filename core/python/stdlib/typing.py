# typing for tfplay: the names are importable and subscriptable and print as CPython 3.12's
# (typing.List[int], typing.Optional[str]); nothing is checked.

# A parameter prints as in list[int] (typing._type_repr and genericaliasobject.c agree).
from types import _alias_repr as _type_repr


def _parameter(p):
    # typing._type_convert: None stands for NoneType, a string for a forward reference.
    if p is None:
        return type(None)
    if isinstance(p, str):
        return ForwardRef(p)
    return p


class ForwardRef:
    """A type given as a string (typing.Sequence['Node']); a TypedDict's fields also record
    the module they were written in."""
    def __init__(self, arg, is_argument=True, module=None, *, is_class=False):
        if not isinstance(arg, str):
            raise TypeError(f"Forward reference must be a string -- got {arg!r}")
        self.__forward_arg__ = arg
        self.__forward_is_argument__ = is_argument
        self.__forward_is_class__ = is_class
        self.__forward_module__ = module
    def __eq__(self, other):
        if not isinstance(other, ForwardRef):
            return NotImplemented
        return (self.__forward_arg__ == other.__forward_arg__
                and self.__forward_module__ == other.__forward_module__)
    def __hash__(self):
        return hash((self.__forward_arg__, self.__forward_module__))
    def __repr__(self):
        module = '' if self.__forward_module__ is None else f', module={self.__forward_module__!r}'
        return f'ForwardRef({self.__forward_arg__!r}{module})'


class _GenericAlias:
    """A subscripted typing name: typing.List[int] (__origin__ list, __args__ (int,))."""
    def __init__(self, special, args, text=None):
        self._special = special
        self.__origin__ = special._origin
        self.__args__ = args
        self._text = text if text is not None else ', '.join(_type_repr(a) for a in args)
    def __repr__(self):
        return f'typing.{self._special._name}[{self._text}]'
    def __eq__(self, other):
        return (isinstance(other, _GenericAlias) and self._special is other._special
                and self.__args__ == other.__args__)
    def __hash__(self):
        return hash((self._special._name, self.__args__))
    def __instancecheck__(self, obj):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')
    def __subclasscheck__(self, cls):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')
    def __mro_entries__(self, bases):
        if self.__origin__ is None:
            raise TypeError(f'Cannot subclass {self!r}')
        return (self.__origin__, Generic)
    def __call__(self, *args, **kwargs):
        if self.__origin__ is None:
            raise TypeError(f'Cannot instantiate {self!r}')
        raise TypeError(f'Type {self._special._name} cannot be instantiated; use {self.__origin__.__name__}() instead')


def _union(params):
    # Union[...]: nested unions flattened, repeats dropped; one type is that type.
    args = []
    for p in params:
        p = _parameter(p)
        for q in (p.__args__ if isinstance(p, _GenericAlias) and p._special is Union else (p,)):
            if q not in args:
                args.append(q)
    if len(args) == 1:
        return args[0]
    args = tuple(args)
    none = type(None)
    if len(args) == 2 and none in args:
        other = args[0] if args[1] is none else args[1]
        return _OptionalAlias(args, other)
    return _GenericAlias(Union, args)


class _OptionalAlias(_GenericAlias):
    # Union[X, None] prints as typing.Optional[X].
    def __init__(self, args, other):
        super().__init__(Union, args, _type_repr(other))
    def __repr__(self):
        return f'typing.Optional[{self._text}]'


class _Special:
    def __init__(self, name, origin=None):
        self._name = name
        self._origin = origin
    def __getitem__(self, params):
        if not isinstance(params, tuple):
            params = (params,)
        if self._name == 'Union':
            return _union(params)
        if self._name == 'Optional':
            return _union((params[0], None))
        if self._name == 'Callable' and len(params) == 2:
            args, result = params
            result = _parameter(result)
            if args is ...:
                return _GenericAlias(self, (..., result), f'..., {_type_repr(result)}')
            args = tuple(_parameter(a) for a in args)
            text = '[' + ', '.join(_type_repr(a) for a in args) + '], ' + _type_repr(result)
            return _GenericAlias(self, args + (result,), text)
        if self._name == 'Tuple' and params == ():
            return _GenericAlias(self, (), '()')
        if self._name == 'Literal':
            return _GenericAlias(self, params, ', '.join(repr(p) for p in params))
        return _GenericAlias(self, tuple(_parameter(p) for p in params))
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

Self = _Special('Self')
Never = _Special('Never')
TypeAlias = _Special('TypeAlias')
LiteralString = _Special('LiteralString')
TypeGuard = _Special('TypeGuard')
Concatenate = _Special('Concatenate')
Unpack = _Special('Unpack')
Required = _Special('Required')
NotRequired = _Special('NotRequired')


def _collection(name):
    import collections
    return getattr(collections, name)


Deque = _Special('Deque', _collection('deque'))
Counter = _Special('Counter', _collection('Counter'))
OrderedDict = _Special('OrderedDict', _collection('OrderedDict'))
ChainMap = _Special('ChainMap', _collection('ChainMap'))
Awaitable = _Special('Awaitable', _abc('Awaitable'))
Coroutine = _Special('Coroutine', _abc('Coroutine'))
AsyncIterator = _Special('AsyncIterator', _abc('AsyncIterator'))
AsyncIterable = _Special('AsyncIterable', _abc('AsyncIterable'))
AsyncGenerator = _Special('AsyncGenerator', _abc('AsyncGenerator'))
MappingView = _Special('MappingView', _abc('MappingView'))
ByteString = _Special('ByteString', _abc('ByteString'))


def _contextlib(name):
    import contextlib
    return getattr(contextlib, name, None)


ContextManager = _Special('ContextManager', _contextlib('AbstractContextManager'))
# contextlib.AbstractAsyncContextManager needs async methods, which tfplay does not run.
AsyncContextManager = _Special('AsyncContextManager', _contextlib('AbstractAsyncContextManager'))


def _re(name):
    import re
    return getattr(re, name)


Pattern = _Special('Pattern', _re('Pattern'))
Match = _Special('Match', _re('Match'))
Text = str


def final(f):
    """Marks a method or class final (f.__final__ = True); nothing is checked."""
    try:
        f.__final__ = True
    except (AttributeError, TypeError):
        pass
    return f


def override(method):
    """Marks a method as overriding one of a base class (method.__override__ = True)."""
    try:
        method.__override__ = True
    except (AttributeError, TypeError):
        pass
    return method


def runtime_checkable(cls):
    """Lets isinstance() and issubclass() test a Protocol class structurally."""
    if not issubclass(cls, Generic) or not getattr(cls, '_is_protocol', False):
        raise TypeError('@runtime_checkable can be only applied to protocol classes,'
                        ' got %r' % cls)
    cls._is_runtime_protocol = True
    return cls


def no_type_check(arg):
    """Marks a function, or a class and the methods and classes defined in it, with
    __no_type_check__ = True (type checkers then ignore their annotations)."""
    import types
    if isinstance(arg, type):
        for key in dir(arg):
            obj = getattr(arg, key, None)
            # Only what the class itself defines (not what it imports or inherits).
            if (not hasattr(obj, '__qualname__')
                    or obj.__qualname__ != f'{arg.__qualname__}.{obj.__name__}'
                    or getattr(obj, '__module__', None) != arg.__module__):
                continue
            if isinstance(obj, types.FunctionType):
                obj.__no_type_check__ = True
            if isinstance(obj, types.MethodType):
                obj.__func__.__no_type_check__ = True
            if isinstance(obj, type):
                no_type_check(obj)
    try:
        arg.__no_type_check__ = True
    except TypeError:   # a built-in class
        pass
    return arg


def no_type_check_decorator(decorator):
    """Makes `decorator` also apply no_type_check to what it returns."""
    import functools

    @functools.wraps(decorator)
    def wrapped_decorator(*args, **kwds):
        return no_type_check(decorator(*args, **kwds))
    return wrapped_decorator


def dataclass_transform(*, eq_default=True, order_default=False, kw_only_default=False,
                        frozen_default=False, field_specifiers=(), **kwargs):
    """Marks a decorator, base class or metaclass as making dataclass-like classes (PEP 681):
    the decorated object gets __dataclass_transform__, the arguments as a dict."""
    def decorator(cls_or_fn):
        cls_or_fn.__dataclass_transform__ = {
            'eq_default': eq_default,
            'order_default': order_default,
            'kw_only_default': kw_only_default,
            'frozen_default': frozen_default,
            'field_specifiers': field_specifiers,
            'kwargs': kwargs,
        }
        return cls_or_fn
    return decorator


def assert_type(val, typ, /):
    return val


def assert_never(arg, /):
    value = repr(arg)
    if len(value) > 100:
        value = value[:100] + '...'
    raise AssertionError(f"Expected code to be unreachable, but got: {value}")


def reveal_type(obj, /):
    import sys
    print(f"Runtime type is {type(obj).__name__!r}", file=sys.stderr)
    return obj


class NewType:
    """NewType('UserId', int): a callable returning its argument, printed as module.name."""
    def __init__(self, name, tp):
        self.__qualname__ = name
        if '.' in name:
            name = name.rpartition('.')[-1]
        self.__name__ = name
        self.__supertype__ = tp
        self.__module__ = _caller_module()
    def __repr__(self):
        return f'{self.__module__}.{self.__qualname__}'
    def __call__(self, x):
        return x
    def __mro_entries__(self, bases):
        raise TypeError(f"Cannot subclass an instance of NewType. Perhaps you were looking for: "
                        f"`{self.__name__} = NewType({self.__name__!r}, {self.__name__})`")


def get_origin(tp):
    """The unsubscripted version of a type: list for list[int], typing.Union for Union[int, str]."""
    import types
    if isinstance(tp, _GenericAlias):
        if tp._special is Union or tp.__origin__ is None:
            return tp._special
        return tp.__origin__
    if isinstance(tp, (types.GenericAlias, types.UnionType)):
        return tp.__origin__ if isinstance(tp, types.GenericAlias) else types.UnionType
    if tp is Generic:
        return Generic
    return None


def get_args(tp):
    """The arguments of a subscripted type: (int,) for list[int]; () for anything else."""
    import types
    if isinstance(tp, (_GenericAlias, types.GenericAlias, types.UnionType)):
        args = tp.__args__
        if isinstance(tp, _GenericAlias) and tp._special is Callable and args and args[0] is not ...:
            return (list(args[:-1]), args[-1])
        return args
    return ()


class _UserGenericAlias:
    """A subscripted generic class the program defines: Stack[int] (typing._GenericAlias),
    printed as __main__.Stack[int]; calling it makes a Stack whose __orig_class__ it is."""
    def __init__(self, origin, args):
        self.__origin__ = origin
        self.__args__ = args
    def __repr__(self):
        o = self.__origin__
        name = o.__qualname__ if o.__module__ == 'builtins' else f'{o.__module__}.{o.__qualname__}'
        return f"{name}[{', '.join(_type_repr(a) for a in self.__args__)}]"
    def __eq__(self, other):
        if not isinstance(other, _UserGenericAlias):
            return NotImplemented
        return self.__origin__ is other.__origin__ and self.__args__ == other.__args__
    def __hash__(self):
        return hash((self.__origin__, self.__args__))
    def __call__(self, *args, **kwargs):
        result = self.__origin__(*args, **kwargs)
        try:
            result.__orig_class__ = self
        except Exception:
            pass
        return result
    def __mro_entries__(self, bases):
        return (self.__origin__,)
    def __getitem__(self, params):
        return _UserGenericAlias(self.__origin__, params if isinstance(params, tuple) else (params,))
    def __getattr__(self, name):
        if name.startswith('__') and name.endswith('__'):
            raise AttributeError(name)
        return getattr(self.__origin__, name)
    def __instancecheck__(self, obj):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')
    def __subclasscheck__(self, cls):
        raise TypeError('Subscripted generics cannot be used with class and instance checks')


class Generic:
    """Base class of generic classes: `class Stack(Generic[T])`. Generic[T] itself stands for
    Generic; a generic class subscripted (Stack[int]) is an alias of it (nothing is checked)."""
    __slots__ = ()
    def __class_getitem__(cls, params):
        if cls is Generic or cls is Protocol:
            return cls
        return _UserGenericAlias(cls, params if isinstance(params, tuple) else (params,))

class _VarianceNamed:
    """What TypeVar and ParamSpec share: a name, a bound and a variance, printed as ~T (+T
    covariant, -T contravariant), or as the bare name when the variance is inferred (a PEP 695
    `def f[T]` parameter)."""
    def _set_variance(self, name, bound, covariant, contravariant, infer_variance):
        self.__name__ = name
        self.__bound__ = bound
        self.__covariant__ = covariant
        self.__contravariant__ = contravariant
        self.__infer_variance__ = infer_variance
    def __repr__(self):
        if self.__infer_variance__:
            return self.__name__
        return ('+' if self.__covariant__ else '-' if self.__contravariant__ else '~') + self.__name__


class TypeVar(_VarianceNamed):
    """A type variable (T = TypeVar('T'))."""
    def __init__(self, name, *constraints, bound=None, covariant=False, contravariant=False,
                 infer_variance=False):
        self._set_variance(name, bound, covariant, contravariant, infer_variance)
        self.__constraints__ = constraints
    def __typing_subst__(self, arg):
        # CPython 3.12's _typevar_subst: the value of T in list[T][value].
        arg = _parameter(arg)
        if type(arg) is tuple:
            raise TypeError(f"Parameters to generic types must be types. Got {arg!r:.100}.")
        return arg


class TypeVarTuple:
    """A variadic type variable (Ts = TypeVarTuple('Ts'), `def f[*Ts]`), printed as its name."""
    def __init__(self, name):
        self.__name__ = name
    def __repr__(self):
        return self.__name__


class ParamSpec(_VarianceNamed):
    """A parameter specification variable (P = ParamSpec('P'), `def f[**P]`)."""
    def __init__(self, name, *, bound=None, covariant=False, contravariant=False, infer_variance=False):
        self._set_variance(name, bound, covariant, contravariant, infer_variance)
    def __typing_subst__(self, arg):
        # CPython 3.12's _paramspec_subst: a list of types (kept as a tuple), ..., or a ParamSpec.
        if isinstance(arg, (list, tuple)):
            return tuple(_parameter(a) for a in arg)
        if not (arg is ... or isinstance(arg, ParamSpec)):
            raise TypeError(f"Expected a list of types, an ellipsis, ParamSpec, or Concatenate. Got {arg}")
        return arg
    def __typing_prepare_subst__(self, alias, args):
        # CPython 3.12's _paramspec_prepare_subst: X[int, str] is X[[int, str]] when P is the
        # alias's only parameter.
        params = alias.__parameters__
        i = params.index(self)
        if i >= len(args):
            raise TypeError(f"Too few arguments for {alias}")
        if len(params) == 1 and not (args[0] is ... or isinstance(args[0], (tuple, list, ParamSpec))):
            args = (args,)
        elif isinstance(args[i], list):
            args = (*args[:i], tuple(args[i]), *args[i+1:])
        return args
    @property
    def args(self):
        return ParamSpecArgs(self)
    @property
    def kwargs(self):
        return ParamSpecKwargs(self)


class _ParamSpecPart:
    # P.args and P.kwargs: printed as such, equal when their ParamSpecs are the same.
    _part = ''
    def __init__(self, origin):
        self.__origin__ = origin
    def __repr__(self):
        return f'{self.__origin__.__name__}.{self._part}'
    def __eq__(self, other):
        if type(other) is not type(self):
            return NotImplemented
        return self.__origin__ == other.__origin__
    def __mro_entries__(self, bases):
        raise TypeError(f'Cannot subclass an instance of {type(self).__name__}')


class ParamSpecArgs(_ParamSpecPart):
    """The arguments of a ParamSpec: P.args (for `*args: P.args`)."""
    _part = 'args'


class ParamSpecKwargs(_ParamSpecPart):
    """The keyword arguments of a ParamSpec: P.kwargs (for `**kwargs: P.kwargs`)."""
    _part = 'kwargs'


class TypeAliasType:
    """The alias a `type X = ...` statement makes (PEP 695): it prints as its name, and its
    __value__ is evaluated when first read (so an alias may refer to itself)."""
    def __init__(self, name, value, *, type_params=()):
        if not isinstance(name, str):
            raise TypeError("TypeAliasType.__init__() argument 'name' must be str, not " + type(name).__name__)
        self.__name__ = name
        self._value = value
        self._evaluate = None
        self.__type_params__ = tuple(type_params)
        self.__module__ = _caller_module()
    @property
    def __value__(self):
        if self._evaluate is not None:
            self._value = self._evaluate()
            self._evaluate = None
        return self._value
    @property
    def __parameters__(self):
        return self.__type_params__
    def __repr__(self):
        return self.__name__
    def __getitem__(self, parameters):
        if not self.__type_params__:
            raise TypeError("Only generic type aliases are subscriptable")
        from types import GenericAlias
        return GenericAlias(self, parameters)


def _type_alias(name, evaluate, type_params):
    # What a `type` statement runs: the alias, its value evaluated lazily by `evaluate`.
    alias = TypeAliasType(name, None, type_params=type_params)
    alias.__module__ = _caller_module()
    alias._evaluate = evaluate
    return alias


AnyStr = TypeVar('AnyStr', bytes, str)


def _eval_string_annotation(text, globalns, localns):
    # A string annotation naming an object ('str', 'mod.Cls'), looked up as eval() would: the
    # locals, the globals, then builtins. tfplay has no eval() for other expressions.
    parts = text.split('.')
    if not all(part.isidentifier() for part in parts):
        raise NotImplementedError(
            f'typing.get_type_hints() cannot evaluate the string annotation {text!r} in tfplay '
            '(only names and dotted names)')
    import builtins
    head = parts[0]
    if localns is not None and head in localns:
        value = localns[head]
    elif globalns is not None and head in globalns:
        value = globalns[head]
    elif hasattr(builtins, head):
        value = getattr(builtins, head)
    else:
        raise NameError(f"name '{head}' is not defined")
    for part in parts[1:]:
        value = getattr(value, part)
    return value


def _hint(value, globalns, localns):
    if value is None:
        return type(None)
    if isinstance(value, str):
        value = _eval_string_annotation(value, globalns, localns)
        return type(None) if value is None else value
    return value


def get_type_hints(obj, globalns=None, localns=None, include_extras=False):
    """The annotations of a function, method, class or module, None given as NoneType and a
    string annotation naming an object looked up as CPython evaluates it (the class's module
    and namespace, the function's globals)."""
    import sys
    hints = {}
    if isinstance(obj, type):
        for base in reversed(obj.__mro__):
            base_globals = globalns
            if base_globals is None:
                base_globals = getattr(sys.modules.get(base.__module__, None), '__dict__', {})
            base_locals = dict(vars(base)) if localns is None else localns
            if localns is None and globalns is None:
                # CPython looks in the module's globals before the class namespace here.
                base_globals, base_locals = base_locals, base_globals
            for name, value in base.__dict__.get('__annotations__', {}).items():
                hints[name] = _hint(value, base_globals, base_locals)
        return hints
    if globalns is None:
        if isinstance(obj, type(sys)):
            globalns = obj.__dict__
        else:
            nsobj = obj
            while hasattr(nsobj, '__wrapped__'):
                nsobj = nsobj.__wrapped__
            generated = None
            if isinstance(nsobj, type(_hint)) and 'dataclasses' in sys.modules:
                generated = sys.modules['dataclasses']._GENERATED_INITS.get(nsobj)
            if generated is not None:
                # A dataclass's __init__ runs in its class's module globals (_create_fn).
                globalns = getattr(sys.modules.get(generated[0], None), '__dict__', {})
            else:
                globalns = getattr(nsobj, '__globals__', {})
        if localns is None:
            localns = globalns
    elif localns is None:
        localns = globalns
    for name, value in getattr(obj, '__annotations__', {}).items():
        hints[name] = _hint(value, globalns, localns)
    return hints

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

# The @overload-decorated definitions, by module, qualified name and first line (CPython's
# _overload_registry), for get_overloads().
_overload_registry = {}


def _overload_dummy(*args, **kwds):
    """Helper for @overload to raise when called."""
    raise NotImplementedError(
        "You should not call an overloaded function. "
        "A series of @overload-decorated functions "
        "outside a stub module should always be followed "
        "by an implementation that is not @overload-ed.")


def overload(func):
    """Records one signature of an overloaded function; what it returns raises when called
    (the real implementation, defined last without @overload, replaces it)."""
    f = getattr(func, '__func__', func)   # a classmethod or staticmethod
    try:
        key = f.__module__, f.__qualname__, f.__code__.co_firstlineno
    except AttributeError:
        return _overload_dummy   # not a plain function: not recorded
    _overload_registry.setdefault(key[0], {}).setdefault(key[1], {})[key[2]] = func
    return _overload_dummy


def get_overloads(func):
    """The @overload definitions recorded for `func`, in the order they were defined."""
    f = getattr(func, '__func__', func)
    if f.__module__ not in _overload_registry:
        return []
    return list(_overload_registry[f.__module__].get(f.__qualname__, {}).values())


def clear_overloads():
    """Forgets every recorded overload."""
    _overload_registry.clear()

TYPE_CHECKING = False


# ----- runtime-checkable protocols of one method (SupportsInt, ...) -----------------------------
import abc as _abc_module


class _ProtocolMeta(type):
    """The metaclass of the Supports* protocols: isinstance and issubclass test structurally
    whether the class defines the protocol's methods (a None one counts as absent), as for a
    @runtime_checkable Protocol; their subclasses are tested as ordinary classes. As ABCMeta
    does, it sets __abstractmethods__, so a class leaving one unimplemented cannot be made."""
    def __new__(mcls, name, bases, ns, **kwargs):
        cls = super().__new__(mcls, name, bases, ns, **kwargs)
        abstract = {n for n, v in ns.items() if getattr(v, '__isabstractmethod__', False)}
        for base in bases:
            for n in getattr(base, '__abstractmethods__', ()):
                if getattr(getattr(cls, n, None), '__isabstractmethod__', False):
                    abstract.add(n)
        cls.__abstractmethods__ = frozenset(abstract)
        return cls

    def __init__(cls, name, bases, ns, **kwargs):
        super().__init__(name, bases, ns, **kwargs)
        # A class naming Protocol among its bases is a protocol (its members are checked
        # structurally); one that merely inherits from a protocol is an ordinary class.
        if '_protocol_attrs' in ns:
            return
        protocol = globals().get('Protocol')  # None while Protocol itself is made
        cls._is_protocol = protocol is not None and any(b is protocol for b in bases)
        if cls._is_protocol:
            cls.__protocol_attrs__ = _get_protocol_attrs(cls)
            cls.__callable_proto_members_only__ = all(
                callable(getattr(cls, attr, None)) for attr in cls.__protocol_attrs__)
            if '__init__' not in ns:
                cls.__init__ = _no_init_or_replace_init

    def __instancecheck__(cls, instance):
        if '_protocol_attrs' not in cls.__dict__:
            nominal = cls in type(instance).__mro__ or cls in getattr(instance.__class__, '__mro__', ())
            if cls is Protocol or not cls.__dict__.get('_is_protocol', False):
                return nominal
            if not getattr(cls, '_is_runtime_protocol', False):
                raise TypeError('Instance and class checks can only be used with'
                                ' @runtime_checkable protocols')
            if nominal:
                return True
            for attr in cls.__protocol_attrs__:
                try:
                    val = _getattr_static(instance, attr)
                except AttributeError:
                    return False
                if val is None and callable(getattr(cls, attr, None)):
                    return False
            return True
        if cls.__subclasscheck__(type(instance)):
            return True
        attrs = getattr(instance, '__dict__', {})
        return all(attrs.get(name) is not None for name in cls._protocol_attrs)

    def __subclasscheck__(cls, other):
        if '_protocol_attrs' not in cls.__dict__:
            if cls is Protocol or not cls.__dict__.get('_is_protocol', False):
                return cls in other.__mro__
            if not isinstance(other, type):
                raise TypeError('issubclass() arg 1 must be a class')
            if not cls.__callable_proto_members_only__:
                raise TypeError("Protocols with non-method members don't support issubclass()")
            if not getattr(cls, '_is_runtime_protocol', False):
                raise TypeError('Instance and class checks can only be used with'
                                ' @runtime_checkable protocols')
            if cls in other.__mro__:
                return True
            for attr in cls.__protocol_attrs__:
                for base in other.__mro__:
                    if attr in base.__dict__:
                        if base.__dict__[attr] is None:
                            return False
                        break
                else:
                    return False
            return True
        if not isinstance(other, type):
            raise TypeError('issubclass() arg 1 must be a class')
        for name in cls._protocol_attrs:
            for base in other.__mro__:
                if name in base.__dict__:
                    if base.__dict__[name] is None:
                        return False
                    break
            else:
                return False
        return True


# What _get_protocol_attrs leaves out: typing's own bookkeeping and the names every class has.
_EXCLUDED_PROTOCOL_ATTRS = frozenset({
    '__parameters__', '__orig_bases__', '__orig_class__', '_is_protocol', '_is_runtime_protocol',
    '__protocol_attrs__', '__callable_proto_members_only__', '__type_params__',
    '__abstractmethods__', '__annotations__', '__dict__', '__doc__', '__init__', '__module__',
    '__new__', '__slots__', '__subclasshook__', '__weakref__', '__class_getitem__',
    '__qualname__', '_MutableMapping__marker'})


def _get_protocol_attrs(cls):
    """The members a protocol requires: what its classes (not Protocol, Generic, object)
    define or annotate."""
    attrs = set()
    for base in cls.__mro__[:-1]:
        if base.__name__ in {'Protocol', 'Generic'}:
            continue
        annotations = base.__dict__.get('__annotations__', {})
        for attr in (*base.__dict__, *annotations):
            if not attr.startswith('_abc_') and attr not in _EXCLUDED_PROTOCOL_ATTRS:
                attrs.add(attr)
    return attrs


def _getattr_static(obj, attr):
    """inspect.getattr_static's answer for an attribute: the instance's own __dict__, then the
    dicts of its class's MRO, without running descriptors or __getattr__."""
    d = getattr(obj, '__dict__', None)
    if isinstance(d, dict) and attr in d:
        return d[attr]
    for klass in type(obj).__mro__:
        if attr in klass.__dict__:
            return klass.__dict__[attr]
    raise AttributeError(attr)


def _no_init_or_replace_init(self, *args, **kwargs):
    cls = type(self)
    if cls._is_protocol:
        raise TypeError('Protocols cannot be instantiated')
    # A class implementing a protocol explicitly gets the next __init__ of its MRO.
    if cls.__init__ is not _no_init_or_replace_init:
        return
    for base in cls.__mro__:
        init = base.__dict__.get('__init__', _no_init_or_replace_init)
        if init is not _no_init_or_replace_init:
            cls.__init__ = init
            break
    else:
        cls.__init__ = object.__init__
    cls.__init__(self, *args, **kwargs)


class Protocol(Generic, metaclass=_ProtocolMeta):
    """Base class of protocol classes (structural types): with @runtime_checkable, isinstance
    and issubclass check that the members are there."""
    __slots__ = ()


T_co = TypeVar('T_co', covariant=True)


class SupportsInt(Protocol, metaclass=_ProtocolMeta):
    """An ABC with one abstract method __int__."""
    __slots__ = ()
    _protocol_attrs = ('__int__',)
    @_abc_module.abstractmethod
    def __int__(self) -> int:
        pass


class SupportsFloat(Protocol, metaclass=_ProtocolMeta):
    """An ABC with one abstract method __float__."""
    __slots__ = ()
    _protocol_attrs = ('__float__',)
    @_abc_module.abstractmethod
    def __float__(self) -> float:
        pass


class SupportsComplex(Protocol, metaclass=_ProtocolMeta):
    """An ABC with one abstract method __complex__."""
    __slots__ = ()
    _protocol_attrs = ('__complex__',)
    @_abc_module.abstractmethod
    def __complex__(self) -> complex:
        pass


class SupportsBytes(Protocol, metaclass=_ProtocolMeta):
    """An ABC with one abstract method __bytes__."""
    __slots__ = ()
    _protocol_attrs = ('__bytes__',)
    @_abc_module.abstractmethod
    def __bytes__(self) -> bytes:
        pass


class SupportsIndex(Protocol, metaclass=_ProtocolMeta):
    """An ABC with one abstract method __index__."""
    __slots__ = ()
    _protocol_attrs = ('__index__',)
    @_abc_module.abstractmethod
    def __index__(self) -> int:
        pass


class SupportsAbs(Protocol, metaclass=_ProtocolMeta):
    """An ABC with one abstract method __abs__ that is covariant in its return type."""
    __slots__ = ()
    _protocol_attrs = ('__abs__',)
    @_abc_module.abstractmethod
    def __abs__(self):
        pass


class SupportsRound(Protocol, metaclass=_ProtocolMeta):
    """An ABC with one abstract method __round__ that is covariant in its return type."""
    __slots__ = ()
    _protocol_attrs = ('__round__',)
    @_abc_module.abstractmethod
    def __round__(self, ndigits: int = 0):
        pass


# ----- IO, TextIO, BinaryIO: the generic types of open()'s results (nothing is checked) -------

class IO(Generic):
    """Generic base class for TextIO and BinaryIO.

    This is an abstract, generic version of the return of open().
    """
    __slots__ = ()

    @property
    @_abc_module.abstractmethod
    def mode(self) -> str:
        pass

    @property
    @_abc_module.abstractmethod
    def name(self) -> str:
        pass

    @_abc_module.abstractmethod
    def close(self) -> None:
        pass

    @property
    @_abc_module.abstractmethod
    def closed(self) -> bool:
        pass

    @_abc_module.abstractmethod
    def fileno(self) -> int:
        pass

    @_abc_module.abstractmethod
    def flush(self) -> None:
        pass

    @_abc_module.abstractmethod
    def isatty(self) -> bool:
        pass

    @_abc_module.abstractmethod
    def read(self, n: int = -1):
        pass

    @_abc_module.abstractmethod
    def readable(self) -> bool:
        pass

    @_abc_module.abstractmethod
    def readline(self, limit: int = -1):
        pass

    @_abc_module.abstractmethod
    def readlines(self, hint: int = -1):
        pass

    @_abc_module.abstractmethod
    def seek(self, offset: int, whence: int = 0) -> int:
        pass

    @_abc_module.abstractmethod
    def seekable(self) -> bool:
        pass

    @_abc_module.abstractmethod
    def tell(self) -> int:
        pass

    @_abc_module.abstractmethod
    def truncate(self, size: int = None) -> int:
        pass

    @_abc_module.abstractmethod
    def writable(self) -> bool:
        pass

    @_abc_module.abstractmethod
    def write(self, s) -> int:
        pass

    @_abc_module.abstractmethod
    def writelines(self, lines) -> None:
        pass

    @_abc_module.abstractmethod
    def __enter__(self):
        pass

    @_abc_module.abstractmethod
    def __exit__(self, type, value, traceback) -> None:
        pass


class BinaryIO(IO):
    """Typed version of the return of open() in binary mode."""
    __slots__ = ()

    @_abc_module.abstractmethod
    def write(self, s) -> int:
        pass

    @_abc_module.abstractmethod
    def __enter__(self):
        pass


class TextIO(IO):
    """Typed version of the return of open() in text mode."""
    __slots__ = ()

    @property
    @_abc_module.abstractmethod
    def buffer(self):
        pass

    @property
    @_abc_module.abstractmethod
    def encoding(self) -> str:
        pass

    @property
    @_abc_module.abstractmethod
    def errors(self):
        pass

    @property
    @_abc_module.abstractmethod
    def line_buffering(self) -> bool:
        pass

    @property
    @_abc_module.abstractmethod
    def newlines(self):
        pass

    @_abc_module.abstractmethod
    def __enter__(self):
        pass


# ----- TypedDict ----------------------------------------------------------------------------

def _typeddict_field_type(tp, module):
    # typing._type_check, as TypedDict uses it: None stands for NoneType, a string for a
    # forward reference; a tuple, ClassVar[...], Final[...] and a bare special form are refused.
    if tp is None:
        return type(None)
    if isinstance(tp, str):
        return ForwardRef(tp, module=module)
    if isinstance(tp, _GenericAlias) and tp._special in (ClassVar, Final):
        raise TypeError(f"{tp} is not valid as type argument")
    if any(tp is form for form in (Any, LiteralString, NoReturn, Never, Self, TypeAlias)):
        return tp
    if isinstance(tp, _Special) or tp is Generic or tp is Protocol:
        raise TypeError(f"Plain {tp} is not valid as type argument")
    if type(tp) is tuple:
        raise TypeError(f"TypedDict('Name', {{f0: t0, f1: t1, ...}}); each t must be a type Got {tp!r:.100}.")
    return tp


def _typeddict_qualifiers(tp):
    # Required[...] / NotRequired[...], possibly inside Annotated[...].
    while isinstance(tp, _GenericAlias):
        if tp._special in (Required, NotRequired):
            yield tp._special
            tp = tp.__args__[0]
        elif tp._special is Annotated:
            tp = tp.__args__[0]
        else:
            break


class _TypedDictMeta(type):
    """The metaclass of TypedDict classes: a class is a dict subclass with __annotations__,
    __required_keys__, __optional_keys__ and __total__, and calling it makes a plain dict."""
    def __new__(cls, name, bases, ns, total=True):
        for base in bases:
            if type(base) is not _TypedDictMeta and base is not Generic:
                raise TypeError('cannot inherit from both a TypedDict type '
                                'and a non-TypedDict base class')
        generic_base = (Generic,) if any(issubclass(b, Generic) for b in bases) else ()
        tp_dict = type.__new__(_TypedDictMeta, name, (*generic_base, dict), ns)
        if not hasattr(tp_dict, '__orig_bases__'):
            tp_dict.__orig_bases__ = bases

        module = tp_dict.__module__
        own = {n: _typeddict_field_type(tp, module) for n, tp in ns.get('__annotations__', {}).items()}
        annotations = {}
        required, optional = set(), set()
        for base in bases:
            annotations.update(base.__dict__.get('__annotations__', {}))
            base_required = base.__dict__.get('__required_keys__', set())
            required |= base_required
            optional -= base_required
            base_optional = base.__dict__.get('__optional_keys__', set())
            required -= base_optional
            optional |= base_optional
        annotations.update(own)
        for key, tp in own.items():
            qualifiers = set(_typeddict_qualifiers(tp))
            if Required in qualifiers:
                is_required = True
            elif NotRequired in qualifiers:
                is_required = False
            else:
                is_required = total
            if is_required:
                required.add(key)
                optional.discard(key)
            else:
                optional.add(key)
                required.discard(key)
        tp_dict.__annotations__ = annotations
        tp_dict.__required_keys__ = frozenset(required)
        tp_dict.__optional_keys__ = frozenset(optional)
        if not hasattr(tp_dict, '__total__'):
            tp_dict.__total__ = total
        return tp_dict

    def __init__(cls, name, bases, ns, total=True):
        super().__init__(name, bases, ns)

    def __call__(cls, /, *args, **kwargs):
        return dict(*args, **kwargs)

    def __subclasscheck__(cls, other):
        # Typed dicts are only for static structural subtyping.
        raise TypeError('TypedDict does not support instance and class checks')

    __instancecheck__ = __subclasscheck__


def TypedDict(typename, fields=None, /, *, total=True, **kwargs):
    """A simple typed namespace. At runtime it is equivalent to a plain dict.

    TypedDict('Movie', {'name': str, 'year': int}, total=False), or a class deriving from
    TypedDict whose annotations are the keys; instances are plain dicts.
    """
    if fields is None:
        fields = kwargs
    elif kwargs:
        raise TypeError("TypedDict takes either a dict or keyword arguments,"
                        " but not both")
    if kwargs:
        import warnings
        warnings.warn(
            "The kwargs-based syntax for TypedDict definitions is deprecated "
            "in Python 3.11, will be removed in Python 3.13, and may not be "
            "understood by third-party type checkers.",
            DeprecationWarning,
            stacklevel=2,
        )
    ns = {'__annotations__': dict(fields), '__module__': _caller_module()}
    td = _TypedDictMeta(typename, (), ns, total=total)
    td.__orig_bases__ = (TypedDict,)
    return td


_TypedDict = type.__new__(_TypedDictMeta, 'TypedDict', (), {})
TypedDict.__mro_entries__ = lambda bases: (_TypedDict,)


def is_typeddict(tp):
    """Whether tp is a TypedDict class."""
    return isinstance(tp, _TypedDictMeta)
