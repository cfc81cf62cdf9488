# enum for tfplay, in Python: Enum, IntEnum, StrEnum, auto and unique with CPython 3.12's
# behaviour (Lib/enum.py): members made when the class is, lookup by value (Color(1)) and by name
# (Color['RED']), iteration in definition order without aliases, and 3.12's reprs and errors;
# Flag and IntFlag with their boundaries (STRICT, CONFORM, EJECT, KEEP) and pseudo-members.
import sys as _sys
import types as _types

__all__ = ['EnumType', 'EnumMeta', 'Enum', 'ReprEnum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag',
           'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP', 'auto', 'unique', 'property',
           'global_enum', 'verify', 'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE',
           'show_flag_values']

_auto_null = object()


class auto:
    """A member value the Enum class picks (_generate_next_value_)."""
    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return 'auto(%r)' % (self.value,)

    # CPython gives an auto() its value as soon as the class body assigns it (a metaclass
    # __prepare__ namespace), so `WHITE = RED | GREEN` sees ints. Here the body sees auto objects:
    # the bit operators record the expression, which EnumType evaluates once the operands'
    # values exist (they are assigned earlier in the body, so they are made first).
    def __or__(self, other):
        return _AutoExpr(lambda a, b: a | b, self, other)

    def __and__(self, other):
        return _AutoExpr(lambda a, b: a & b, self, other)

    def __xor__(self, other):
        return _AutoExpr(lambda a, b: a ^ b, self, other)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__


class _AutoExpr(auto):
    """`auto() | auto()` in a class body: its value is computed from its operands' values."""

    def __init__(self, op, left, right):
        super().__init__()
        self._op, self._left, self._right = op, left, right

    def _resolve(self):
        def value_of(x):
            if isinstance(x, _AutoExpr):
                return x._resolve()
            return x.value if isinstance(x, auto) else x
        self.value = self._op(value_of(self._left), value_of(self._right))
        return self.value


_bltns_property = property  # the builtin, which enum.property below shadows


class property(_types.DynamicClassAttribute):
    """CPython 3.12's enum.property: an attribute that acts differently through a member (a
    property) and through the enum class (the member of that name, else AttributeError)."""

    member = None
    _attr_type = None
    _cls_type = None

    def __get__(self, instance, ownerclass=None):
        if instance is None:
            if self.member is not None:
                return self.member
            else:
                raise AttributeError('%r has no attribute %r' % (ownerclass, self.name))
        if self.fget is not None:
            return self.fget(instance)
        elif self._attr_type == 'attr':
            return getattr(self._cls_type, self.name)
        elif self._attr_type == 'desc':
            return getattr(instance._value_, self.name)
        try:
            return ownerclass._member_map_[self.name]
        except KeyError:
            raise AttributeError('%r has no attribute %r' % (ownerclass, self.name)) from None

    def __set__(self, instance, value):
        if self.fset is not None:
            return self.fset(instance, value)
        raise AttributeError("<enum %r> cannot set attribute %r" % (self.clsname, self.name))

    def __delete__(self, instance):
        if self.fdel is not None:
            return self.fdel(instance)
        raise AttributeError("<enum %r> cannot delete attribute %r" % (self.clsname, self.name))

    def __set_name__(self, ownerclass, name):
        self.name = name
        self.clsname = ownerclass.__name__


def _set_member_attribute(enum_class, member_name, enum_member):
    # CPython 3.12's _proto_member.__set_name__: a member whose name a base class already uses
    # for a property or descriptor is reached through an enum.property that keeps both.
    found_descriptor = None
    descriptor_type = None
    class_type = None
    for base in enum_class.__mro__[1:]:
        attr = base.__dict__.get(member_name)
        if attr is not None:
            if isinstance(attr, (_bltns_property, _types.DynamicClassAttribute)):
                found_descriptor = attr
                class_type = base
                descriptor_type = 'enum'
                break
            elif _is_descriptor(attr):
                found_descriptor = attr
                descriptor_type = descriptor_type or 'desc'
                class_type = class_type or base
                continue
            else:
                descriptor_type = 'attr'
                class_type = base
    if found_descriptor:
        redirect = property()
        redirect.member = enum_member
        redirect.__set_name__(enum_class, member_name)
        if descriptor_type in ('enum', 'desc'):
            redirect.fget = getattr(found_descriptor, 'fget', None)
            redirect._get = getattr(found_descriptor, '__get__', None)
            redirect.fset = getattr(found_descriptor, 'fset', None)
            redirect._set = getattr(found_descriptor, '__set__', None)
            redirect.fdel = getattr(found_descriptor, 'fdel', None)
            redirect._del = getattr(found_descriptor, '__delete__', None)
        redirect._attr_type = descriptor_type
        redirect._cls_type = class_type
        type.__setattr__(enum_class, member_name, redirect)
    else:
        type.__setattr__(enum_class, member_name, enum_member)


def _is_dunder(name):
    return len(name) > 4 and name[:2] == name[-2:] == '__' and name[2] != '_' and name[-3] != '_'


def _is_sunder(name):
    return len(name) > 2 and name[0] == name[-1] == '_' and name[1] != '_' and name[-2] != '_'


def _is_descriptor(obj):
    return isinstance(obj, (_types.FunctionType, staticmethod, classmethod, _bltns_property)) or (
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


def _is_single_bit(value):
    return isinstance(value, int) and value > 0 and value & (value - 1) == 0


def _bin(num, max_bits=None):
    """bin() with a sign group: _bin(8, 4) == '0b0 1000' (CPython's enum.bin)."""
    ceiling = 2 ** num.bit_length()
    if num >= 0:
        s = bin(num + ceiling).replace('1', '0', 1)
    else:
        s = bin(~num ^ (ceiling - 1) + ceiling)
    sign, digits = s[:3], s[3:]
    if max_bits is not None and len(digits) < max_bits:
        digits = (sign[-1] * max_bits + digits)[-max_bits:]
    return '%s %s' % (sign, digits)


def _member_new(classdict, bases):
    """The __new__ an enum class (or an Enum base of it) defines to make its members, else None."""
    if '__new__' in classdict:
        return classdict['__new__']
    for base in bases:
        for cls in base.__mro__:
            if isinstance(cls, EnumType) and cls is not Enum and '__new__' in vars(cls):
                return vars(cls)['__new__']
    return None


def _ignored_names(classdict):
    """The names _ignore_ lists (a str of names or a sequence), and _ignore_ itself: none of
    them become members or attributes (the class body may use them as scratch variables)."""
    ignore = classdict.get('_ignore_', [])
    if isinstance(ignore, str):
        ignore = ignore.replace(',', ' ').split()
    return list(ignore) + ['_ignore_']


def _check_order(enum_class, order, is_flag):
    """CPython 3.12's _order_ check: the names it lists, less a Flag's multi-bit members and
    aliases, must be the members in definition order."""
    if isinstance(order, str):
        order = order.replace(',', ' ').split()
    member_map = enum_class._member_map_
    if is_flag:
        order = [o for o in order if o not in member_map or _is_single_bit(member_map[o]._value_)]
    order = [o for o in order if o not in member_map or o in enum_class._member_names_]
    if order != enum_class._member_names_:
        raise TypeError('member order does not match _order_:\n  %r\n  %r'
                        % (enum_class._member_names_, order))


def _is_private(cls_name, name):
    # _ClsName__x: a mangled private name, never a member.
    pattern = '_%s__' % (cls_name,)
    return len(name) > len(pattern) and name.startswith(pattern) and not name.endswith('__')


class _EnumDict(dict):
    """The namespace an enum's class body runs in (CPython 3.12's _EnumDict, which
    EnumType.__prepare__ returns): it records the member names in order and rejects a name
    bound twice when either binding is a member."""

    def __init__(self, cls_name=None):
        super().__init__()
        self._member_names = {}
        self._ignore = []
        self._cls_name = cls_name

    def __setitem__(self, key, value):
        if self._cls_name is not None and _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            if key == '_ignore_':
                ignore = value.replace(',', ' ').split() if isinstance(value, str) else list(value)
                self._ignore = ignore
                already = set(ignore) & set(self._member_names)
                if already:
                    raise ValueError('_ignore_ cannot specify already set names: %r' % (already,))
        elif _is_dunder(key):
            pass
        elif key in self._member_names:
            # a descriptor overwriting a member
            raise TypeError('%r already defined as %r' % (key, self[key]))
        elif key in self._ignore or _is_descriptor(value):
            pass
        else:
            if key in self:
                # a member overwriting a descriptor
                raise TypeError('%r already defined as %r' % (key, self[key]))
            self._member_names[key] = None
        super().__setitem__(key, value)

    @_bltns_property
    def member_names(self):
        return list(self._member_names)

    def update(self, members, **more_members):
        try:
            for name in members.keys():
                self[name] = members[name]
        except AttributeError:
            for name, value in members:
                self[name] = value
        for name, value in more_members.items():
            self[name] = value


class EnumType(type):
    """The metaclass of Enum: makes the members and looks them up."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        return _EnumDict(cls)

    def __new__(metacls, cls, bases, classdict, *, boundary=None, _simple=False, **kwds):
        for base in bases:
            if isinstance(base, EnumType) and base._member_names_:
                raise TypeError('<enum %r> cannot extend %r' % (cls, base))
        classdict = dict(classdict)
        for key in _ignored_names(classdict):
            classdict.pop(key, None)
        order = classdict.pop('_order_', None)
        names = [k for k, v in classdict.items() if _is_member(k, v)]
        body = {k: v for k, v in classdict.items() if k not in names}
        enum_class = super().__new__(metacls, cls, bases, body, **kwds)
        enum_class._member_names_ = []
        enum_class._member_map_ = {}
        enum_class._value2member_map_ = {}
        enum_class._unhashable_values_ = []
        is_flag = _Flag is not None and issubclass(enum_class, _Flag)
        if is_flag:
            enum_class._boundary_ = boundary or getattr(enum_class, '_boundary_', None)
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
            if isinstance(value, _AutoExpr):
                value._resolve()
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
            elif not is_flag or _is_single_bit(value):
                # A Flag's canonical members are its single bits; other values are aliases.
                enum_class._member_names_.append(name)
            enum_class._member_map_[name] = member
            _set_member_attribute(enum_class, name, member)
            try:
                enum_class._value2member_map_.setdefault(value, member)
            except TypeError:
                enum_class._unhashable_values_.append(value)
        if is_flag:
            singles = 0
            for name in enum_class._member_names_:
                singles |= enum_class._member_map_[name]._value_
            enum_class._flag_mask_ = enum_class._singles_mask_ = singles
            enum_class._all_bits_ = 2 ** singles.bit_length() - 1
        enum_class._new_member_ = creator if creator is not None else member_type.__new__
        if order is not None:
            _check_order(enum_class, order, is_flag)
        return enum_class

    def __dir__(cls):
        # CPython 3.12's EnumType.__dir__: the members and the class's interesting dunders, with
        # the data type's attributes for a mixed-in enum (IntEnum lists int's).
        interesting = set(['__class__', '__contains__', '__doc__', '__getitem__', '__iter__', '__len__',
                           '__members__', '__module__', '__name__', '__qualname__'] + cls._member_names_)
        if cls._new_member_ is not object.__new__:
            interesting.add('__new__')
        if cls.__init_subclass__ is not object.__init_subclass__:
            interesting.add('__init_subclass__')
        if cls._member_type_ is object:
            return sorted(interesting)
        return sorted(set(dir(cls._member_type_)) | interesting)

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
        if isinstance(result, int) and getattr(cls, '_boundary_', None) is EJECT:
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
        # As 3.12's _create_: the members go through the class body's namespace, which rejects
        # a name given twice.
        classdict = EnumType.__prepare__(class_name, bases)
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

    @_bltns_property
    def __members__(cls):
        return _types.MappingProxyType(cls._member_map_)

    def __repr__(cls):
        if _Flag is not None and issubclass(cls, _Flag):
            return '<flag %r>' % (cls.__name__,)
        return '<enum %r>' % (cls.__name__,)


_Flag = None  # Flag, once defined: EnumType treats its subclasses' members as bits.


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

    def __dir__(self):
        # CPython 3.12's Enum.__dir__: public names of the member and its classes (not the other
        # members), a few dunders, and the data type's attributes for a mixed-in enum.
        interesting = set()
        if self.__class__._member_type_ is not object:
            interesting = set(object.__dir__(self))
        for name in getattr(self, '__dict__', []):
            if name[0] != '_' and name not in self._member_map_:
                interesting.add(name)
        for cls in self.__class__.mro():
            for name, obj in cls.__dict__.items():
                if name[0] == '_':
                    continue
                if isinstance(obj, property):
                    if obj.fget is not None or name not in self._member_map_:
                        interesting.add(name)
                    else:
                        interesting.discard(name)
                elif name not in self._member_map_:
                    interesting.add(name)
        return sorted(set(['__class__', '__doc__', '__eq__', '__hash__', '__module__']) | interesting)

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


class FlagBoundary(StrEnum):
    """What a Flag does with a value holding bits no member has."""
    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


class Flag(Enum, boundary=STRICT):
    """An Enum whose members are bits that combine with |, & and ^ (CPython 3.12's enum.Flag)."""

    _numeric_repr_ = repr

    @staticmethod
    def _generate_next_value_(name, start, count, last_values):
        if not count:
            return start if start is not None else 1
        return 2 ** max(last_values).bit_length()

    @classmethod
    def _iter_member_(cls, value):
        """The canonical members whose bits `value` holds, in definition order."""
        for name in cls._member_names_:
            member = cls._member_map_[name]
            if member._value_ & value == member._value_:
                yield member

    @classmethod
    def _missing_(cls, value):
        """Makes (and caches) the pseudo-member for a combination of bits, as the boundary says."""
        if not isinstance(value, int):
            raise ValueError('%r is not a valid %s' % (value, cls.__qualname__))
        flag_mask, all_bits = cls._flag_mask_, cls._all_bits_
        boundary = cls._boundary_
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ flag_mask):
            if boundary is STRICT:
                max_bits = max(value.bit_length(), flag_mask.bit_length())
                raise ValueError('%r invalid value %r\n    given %s\n  allowed %s' % (
                    cls, value, _bin(value, max_bits), _bin(flag_mask, max_bits)))
            if boundary is CONFORM:
                value &= flag_mask
            elif boundary is EJECT:
                return value
            elif value < 0:
                value = max(all_bits + 1, 2 ** value.bit_length()) + value
        if value < 0:
            value = all_bits + 1 + value
        if cls._member_type_ is object:
            pseudo_member = object.__new__(cls)
        else:
            pseudo_member = cls._member_type_.__new__(cls, value)
        pseudo_member._value_ = value
        members = list(cls._iter_member_(value & flag_mask))
        combined = 0
        for member in members:
            combined |= member._value_
        unknown = value ^ combined
        if not combined:
            pseudo_member._name_ = None
        else:
            pseudo_member._name_ = '|'.join(m._name_ for m in members)
            if unknown:
                pseudo_member._name_ += '|%s' % cls._numeric_repr_(unknown)
        return cls._value2member_map_.setdefault(value, pseudo_member)

    def __contains__(self, other):
        if not isinstance(other, self.__class__):
            raise TypeError("unsupported operand type(s) for 'in': %r and %r" % (
                type(other).__qualname__, self.__class__.__qualname__))
        return other._value_ & self._value_ == other._value_

    def __iter__(self):
        return self._iter_member_(self._value_)

    def __len__(self):
        return bin(self._value_).count('1')

    def __repr__(self):
        cls_name = self.__class__.__name__
        v_repr = self.__class__._value_repr_ or repr
        if self._name_ is None:
            return '<%s: %s>' % (cls_name, v_repr(self._value_))
        return '<%s.%s: %s>' % (cls_name, self._name_, v_repr(self._value_))

    def __str__(self):
        if self._name_ is None:
            return '%s(%r)' % (self.__class__.__name__, self._value_)
        return '%s.%s' % (self.__class__.__name__, self._name_)

    def __bool__(self):
        return bool(self._value_)

    def _get_value(self, flag):
        if isinstance(flag, self.__class__):
            return flag._value_
        if self._member_type_ is not object and isinstance(flag, self._member_type_):
            return flag
        return NotImplemented

    def __or__(self, other):
        other_value = self._get_value(other)
        if other_value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ | other_value)

    def __and__(self, other):
        other_value = self._get_value(other)
        if other_value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ & other_value)

    def __xor__(self, other):
        other_value = self._get_value(other)
        if other_value is NotImplemented:
            return NotImplemented
        return self.__class__(self._value_ ^ other_value)

    def __invert__(self):
        if self._boundary_ in (EJECT, KEEP):
            return self.__class__(~self._value_)
        return self.__class__(self._singles_mask_ & ~self._value_)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__


_Flag = Flag
Flag._boundary_ = STRICT


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """A Flag whose members are ints: str() and format() are int's, results of | & ^ ~ stay flags."""
    __str__ = int.__repr__
    __format__ = int.__format__
    __hash__ = int.__hash__
    __or__ = Flag.__or__
    __and__ = Flag.__and__
    __xor__ = Flag.__xor__
    __ror__ = Flag.__ror__
    __rand__ = Flag.__rand__
    __rxor__ = Flag.__rxor__
    __invert__ = Flag.__invert__


def global_enum_repr(self):
    """module.member instead of class.member (the module's last dotted part)."""
    module = self.__class__.__module__.split('.')[-1]
    return '%s.%s' % (module, self._name_)


def global_flag_repr(self):
    """module.flag instead of class.flag (the module's last dotted part)."""
    module = self.__class__.__module__.split('.')[-1]
    cls_name = self.__class__.__name__
    if self._name_ is None:
        return "%s.%s(%r)" % (module, cls_name, self._value_)
    if _is_single_bit(self):  # as CPython 3.12.1 (a Flag member then fails in num - 1)
        return '%s.%s' % (module, self._name_)
    if self._boundary_ is not FlagBoundary.KEEP:
        return '|'.join(['%s.%s' % (module, name) for name in self.name.split('|')])
    name = []
    for n in self._name_.split('|'):
        if n[0].isdigit():
            name.append(n)
        else:
            name.append('%s.%s' % (module, n))
    return '|'.join(name)


def global_str(self):
    """The member's name instead of class.member."""
    if self._name_ is None:
        cls_name = self.__class__.__name__
        return "%s(%r)" % (cls_name, self._value_)
    return self._name_


def global_enum(cls, update_str=False):
    """CPython 3.12's enum.global_enum: members repr as module.name and are exported to the
    enum's module's globals."""
    if issubclass(cls, Flag):
        cls.__repr__ = global_flag_repr
    else:
        cls.__repr__ = global_enum_repr
    if not issubclass(cls, ReprEnum) or update_str:
        cls.__str__ = global_str
    _sys.modules[cls.__module__].__dict__.update(cls.__members__)
    return cls


def unique(enumeration):
    """Class decorator: ValueError when two names of `enumeration` share a value."""
    duplicates = [(name, member.name) for name, member in enumeration.__members__.items()
                  if name != member.name]
    if duplicates:
        alias_details = ', '.join(['%s -> %s' % (alias, name) for (alias, name) in duplicates])
        raise ValueError('duplicate values found in %r: %s' % (enumeration, alias_details))
    return enumeration


def _iter_bits_lsb(num):
    """The bits set in num (a non-negative int or Flag member), lowest first."""
    original = num
    if isinstance(num, Enum):
        num = num.value
    if num < 0:
        raise ValueError('%r is not a positive integer' % original)
    while num:
        b = num & (~num + 1)
        yield b
        num ^= b


def show_flag_values(value):
    """The single-bit values value is made of, lowest first."""
    return list(_iter_bits_lsb(value))


class EnumCheck(StrEnum):
    """The constraints verify() checks an enumeration for."""
    CONTINUOUS = "no skipped integer values"
    NAMED_FLAGS = "multi-flag aliases may not contain unnamed flags"
    UNIQUE = "one name per value"


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """Class decorator checking an Enum or Flag for EnumCheck constraints (CPython 3.12's
    enum.verify): ValueError naming what breaks one."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        if issubclass(enumeration, Flag):
            enum_type = 'flag'
        elif issubclass(enumeration, Enum):
            enum_type = 'enum'
        else:
            raise TypeError("the 'verify' decorator only works with Enum and Flag")
        for check in self.checks:
            if check is UNIQUE:
                _verify_unique(enumeration)
            elif check is CONTINUOUS:
                _verify_continuous(enumeration, enum_type)
            elif check is NAMED_FLAGS:
                _verify_named_flags(enumeration)
        return enumeration


def _verify_unique(enumeration):
    duplicates = [(name, member.name) for name, member in enumeration.__members__.items()
                  if name != member.name]
    if duplicates:
        alias_details = ', '.join(['%s -> %s' % (alias, name) for (alias, name) in duplicates])
        raise ValueError('aliases found in %r: %s' % (enumeration, alias_details))


def _verify_continuous(enumeration, enum_type):
    values = set(e.value for e in enumeration)
    if len(values) < 2:
        return
    low, high = min(values), max(values)
    if enum_type == 'flag':
        # every power of two between the lowest and the highest
        missing = [2 ** i for i in range(low.bit_length(), high.bit_length() - 1) if 2 ** i not in values]
    else:
        missing = [i for i in range(low + 1, high) if i not in values]
    if missing:
        # the message is cut at 256 characters, as CPython's (against huge ranges)
        raise ValueError(('invalid %s %r: missing values %s' % (
            enum_type, enumeration.__name__, ', '.join(str(m) for m in missing)))[:256])


def _verify_named_flags(enumeration):
    member_names = enumeration._member_names_
    member_values = [m.value for m in enumeration]
    missing_names = []
    missing_value = 0
    for name, alias in enumeration._member_map_.items():
        if name in member_names or alias.value < 0:
            continue  # a canonical member, or a negative value (not checked)
        missed = [v for v in _iter_bits_lsb(alias.value) if v not in member_values]
        if missed:
            missing_names.append(name)
            for v in missed:
                missing_value |= v
    if missing_names:
        if len(missing_names) == 1:
            alias = 'alias %s is missing' % missing_names[0]
        else:
            alias = 'aliases %s and %s are missing' % (', '.join(missing_names[:-1]), missing_names[-1])
        if _is_single_bit(missing_value):
            value = 'value 0x%x' % missing_value
        else:
            value = 'combined values of 0x%x' % missing_value
        raise ValueError('invalid Flag %r: %s %s [use enum.show_flag_values(value) for details]'
                         % (enumeration.__name__, alias, value))
