# dataclasses for tfplay, after CPython 3.12's dataclasses.py: @dataclass with fields from the
# class's annotations, defaults and field(default_factory=...), generated __init__, __repr__,
# __eq__, order methods, frozen instances, __post_init__, fields/asdict/astuple/replace.
# CPython generates the methods' source and exec()s it; the playground has no exec, so they
# are closures over the field list with the same behaviour and error texts.
import copy as _copy


class FrozenInstanceError(AttributeError):
    __module__ = 'dataclasses'


class _MISSING_TYPE:
    def __repr__(self):
        return '<dataclasses._MISSING_TYPE object>'


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    pass


KW_ONLY = _KW_ONLY_TYPE()


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
        self.metadata = {} if metadata is None else metadata
        self.kw_only = kw_only
        self._field_type = None

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
                f'_field_type=_FIELD)')


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


def _is_classvar(tp):
    return tp is _ClassVar or getattr(tp, '__origin__', None) is _ClassVar or _get_origin(tp) is _ClassVar or (
        isinstance(tp, str) and (tp.startswith('ClassVar') or tp.startswith('typing.ClassVar')))


try:
    from typing import ClassVar as _ClassVar, get_origin as _get_origin
except ImportError:
    _ClassVar = object()

    def _get_origin(tp):
        return None


def _get_field(cls, name, tp, kw_only):
    default = cls.__dict__.get(name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = name
    f.type = tp
    if f.kw_only is MISSING:
        f.kw_only = kw_only
    if _is_classvar(tp):
        f._field_type = 'classvar'
        return f
    if tp is InitVar or isinstance(tp, InitVar):
        f._field_type = 'initvar'
        if f.default_factory is not MISSING:
            raise TypeError(f'field {f.name} cannot have a default factory')
        return f
    f._field_type = 'field'
    if f.default is not MISSING and type(f.default) in (list, dict, set):
        raise ValueError(f'mutable default {type(f.default)} for field {f.name} is not allowed: use default_factory')
    return f


def fields(class_or_instance):
    try:
        fields_dict = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError('must be called with a dataclass type or instance') from None
    return tuple(f for f in fields_dict.values() if f._field_type == 'field')


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, '__dataclass_fields__')


def _make_init(cls, flds, frozen, has_post_init):
    qualname = cls.__qualname__ + '.__init__'
    init_fields = [f for f in flds if f.init and f._field_type in ('field', 'initvar')]
    init_vars = [f for f in flds if f._field_type == 'initvar']
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
            if f._field_type != 'field':
                continue
            if f.init and f.name in values:
                value = values[f.name]
            elif f.default_factory is not MISSING:
                value = f.default_factory()
            elif f.init:
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


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only):
    all_fields = {}
    for b in reversed(cls.__mro__[1:]):
        base_fields = b.__dict__.get('__dataclass_fields__')
        if base_fields is not None:
            for f in base_fields.values():
                all_fields[f.name] = f
    annotations = cls.__dict__.get('__annotations__', {})
    own = []
    kw = kw_only
    for name, tp in annotations.items():
        if tp is KW_ONLY or isinstance(tp, _KW_ONLY_TYPE):
            kw = True
            continue
        own.append(_get_field(cls, name, tp, kw))
    for f in own:
        all_fields[f.name] = f
        if isinstance(cls.__dict__.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in annotations:
            raise TypeError(f'{name!r} is a field but has no type annotation')
    cls.__dataclass_fields__ = all_fields
    cls.__dataclass_params__ = (init, repr, eq, order, unsafe_hash, frozen)
    flds = [f for f in all_fields.values() if f._field_type == 'field']
    if init:
        cls.__init__ = _make_init(cls, list(all_fields.values()), frozen, hasattr(cls, '__post_init__'))
    if repr:
        repr_fields = [f for f in flds if f.repr]

        def __repr__(self):
            return self.__class__.__qualname__ + '(' + ', '.join(
                f'{f.name}={getattr(self, f.name)!r}' for f in repr_fields) + ')'
        __repr__.__qualname__ = cls.__qualname__ + '.__repr__'
        cls.__repr__ = __repr__
    cmp_fields = [f for f in flds if f.compare]
    if eq and '__eq__' not in cls.__dict__:
        def __eq__(self, other):
            if self is other:
                return True
            if other.__class__ is self.__class__:
                return _tuple_of(self, cmp_fields) == _tuple_of(other, cmp_fields)
            return NotImplemented
        cls.__eq__ = __eq__
    if order:
        def _order(name, op):
            def compare(self, other):
                if other.__class__ is self.__class__:
                    return op(_tuple_of(self, cmp_fields), _tuple_of(other, cmp_fields))
                return NotImplemented
            compare.__name__ = name
            if name in cls.__dict__:
                raise TypeError(f'Cannot overwrite attribute {name} in class {cls.__name__}. Consider using functools.total_ordering')
            setattr(cls, name, compare)
        _order('__lt__', lambda a, b: a < b)
        _order('__le__', lambda a, b: a <= b)
        _order('__gt__', lambda a, b: a > b)
        _order('__ge__', lambda a, b: a >= b)
    if frozen:
        def __setattr__(self, name, value):
            if type(self) is cls or name in all_fields:
                raise FrozenInstanceError(f"cannot assign to field {name!r}")
            object.__setattr__(self, name, value)

        def __delattr__(self, name):
            if type(self) is cls or name in all_fields:
                raise FrozenInstanceError(f"cannot delete field {name!r}")
            object.__delattr__(self, name)
        cls.__setattr__ = __setattr__
        cls.__delattr__ = __delattr__
    hash_fields = [f for f in flds if (f.compare if f.hash is None else f.hash)]
    has_explicit_hash = '__hash__' in cls.__dict__ and cls.__dict__['__hash__'] is not None
    if unsafe_hash or (eq and frozen):
        if unsafe_hash and has_explicit_hash:
            raise TypeError(f'Cannot overwrite attribute __hash__ in class {cls.__name__}')
        if not has_explicit_hash or unsafe_hash:
            def __hash__(self):
                return hash(_tuple_of(self, hash_fields))
            cls.__hash__ = __hash__
    elif eq and not has_explicit_hash:
        cls.__hash__ = None
    if match_args:
        cls.__match_args__ = tuple(f.name for f in flds if f.init and not f.kw_only)
    return cls


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False,
              match_args=True, kw_only=False, slots=False, weakref_slot=False):
    def wrap(cls):
        cls = _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only)
        if weakref_slot and not slots:
            raise TypeError('weakref_slot is True but slots is False')
        if slots:
            cls = _add_slots(cls, frozen, weakref_slot)
        return cls
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
    return cls


def _asdict_inner(obj, dict_factory):
    if is_dataclass(obj) and not isinstance(obj, type):
        return dict_factory([(f.name, _asdict_inner(getattr(obj, f.name), dict_factory)) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, '_fields'):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
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
        if f._field_type == 'classvar':
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f'field {f.name} is declared with init=False, it cannot be specified with replace()')
            continue
        if f.name not in changes:
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
        if name in seen:
            raise TypeError(f'Field name duplicated: {name!r}')
        seen.add(name)
        annotations[name] = tp
    ns['__annotations__'] = annotations
    if module is None:
        import _tfplay_frames
        module = _tfplay_frames.caller_module(1) or '__main__'
    ns['__module__'] = module
    cls = type(cls_name, tuple(bases), ns)
    return dataclass(cls, init=init, repr=repr, eq=eq, order=order, unsafe_hash=unsafe_hash, frozen=frozen,
                     match_args=match_args, kw_only=kw_only, slots=slots, weakref_slot=weakref_slot)
