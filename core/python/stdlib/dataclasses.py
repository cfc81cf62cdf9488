# dataclasses for tfplay, after CPython 3.12's dataclasses.py: @dataclass with fields from the
# class's annotations, defaults and field(default_factory=...), generated __init__, __repr__,
# __eq__, order methods, frozen instances, __post_init__, fields/asdict/astuple/replace.
# CPython generates the methods' source and exec()s it; the playground has no exec, so they
# are closures over the field list with the same behaviour and error texts.
import copy as _copy
import keyword as _keyword
import re as _re
import sys as _sys
import types as _types


class FrozenInstanceError(AttributeError):
    __module__ = 'dataclasses'


class _MISSING_TYPE:
    def __repr__(self):
        return '<dataclasses._MISSING_TYPE object>'


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


class _FIELD_BASE:
    # The kinds of Field: a real field, a ClassVar or an InitVar pseudo-field.
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return self.name


_FIELD = _FIELD_BASE('_FIELD')
_FIELD_CLASSVAR = _FIELD_BASE('_FIELD_CLASSVAR')
_FIELD_INITVAR = _FIELD_BASE('_FIELD_INITVAR')
_EMPTY_METADATA = _types.MappingProxyType({})
# A string annotation's optional module name and its identifier ('typing.ClassVar[int]').
_MODULE_IDENTIFIER_RE = _re.compile(r'^(?:\s*(\w+)\s*\.)?\s*(\w+)')


class _DataclassParams:
    __slots__ = ('init', 'repr', 'eq', 'order', 'unsafe_hash', 'frozen', 'match_args', 'kw_only', 'slots',
                 'weakref_slot')

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots, weakref_slot):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen
        self.match_args = match_args
        self.kw_only = kw_only
        self.slots = slots
        self.weakref_slot = weakref_slot

    def __repr__(self):
        return ('_DataclassParams('
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'eq={self.eq!r},'
                f'order={self.order!r},'
                f'unsafe_hash={self.unsafe_hash!r},'
                f'frozen={self.frozen!r},'
                f'match_args={self.match_args!r},'
                f'kw_only={self.kw_only!r},'
                f'slots={self.slots!r},'
                f'weakref_slot={self.weakref_slot!r}'
                ')')


class Field:
    __slots__ = ('name', 'type', 'default', 'default_factory', 'repr', 'hash', 'init', 'compare',
                 'metadata', 'kw_only', '_field_type')

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = _EMPTY_METADATA if metadata is None else _types.MappingProxyType(metadata)
        self.kw_only = kw_only
        self._field_type = None

    def __set_name__(self, owner, name):
        # PEP 487 for a descriptor given as field(default=...): the class body holds the Field,
        # so type.__new__ calls this, which passes the call on to the default.
        func = getattr(type(self.default), '__set_name__', None)
        if func:
            func(self.default, owner, name)

    def __repr__(self):
        return ('Field('
                f'name={self.name!r},'
                f'type={self.type!r},'
                f'default={self.default!r},'
                f'default_factory={self.default_factory!r},'
                f'init={self.init!r},'
                f'repr={self.repr!r},'
                f'hash={self.hash!r},'
                f'compare={self.compare!r},'
                f'metadata={self.metadata!r},'
                f'kw_only={self.kw_only!r},'
                f'_field_type={self._field_type}'
                ')')


class InitVar:
    # A pseudo-field: an __init__ parameter passed on to __post_init__, never stored.
    __slots__ = ('type',)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        type_name = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return f'dataclasses.InitVar[{type_name}]'

    def __class_getitem__(cls, type):
        return InitVar(type)


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True,
          metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError('cannot specify both default and default_factory')
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


def _is_classvar(a_type, typing):
    # tfplay's typing keeps the special form of ClassVar[...] as _special.
    return a_type is typing.ClassVar or (type(a_type) is typing._GenericAlias and (
        a_type.__origin__ is typing.ClassVar or getattr(a_type, '_special', None) is typing.ClassVar))


def _is_defaultdict(obj):
    # CPython tests hasattr(type(obj), 'default_factory'), a member of the C defaultdict type; tfplay's
    # defaultdict (collections, in Python) sets it on the instance.
    collections = _sys.modules.get('collections')
    return hasattr(type(obj), 'default_factory') or (collections is not None and isinstance(obj, collections.defaultdict))


def _is_initvar(a_type, dataclasses):
    return a_type is dataclasses.InitVar or type(a_type) is dataclasses.InitVar


def _is_kw_only(a_type, dataclasses):
    return a_type is dataclasses.KW_ONLY


def _is_type(annotation, cls, a_module, a_type, is_type_predicate):
    # CPython 3.12's _is_type: whether the string annotation names a_type of a_module, looked up
    # in the globals of the class's module ('ClassVar[int]', 'typing.ClassVar', 'InitVar').
    match = _MODULE_IDENTIFIER_RE.match(annotation)
    if match:
        ns = None
        module_name = match.group(1)
        if not module_name:
            ns = _sys.modules.get(cls.__module__).__dict__
        else:
            module = _sys.modules.get(cls.__module__)
            if module and module.__dict__.get(module_name) is a_module:
                ns = _sys.modules.get(a_type.__module__).__dict__
        if ns and is_type_predicate(ns.get(match.group(2)), a_module):
            return True
    return False


def _get_field(cls, a_name, a_type, default_kw_only):
    # CPython 3.12's _get_field: the Field of an annotation, marked as a ClassVar or InitVar
    # pseudo-field when it is one (also written as a string).
    default = getattr(cls, a_name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        if isinstance(default, _types.MemberDescriptorType):
            default = MISSING  # a __slots__ member has no default
        f = field(default=default)
    f.name = a_name
    f.type = a_type
    f._field_type = _FIELD
    typing = _sys.modules.get('typing')
    if typing:
        if (_is_classvar(a_type, typing)
                or (isinstance(f.type, str) and _is_type(f.type, cls, typing, typing.ClassVar, _is_classvar))):
            f._field_type = _FIELD_CLASSVAR
    if f._field_type is _FIELD:
        dataclasses = _sys.modules[__name__]
        if (_is_initvar(a_type, dataclasses)
                or (isinstance(f.type, str) and _is_type(f.type, cls, dataclasses, dataclasses.InitVar, _is_initvar))):
            f._field_type = _FIELD_INITVAR
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR):
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    elif f.kw_only is not MISSING:
        raise TypeError(f'field {f.name} is a ClassVar but specifies kw_only')
    # Unhashable stands for mutable (the class's __hash__, not the instance's).
    if f._field_type is _FIELD and f.default.__class__.__hash__ is None:
        raise ValueError(f'mutable default {type(f.default)} for field {f.name} is not allowed: use default_factory')
    return f


def _set_new_attribute(cls, name, value):
    # Never overwrites what the class body defines; True when it was there.
    if name in cls.__dict__:
        return True
    setattr(cls, name, value)
    return False


def fields(class_or_instance):
    try:
        fields_dict = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in fields_dict.values() if f._field_type is _FIELD)


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, '__dataclass_fields__')


def _make_init(cls, flds, frozen, has_post_init, slots):
    qualname = cls.__qualname__ + '.__init__'
    init_fields = [f for f in flds if f.init and f._field_type in (_FIELD, _FIELD_INITVAR)]
    init_vars = [f for f in flds if f._field_type is _FIELD_INITVAR]
    positional = [f for f in init_fields if not f.kw_only]
    kw_only = [f for f in init_fields if f.kw_only]
    seen_default = None
    for f in positional:
        if f.default is MISSING and f.default_factory is MISSING:
            if seen_default:
                raise TypeError(f"non-default argument {f.name!r} follows default argument")
        else:
            seen_default = f
    names = [f.name for f in init_fields]

    def __init__(self, *args, **kwargs):
        if len(args) > len(positional):
            required = len([f for f in positional if f.default is MISSING and f.default_factory is MISSING])
            most = len(positional) + 1
            takes = f"from {required + 1} to {most}" if required + 1 < most else str(most)
            s = '' if takes == '1' else 's'
            given = len(args) + 1
            was = 'was' if given == 1 else 'were'
            raise TypeError(f"{qualname}() takes {takes} positional argument{s} but {given} {was} given")
        values = {}
        for f, v in zip(positional, args):
            values[f.name] = v
        for k, v in kwargs.items():
            if k not in names:
                raise TypeError(f"{qualname}() got an unexpected keyword argument '{k}'")
            if k in values:
                raise TypeError(f"{qualname}() got multiple values for argument '{k}'")
            values[k] = v
        missing = [f.name for f in positional if f.name not in values and f.default is MISSING and f.default_factory is MISSING]
        if missing:
            _raise_missing(qualname, missing, 'positional')
        missing = [f.name for f in kw_only if f.name not in values and f.default is MISSING and f.default_factory is MISSING]
        if missing:
            _raise_missing(qualname, missing, 'keyword-only')
        for f in flds:
            if f._field_type is not _FIELD:
                continue
            if f.init and f.name in values:
                value = values[f.name]
            elif f.default_factory is not MISSING:
                value = f.default_factory()
            elif f.init or (slots and f.default is not MISSING):
                # _field_init: with slots there is no class attribute to read an init=False
                # field's default from, so __init__ sets it.
                value = f.default
            else:
                continue
            if frozen:
                object.__setattr__(self, f.name, value)
            else:
                setattr(self, f.name, value)
        if has_post_init:
            self.__post_init__(*[values.get(f.name, f.default) for f in init_vars])
    __init__.__qualname__ = qualname
    # CPython's generated __init__ annotates each parameter with its field's type, and -> None.
    __init__.__annotations__ = {f.name: f.type for f in positional + kw_only}
    __init__.__annotations__['return'] = None
    # The parameters CPython's generated source would declare, for inspect.signature, and the
    # module whose globals that source runs in, for typing.get_type_hints.
    _GENERATED_INITS[__init__] = (cls.__module__, [
        (f.name, f.kw_only, _HAS_DEFAULT_FACTORY if f.default_factory is not MISSING else f.default, f.type)
        for f in positional + kw_only])
    return __init__


class _HAS_DEFAULT_FACTORY_CLASS:
    def __repr__(self):
        return '<factory>'
_HAS_DEFAULT_FACTORY = _HAS_DEFAULT_FACTORY_CLASS()
# Generated __init__ functions: (the class's module, [(name, kw_only, default, type), ...]).
_GENERATED_INITS = {}


def _raise_missing(qualname, missing, kind):
    quoted = [repr(m) for m in missing]
    if len(quoted) == 1:
        text = quoted[0]
    elif len(quoted) == 2:
        text = quoted[0] + ' and ' + quoted[1]
    else:
        text = ', '.join(quoted[:-1]) + ', and ' + quoted[-1]
    s = 's' if len(missing) > 1 else ''
    raise TypeError(f"{qualname}() missing {len(missing)} required {kind} argument{s}: {text}")


def _tuple_of(obj, flds):
    return tuple(getattr(obj, f.name) for f in flds)


def _recursive_repr(user_function):
    # A repr that gives '...' for an instance whose repr is already being made.
    repr_running = set()

    def wrapper(self):
        key = id(self)
        if key in repr_running:
            return '...'
        repr_running.add(key)
        try:
            return user_function(self)
        finally:
            repr_running.discard(key)
    wrapper.__name__ = user_function.__name__
    wrapper.__qualname__ = user_function.__qualname__
    wrapper.__wrapped__ = user_function
    return wrapper


def _repr_fn(cls, flds):
    def __repr__(self):
        return self.__class__.__qualname__ + '(' + ', '.join(
            f'{f.name}={getattr(self, f.name)!r}' for f in flds) + ')'
    __repr__.__qualname__ = cls.__qualname__ + '.__repr__'
    return _recursive_repr(__repr__)


def _cmp_fn(cls, name, op, flds):
    # if other.__class__ is self.__class__: return (self.a, ...) OP (other.a, ...)
    def compare(self, other):
        if other.__class__ is self.__class__:
            return op(_tuple_of(self, flds), _tuple_of(other, flds))
        return NotImplemented
    compare.__name__ = name
    compare.__qualname__ = cls.__qualname__ + '.' + name
    return compare


def _frozen_get_del_attr(cls, flds):
    names = {f.name for f in flds}

    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)
    __setattr__.__qualname__ = cls.__qualname__ + '.__setattr__'
    __delattr__.__qualname__ = cls.__qualname__ + '.__delattr__'
    return __setattr__, __delattr__


def _hash_set_none(cls, flds):
    return None


def _hash_add(cls, flds):
    hashed = [f for f in flds if (f.compare if f.hash is None else f.hash)]

    def __hash__(self):
        return hash(_tuple_of(self, hashed))
    __hash__.__qualname__ = cls.__qualname__ + '.__hash__'
    return __hash__


def _hash_exception(cls, flds):
    raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')


# (unsafe_hash, eq, frozen, has explicit __hash__) -> what __hash__ becomes (CPython's table).
_hash_action = {(False, False, False, False): None,
                (False, False, False, True): None,
                (False, False, True, False): None,
                (False, False, True, True): None,
                (False, True, False, False): _hash_set_none,
                (False, True, False, True): None,
                (False, True, True, False): _hash_add,
                (False, True, True, True): None,
                (True, False, False, False): _hash_add,
                (True, False, False, True): _hash_exception,
                (True, False, True, False): _hash_add,
                (True, False, True, True): _hash_exception,
                (True, True, False, False): _hash_add,
                (True, True, False, True): _hash_exception,
                (True, True, True, False): _hash_add,
                (True, True, True, True): _hash_exception,
                }


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots, weakref_slot):
    # CPython 3.12's _process_class, with the generated methods as closures.
    fields = {}
    cls.__dataclass_params__ = _DataclassParams(init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only,
                                                slots, weakref_slot)
    any_frozen_base = False
    has_dataclass_bases = False
    for b in cls.__mro__[-1:0:-1]:
        base_fields = getattr(b, '__dataclass_fields__', None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                fields[f.name] = f
            if getattr(b, '__dataclass_params__').frozen:
                any_frozen_base = True
    cls_annotations = cls.__dict__.get('__annotations__', {})
    cls_fields = []
    KW_ONLY_seen = False
    dataclasses = _sys.modules[__name__]
    for name, type in cls_annotations.items():
        if (_is_kw_only(type, dataclasses)
                or isinstance(type, _KW_ONLY_TYPE)
                or (isinstance(type, str) and _is_type(type, cls, dataclasses, dataclasses.KW_ONLY, _is_kw_only))):
            if KW_ONLY_seen:
                raise TypeError(f'{name!r} is KW_ONLY, but KW_ONLY has already been specified')
            KW_ONLY_seen = True
            kw_only = True
        else:
            cls_fields.append(_get_field(cls, name, type, kw_only))
    for f in cls_fields:
        fields[f.name] = f
        if isinstance(getattr(cls, f.name, None), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and not name in cls_annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError('cannot inherit non-frozen dataclass from a frozen one')
        if not any_frozen_base and frozen:
            raise TypeError('cannot inherit frozen dataclass from a non-frozen one')
    cls.__dataclass_fields__ = fields
    class_hash = cls.__dict__.get('__hash__', MISSING)
    has_explicit_hash = not (class_hash is MISSING or (class_hash is None and '__eq__' in cls.__dict__))
    if order and not eq:
        raise ValueError('eq must be true if order is true')
    all_init_fields = [f for f in fields.values() if f._field_type in (_FIELD, _FIELD_INITVAR)]
    std_init_fields = [f for f in all_init_fields if not f.kw_only]
    if init:
        _set_new_attribute(cls, '__init__',
                           _make_init(cls, list(fields.values()), frozen, hasattr(cls, '__post_init__'), slots))
    field_list = [f for f in fields.values() if f._field_type is _FIELD]
    if repr:
        _set_new_attribute(cls, '__repr__', _repr_fn(cls, [f for f in field_list if f.repr]))
    cmp_fields = [f for f in field_list if f.compare]
    if eq:
        _set_new_attribute(cls, '__eq__', _cmp_fn(cls, '__eq__', lambda a, b: a == b, cmp_fields))
    if order:
        for name, op in [('__lt__', lambda a, b: a < b), ('__le__', lambda a, b: a <= b),
                         ('__gt__', lambda a, b: a > b), ('__ge__', lambda a, b: a >= b)]:
            if _set_new_attribute(cls, name, _cmp_fn(cls, name, op, cmp_fields)):
                raise TypeError(f'Cannot overwrite attribute {name} in class {cls.__name__}. '
                                'Consider using functools.total_ordering')
    if frozen:
        for fn in _frozen_get_del_attr(cls, field_list):
            if _set_new_attribute(cls, fn.__name__, fn):
                raise TypeError(f'Cannot overwrite attribute {fn.__name__} in class {cls.__name__}')
    hash_action = _hash_action[bool(unsafe_hash), bool(eq), bool(frozen), has_explicit_hash]
    if hash_action:
        cls.__hash__ = hash_action(cls, field_list)
    if not getattr(cls, '__doc__'):
        # The class's signature as its docstring: 'C(x: int, y: int = 0)'.
        try:
            import inspect
            text_sig = str(inspect.signature(cls)).replace(' -> None', '')
        except (TypeError, ValueError):
            text_sig = ''
        cls.__doc__ = (cls.__name__ + text_sig)
    if match_args:
        _set_new_attribute(cls, '__match_args__', tuple(f.name for f in std_init_fields))
    if weakref_slot and not slots:
        raise TypeError('weakref_slot is True but slots is False')
    if slots:
        cls = _add_slots(cls, frozen, weakref_slot)
    import abc
    abc.update_abstractmethods(cls)
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False,
              match_args=True, kw_only=False, slots=False, weakref_slot=False):
    def wrap(cls):
        return _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only, slots,
                              weakref_slot)
    if cls is None:
        return wrap
    return wrap(cls)


def _slot_names(cls):
    slots = cls.__dict__.get('__slots__', ())
    return (slots,) if isinstance(slots, str) else tuple(slots)


def _add_slots(cls, is_frozen, weakref_slot):
    # CPython 3.12's dataclasses._add_slots: the same class made again with __slots__ naming
    # its fields (less those a base already has), without the fields' class defaults.
    if '__slots__' in cls.__dict__:
        raise TypeError(f'{cls.__name__} already specifies __slots__')
    cls_dict = dict(cls.__dict__)
    field_names = tuple(f.name for f in fields(cls))
    inherited = set()
    for base in cls.__mro__[1:-1]:
        inherited.update(_slot_names(base))
    wanted = field_names + (('__weakref__',) if weakref_slot else ())
    cls_dict['__slots__'] = tuple(name for name in wanted if name not in inherited)
    for name in field_names:
        cls_dict.pop(name, None)
    cls_dict.pop('__dict__', None)
    cls_dict.pop('__weakref__', None)
    qualname = getattr(cls, '__qualname__', None)
    cls = type(cls)(cls.__name__, cls.__bases__, cls_dict)
    if qualname is not None:
        cls.__qualname__ = qualname
    if is_frozen:
        # A frozen instance with slots has no __dict__ to pickle and refuses setattr: its
        # state is the fields' values, put back with object.__setattr__.
        if '__getstate__' not in cls_dict:
            cls.__getstate__ = _dataclass_getstate
        if '__setstate__' not in cls_dict:
            cls.__setstate__ = _dataclass_setstate
    return cls


def _dataclass_getstate(self):
    return [getattr(self, f.name) for f in fields(self)]


def _dataclass_setstate(self, state):
    for f, value in zip(fields(self), state):
        object.__setattr__(self, f.name, value)


def _asdict_inner(obj, dict_factory):
    if is_dataclass(obj) and not isinstance(obj, type):
        return dict_factory([(f.name, _asdict_inner(getattr(obj, f.name), dict_factory)) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        if _is_defaultdict(obj):
            # A defaultdict's constructor takes its default_factory first.
            result = type(obj)(getattr(obj, 'default_factory'))
            for k, v in obj.items():
                result[_asdict_inner(k, dict_factory)] = _asdict_inner(v, dict_factory)
            return result
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory)) for k, v in obj.items())
    return _copy.deepcopy(obj)


def asdict(obj, *, dict_factory=dict):
    if not is_dataclass(obj) or isinstance(obj, type):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _astuple_inner(obj, tuple_factory):
    if is_dataclass(obj) and not isinstance(obj, type):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        if _is_defaultdict(obj):
            result = type(obj)(getattr(obj, 'default_factory'))
            for k, v in obj.items():
                result[_astuple_inner(k, tuple_factory)] = _astuple_inner(v, tuple_factory)
            return result
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory)) for k, v in obj.items())
    return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    if not is_dataclass(obj) or isinstance(obj, type):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def replace(obj, /, **changes):
    if not is_dataclass(obj) or isinstance(obj, type):
        raise TypeError("replace() should be called on dataclass instances")
    for f in obj.__dataclass_fields__.values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with init=False, it cannot be specified with replace()')
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} must be specified with replace()")
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, init=True, repr=True, eq=True, order=False,
                   unsafe_hash=False, frozen=False, match_args=True, kw_only=False, slots=False,
                   weakref_slot=False, module=None):
    """A new dataclass named cls_name: each field is a name, (name, type) or (name, type,
    Field); the class statement it stands for gets `namespace`, then @dataclass."""
    ns = dict(namespace or {})
    annotations = {}
    seen = set()
    for item in fields:
        if isinstance(item, str):
            name, tp = item, 'typing.Any'
        elif len(item) == 2:
            name, tp = item
        elif len(item) == 3:
            name, tp, spec = item
            ns[name] = spec
        else:
            raise TypeError(f'Invalid field: {item!r}')
        if not isinstance(name, str) or not name.isidentifier():
            raise TypeError(f'Field names must be valid identifiers: {name!r}')
        if _keyword.iskeyword(name):
            raise TypeError(f'Field names must not be keywords: {name!r}')
        if name in seen:
            raise TypeError(f'Field name duplicated: {name!r}')
        seen.add(name)
        annotations[name] = tp
    ns['__annotations__'] = annotations
    if module is None:
        import _tfplay_frames
        module = _tfplay_frames.caller_module(1) or '__main__'
    # types.new_class rather than type(): generic bases (P[T]) resolve through __mro_entries__.
    cls = _types.new_class(cls_name, tuple(bases), {}, lambda body: body.update(ns))
    cls.__module__ = module
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots, weakref_slot=weakref_slot)
