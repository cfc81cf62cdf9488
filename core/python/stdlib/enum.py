# enum for tfplay, in Python: Enum, IntEnum, StrEnum, auto and unique with CPython 3.12's
# behaviour (Lib/enum.py): members made when the class is, lookup by value (Color(1)) and by name
# (Color['RED']), iteration in definition order without aliases, and 3.12's reprs and errors.
# Flag and IntFlag are not emulated.
import types as _types

__all__ = ['EnumType', 'EnumMeta', 'Enum', 'ReprEnum', 'IntEnum', 'StrEnum', 'auto', 'unique']

_auto_null = object()


class auto:
    """A member value the Enum class picks (_generate_next_value_)."""
    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return 'auto(%r)' % (self.value,)


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_' and name[-3] != '_'


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == '_' and name[1] != '_' and name[-2] != '_'


def _is_descriptor(obj):
    return isinstance(obj, (_types.FunctionType, staticmethod, classmethod, property)) or (
        hasattr(obj, '__get__') or hasattr(obj, '__set__') or hasattr(obj, '__delete__'))


def _is_member(name, value):
    return not (_is_dunder(name) or _is_sunder(name) or _is_descriptor(value)
                or name.startswith('_'))


def _member_type(bases):
    """The data type members also are (int for IntEnum), object when none."""
    for base in bases:
        for cls in base.__mro__:
            if cls is object or isinstance(cls, EnumType):
                continue
            return cls
    return object


def _member_new(classdict, bases):
    """The __new__ an enum class (or an Enum base of it) defines to make its members, else None."""
    if '__new__' in classdict:
        return classdict['__new__']
    for base in bases:
        for cls in base.__mro__:
            if isinstance(cls, EnumType) and cls is not Enum and '__new__' in vars(cls):
                return vars(cls)['__new__']
    return None


class EnumType(type):
    """The metaclass of Enum: makes the members and looks them up."""

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        for base in bases:
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError('<enum %r> cannot extend %r' % (cls, base))
        names = [k for k, v in classdict.items() if _is_member(k, v)]
        body = {k: v for k, v in classdict.items() if k not in names}
        enum_class = super().__new__(metacls, cls, bases, body, **kwds)
        enum_class._member_names_ = []
        enum_class._member_map_ = {}
        enum_class._value2member_map_ = {}
        enum_class._unhashable_values_ = []
        member_type = _member_type(bases)
        enum_class._member_type_ = member_type
        if member_type is not object:
            # The data type's repr/str/format must not win over Enum's through the MRO
            # (IntEnum keeps int's str and format, which it sets itself).
            for attr in ('__repr__', '__str__', '__format__'):
                owner = next((c for c in enum_class.__mro__ if attr in vars(c)), None)
                if attr not in classdict and owner is not None and not isinstance(owner, EnumType):
                    enum_owner = next(c for c in enum_class.__mro__ if isinstance(c, EnumType) and attr in vars(c))
                    setattr(enum_class, attr, vars(enum_owner)[attr])
        creator = _member_new(classdict, bases)
        last_values = []
        for name in names:
            value = classdict[name]
            if isinstance(value, auto):
                if value.value is _auto_null:
                    value.value = enum_class._generate_next_value_(
                        name, 1, len(enum_class._member_names_), last_values[:])
                value = value.value
            args = value if isinstance(value, tuple) else (value,)
            if member_type is tuple:
                args = (args,)
            if creator is not None:
                member = creator(enum_class, *args)
            elif member_type is object:
                member = object.__new__(enum_class)
            else:
                member = member_type.__new__(enum_class, *args)
            if not hasattr(member, '_value_'):
                member._value_ = value if member_type is object else member_type(*args)
            value = member._value_
            member._name_ = name
            member.__init__(*args)
            last_values.append(value)
            alias = next((m for m in enum_class._member_map_.values() if m._value_ == value), None)
            if alias is not None:
                member = alias
            else:
                enum_class._member_names_.append(name)
            enum_class._member_map_[name] = member
            type.__setattr__(enum_class, name, member)
            try:
                enum_class._value2member_map_.setdefault(value, member)
            except TypeError:
                enum_class._unhashable_values_.append(value)
        return enum_class

    def __call__(cls, value, names=None, *, module=None, qualname=None, type=None, start=1, boundary=None):
        if names is None:
            return cls._lookup(value)
        return cls._create_(value, names, module=module, qualname=qualname, type=type, start=start)

    def _lookup(cls, value):
        if isinstance(value, cls):
            return value
        try:
            return cls._value2member_map_[value]
        except (KeyError, TypeError):
            for member in cls._member_map_.values():
                if member._value_ == value:
                    return member
        if not cls._member_map_:
            raise TypeError('%r has no members defined' % cls)
        result = cls._missing_(value)
        if isinstance(result, cls):
            return result
        if result is not None:
            raise TypeError('error in %s._missing_: returned %r instead of None or a valid member'
                            % (cls.__name__, result))
        raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))

    def _create_(cls, class_name, names, *, module=None, qualname=None, type=None, start=1):
        """The functional API: Enum('Color', 'RED GREEN'), a list of names or of (name, value)
        pairs, or a mapping."""
        bases = (cls,) if type is None else (type, cls)
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            original, names, last_values = names, [], []
            for count, name in enumerate(original):
                value = cls._generate_next_value_(name, start, count, last_values[:])
                last_values.append(value)
                names.append((name, value))
        classdict = {}
        items = names.items() if isinstance(names, dict) else names
        for name, value in items:
            classdict[name] = value
        classdict['__module__'] = module if module is not None else '__main__'
        if qualname is not None:
            classdict['__qualname__'] = qualname
        return EnumType.__new__(EnumType, class_name, bases, classdict)

    def __setattr__(cls, name, value):
        # Members cannot be rebound through the class.
        member_map = cls.__dict__.get('_member_map_', {})
        if name in member_map:
            raise AttributeError('cannot reassign member %r' % (name,))
        super().__setattr__(name, value)

    def __contains__(cls, value):
        if isinstance(value, cls):
            return True
        try:
            return value in cls._value2member_map_
        except TypeError:
            return value in cls._unhashable_values_

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[name] for name in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[name] for name in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __bool__(cls):
        return True

    @property
    def __members__(cls):
        return _types.MappingProxyType(cls._member_map_)

    def __repr__(cls):
        return '<enum %r>' % (cls.__name__,)


EnumMeta = EnumType


class Enum(metaclass=EnumType):
    """A set of named constants: each member has a name and a value."""

    _value_repr_ = None

    def __init__(self, *args, **kwds):
        pass

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not last_values:
            return start
        for v in reversed(last_values):
            try:
                return v + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        v_repr = type(self)._value_repr_ or repr
        return '<%s.%s: %s>' % (type(self).__name__, self._name_, v_repr(self._value_))

    def __str__(self):
        return '%s.%s' % (type(self).__name__, self._name_)

    def __format__(self, format_spec):
        return str.__format__(str(self), format_spec)

    def __hash__(self):
        return hash(self._name_)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    def __reduce_ex__(self, proto):
        return type(self), (self._value_,)

    @property
    def name(self):
        """The name of the Enum member."""
        return self._name_

    @property
    def value(self):
        """The value of the Enum member."""
        return self._value_


class ReprEnum(Enum):
    """An Enum whose str() and format() are its data type's; only repr() is Enum's."""


class IntEnum(int, ReprEnum):
    """An Enum whose members are ints."""
    _value_repr_ = int.__repr__
    __str__ = int.__repr__
    __format__ = int.__format__
    __hash__ = int.__hash__


class StrEnum(str, ReprEnum):
    """An Enum whose members are strs."""
    __str__ = str.__str__
    __format__ = str.__format__
    __hash__ = str.__hash__

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError('too many arguments for str(): %r' % (values,))
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError('%r is not a string' % (values[0],))
        value = str(*values)
        member = str.__new__(cls, value)
        member._value_ = value
        return member

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        return name.lower()


def unique(enumeration):
    """Class decorator: ValueError when two names of `enumeration` share a value."""
    duplicates = [(name, member.name) for name, member in enumeration.__members__.items()
                  if name != member.name]
    if duplicates:
        alias_details = ', '.join(['%s -> %s' % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, alias_details))
    return enumeration
