
import collections.abc as _abc

_natives = None


def _install(natives):
    global _natives
    _natives = natives
    natives.set_classes(RepeatedScalarContainer, MessageMapContainer, RepeatedCompositeContainer)


def _index(v):
    """operator.index: an int, or what the type's __index__ gives."""
    if type(v) is int:
        return v
    if isinstance(v, int):
        return int(v)
    f = getattr(type(v), '__index__', None)
    if f is None:
        raise TypeError("'%s' object cannot be interpreted as an integer" % type(v).__name__)
    return f(v)


class DecodeError(Exception):
    """google.protobuf.message.DecodeError: bytes that are no message of the class."""


DecodeError.__module__ = 'google.protobuf.message'


def _tp_name(v):
    """CPython's tp_name of v's type, as C error texts print it."""
    t = type(v)
    module = getattr(t, '__module__', 'builtins')
    if module.startswith('numpy') or module.startswith('tensorflow'):
        return module + '.' + t.__name__
    return t.__name__


# The value checks of upb's PyUpb_PyToUpb (python/convert.c).
def _to_int64(v):
    i = _index(v)
    if i < -9223372036854775808 or i > 9223372036854775807:
        raise ValueError('Value out of range: %s' % (i,))
    return i


def _to_float(v):
    if type(v) is float:
        return _natives.f32(v)
    t = type(v)
    if t.__name__ == 'ndarray':
        raise TypeError('%s has type ndarray, but expected one of: float' % (v,))
    if hasattr(t, '__float__'):
        return _natives.f32(t.__float__(v))
    if hasattr(t, '__index__'):
        return _natives.f32(float(t.__index__(v)))
    raise TypeError('must be real number, not ' + _tp_name(v))


def _to_bytes(v):
    if isinstance(v, bytes):
        return bytes(v)
    raise TypeError('expected bytes, ' + _tp_name(v) + ' found')


def _to_key(v):
    if isinstance(v, str):
        return v
    if isinstance(v, bytes):
        return v.decode('utf-8')
    raise TypeError('bad argument type for built-in operation')


class _FieldDescriptor:
    def __init__(self, name, number, kind, message=None, oneof=None):
        self.name = name
        self.number = number
        self.kind = kind          # int64, float, bytes (repeated), message, messages, map
        self.message = message    # the message class (map: the value's)
        self.oneof = oneof
        self.convert = None       # the value check of a repeated scalar field
        self.full_name = ''
        self.containing_type = None

    def __repr__(self):
        return '<google._upb._message.FieldDescriptor object>'


class _Descriptor:
    def __init__(self, name, full_name, fields):
        self.name = name
        self.full_name = full_name
        self.fields = fields
        self.fields_by_name = {f.name: f for f in fields}
        self.fields_by_number = {f.number: f for f in fields}

    def __repr__(self):
        return '<google._upb._message.Descriptor object>'


class RepeatedScalarContainer:
    """A repeated int64, float or bytes field (upb's RepeatedScalarContainer)."""

    def __init__(self, owner, convert):
        self._owner = owner
        self._convert = convert
        self._l = []

    def _touch(self):
        o = self._owner
        if o is not None:
            self._owner = None
            o._mark()

    def append(self, value):
        self._l.append(self._convert(value))
        self._touch()

    def extend(self, values):
        try:
            it = iter(values)
        except TypeError:
            raise TypeError('Value must be iterable') from None
        conv = self._convert
        self._l.extend([conv(v) for v in it])
        self._touch()

    def insert(self, index, value):
        self._l.insert(index, self._convert(value))
        self._touch()

    def pop(self, index=-1):
        return self._l.pop(index)

    def remove(self, value):
        if value not in self._l:
            raise ValueError('remove(x): x not in container')
        self._l.remove(value)

    def sort(self, *args, **kwargs):
        self._l.sort(*args, **kwargs)

    def reverse(self):
        self._l.reverse()

    def MergeFrom(self, other):
        self.extend(other)

    def __len__(self):
        return len(self._l)

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self._l[index]
        n = len(self._l)
        i = _index(index)
        if i < 0:
            i += n
        if i < 0 or i >= n:
            raise IndexError('list index (%d) out of range' % (i,))
        return self._l[i]

    def __setitem__(self, index, value):
        if isinstance(index, slice):
            self._l[index] = [self._convert(v) for v in value]
        else:
            self._l[index] = self._convert(value)
        self._touch()

    def __delitem__(self, index):
        del self._l[index]

    def __iter__(self):
        return iter(self._l)

    def __contains__(self, value):
        return value in self._l

    def __eq__(self, other):
        if isinstance(other, RepeatedScalarContainer):
            return self._l == other._l
        if isinstance(other, (list, tuple)):
            return self._l == list(other)
        return NotImplemented

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    __hash__ = None

    def __repr__(self):
        return repr(self._l)

    def __deepcopy__(self, memo=None):
        return list(self._l)


class RepeatedCompositeContainer:
    """A repeated message field (upb's RepeatedCompositeContainer)."""

    def __init__(self, owner, cls):
        self._owner = owner
        self._cls = cls
        self._l = []

    def add(self, **kwargs):
        m = self._cls(**kwargs)
        self._l.append(m)
        self._touch()
        return m

    def _touch(self):
        o = self._owner
        if o is not None:
            self._owner = None
            o._mark()

    def append(self, value):
        m = self._cls()
        m.CopyFrom(value)
        self._l.append(m)
        self._touch()

    def extend(self, values):
        for v in values:
            self.append(v)

    def MergeFrom(self, other):
        self.extend(other)

    def pop(self, index=-1):
        return self._l.pop(index)

    def remove(self, value):
        self._l.remove(value)

    def __len__(self):
        return len(self._l)

    def __getitem__(self, index):
        return self._l[index]

    def __delitem__(self, index):
        del self._l[index]

    def __iter__(self):
        return iter(self._l)

    def __eq__(self, other):
        if isinstance(other, RepeatedCompositeContainer):
            return self._l == other._l
        if isinstance(other, (list, tuple)):
            return self._l == list(other)
        return NotImplemented

    __hash__ = None

    def __repr__(self):
        return repr(self._l)


class MessageMapContainer(_abc.MutableMapping):
    """A map<string, Message> field (upb's MessageMapContainer, a MutableMapping): reading a
    missing key adds it."""

    def __init__(self, owner, cls):
        self._owner = owner
        self._cls = cls
        self._d = {}

    def __getitem__(self, key):
        key = _to_key(key)
        m = self._d.get(key)
        if m is None:
            m = self._cls()
            self._d[key] = m
            o = self._owner
            if o is not None:
                self._owner = None
                o._mark()
        return m

    get_or_create = __getitem__

    def get(self, key, default=None):
        m = self._d.get(_to_key(key))
        return default if m is None else m

    def __setitem__(self, key, value):
        _to_key(key)
        raise ValueError('Message objects may not be assigned')

    def __delitem__(self, key):
        key = _to_key(key)
        if key not in self._d:
            raise KeyError('Key not present in map')
        del self._d[key]

    def setdefault(self, *args):
        raise NotImplementedError('Set message map value directly is not supported.')

    def __contains__(self, key):
        return _to_key(key) in self._d

    def __len__(self):
        return len(self._d)

    def __iter__(self):
        return iter(list(self._d))

    def clear(self):
        self._d.clear()

    def MergeFrom(self, other):
        if isinstance(other, dict):
            raise AttributeError('Merging of dict is not allowed')
        for key in other:
            self[key].CopyFrom(other[key])

    def __eq__(self, other):
        if isinstance(other, MessageMapContainer):
            return self._d == other._d
        if isinstance(other, dict):
            return self._d == other
        return NotImplemented

    __hash__ = None

    def __repr__(self):
        return repr(self._d)


def _field_property(f):
    name = f.name
    kind = f.kind
    if kind == 'message':
        def get(self):
            c = self._v.get(name)
            if c is None:
                c = self._stub(f)
            return c
    elif kind == 'map':
        def get(self):
            c = self._v.get(name)
            if c is None:
                c = self._v[name] = MessageMapContainer(self._owner_ref(), f.message)
            return c
    elif kind == 'messages':
        def get(self):
            c = self._v.get(name)
            if c is None:
                c = self._v[name] = RepeatedCompositeContainer(self._owner_ref(), f.message)
            return c
    else:
        convert = f.convert = {'int64': _to_int64, 'float': _to_float, 'bytes': _to_bytes}[kind]

        def get(self):
            c = self._v.get(name)
            if c is None:
                c = self._v[name] = RepeatedScalarContainer(self._owner_ref(), convert)
            return c
    if kind == 'message':
        text = 'Assignment not allowed to message field "%s" in protocol message object.' % name
    else:
        text = 'Assignment not allowed to map, or repeated field "%s" in protocol message object.' % name

    def set_(self, value):
        raise AttributeError(text)
    return property(get, set_)


class Message:
    """A protocol message as protobuf's upb Python API hands it out: keyword construction,
    fields as attributes, the wire format (SerializeToString, ParseFromString) and text format
    (str). `_v` holds the containers of repeated and map fields and the sub-messages that are
    set; an unset sub-message read as an attribute is a stub kept in `_stubs` until it is
    modified, when it moves into `_v` (becomes present), as upb's stubs do."""

    _fields = ()
    _by_name = {}
    _by_number = {}
    _oneofs = {}
    _name = ''
    _full_name = ''
    _stubs = None     # field name -> the stub handed out for that unset sub-message field
    _parent = None    # (message, field) while this is a stub of that message
    _unknown = b''    # the wire bytes of fields this message does not know
    __hash__ = None

    def __init__(self, *args, **kwargs):
        self._v = {}
        if args:
            raise TypeError('No positional arguments allowed')
        if kwargs:
            _natives.init(self, kwargs)

    def _init(self, kwargs):
        by_name = self._by_name
        for name, value in kwargs.items():
            f = by_name.get(name)
            if f is None:
                raise ValueError('Protocol message %s has no "%s" field.' % (self._name, name))
            if value is None:
                continue
            kind = f.kind
            if kind == 'message':
                if type(value) is f.message:
                    self._set(f, _natives.copy(value))
                elif isinstance(value, Message):
                    getattr(self, name).MergeFrom(value)
                elif isinstance(value, dict):
                    sub = getattr(self, name)
                    sub._init(value)
                    sub._mark()
                else:
                    raise TypeError('Message must be initialized with a dict: ' + self._full_name)
            elif kind == 'map':
                m = getattr(self, name)
                cls = f.message
                if type(value) is dict:
                    d = m._d
                    for key, src in value.items():
                        if type(src) is cls and type(key) is str:
                            d[key] = _natives.copy(src)
                        elif isinstance(src, dict):
                            m[key]._init(src)
                        else:
                            m[key].CopyFrom(src)
                    if d:
                        self._mark()
                    continue
                try:
                    keys = iter(value)
                except TypeError:
                    raise TypeError('Argument for field %s.%s is not iterable' % (self._full_name, name)) from None
                for key in keys:
                    src = value[key]
                    dst = m[key]
                    if isinstance(src, dict):
                        dst._init(src)
                    else:
                        dst.CopyFrom(src)
            elif kind == 'messages':
                c = getattr(self, name)
                try:
                    items = iter(value)
                except TypeError:
                    raise TypeError('Argument for field %s.%s is not iterable' % (self._full_name, name)) from None
                for item in items:
                    if isinstance(item, dict):
                        c.add(**item)
                    else:
                        c.add().MergeFrom(item)
            else:
                c = self._v.get(name)
                if c is None:
                    c = self._v[name] = RepeatedScalarContainer(self._owner_ref(), f.convert)
                try:
                    it = iter(value)
                except TypeError:
                    raise TypeError('Value must be iterable') from None
                conv = f.convert
                c._l.extend([conv(v) for v in it])

    # ----- presence ----------------------------------------------------------------------
    def _owner_ref(self):
        """What a new container of this message marks when modified: the message while it is a
        stub, else None (so that set messages and their containers hold no reference cycle)."""
        return self if self._parent is not None else None

    def _stub(self, f):
        st = self._stubs
        if st is None:
            st = self._stubs = {}
        c = st.get(f.name)
        if c is None:
            c = st[f.name] = f.message()
            c._parent = (self, f)
        return c

    def _set(self, f, sub):
        """Sets sub-message field f to `sub` (clearing the other fields of its oneof)."""
        if f.oneof is not None and (self._v or self._stubs):
            for other in self._oneofs[f.oneof]:
                if other is not f:
                    self._drop(other.name)
        st = self._stubs
        if st is not None and f.name in st and st[f.name] is not sub:
            st.pop(f.name)._parent = None
        self._v[f.name] = sub

    def _mark(self):
        """This message was modified: a stub becomes its parent's set field (and so on up)."""
        p = self._parent
        if p is not None:
            self._parent = None
            owner, f = p
            owner._stubs.pop(f.name, None)
            owner._set(f, self)
            owner._mark()

    def _drop(self, name):
        c = self._v.pop(name, None)
        if isinstance(c, Message):
            c._parent = None
        st = self._stubs
        if st is not None and name in st:
            st.pop(name)._parent = None

    def _field_named(self, name, exc=ValueError):
        f = self._by_name.get(name)
        if f is None and name not in self._oneofs:
            raise exc('Protocol message %s has no "%s" field.' % (self._name, name))
        return f

    def HasField(self, field_name):
        f = self._field_named(field_name)
        if f is None:
            return any(o.name in self._v for o in self._oneofs[field_name])
        if f.kind != 'message':
            raise ValueError('Field %s does not have presence.' % f.full_name)
        return field_name in self._v

    def WhichOneof(self, oneof_group):
        f = self._field_named(oneof_group)
        if f is not None:
            raise ValueError('Expected a oneof name, but got field name %s.' % oneof_group)
        for o in self._oneofs[oneof_group]:
            if o.name in self._v:
                return o.name
        return None

    def ClearField(self, field_name):
        f = self._field_named(field_name)
        self._mark()
        if f is None:
            for o in self._oneofs[field_name]:
                self._drop(o.name)
        elif f.kind == 'message':
            self._drop(field_name)
        else:
            c = self._v.get(field_name)
            if c is not None:
                if f.kind == 'map':
                    c._d.clear()
                else:
                    c._l.clear()

    def Clear(self):
        self._mark()
        for name in list(self._v):
            self._drop(name)
        self._unknown = b''

    def ListFields(self):
        out = []
        for f in self._fields:
            v = self._v.get(f.name)
            if v is None:
                continue
            if f.kind == 'message' or len(v):
                out.append((f, v))
        return out

    def IsInitialized(self, errors=None):
        return True

    def DiscardUnknownFields(self):
        self._unknown = b''

    # ----- copying -----------------------------------------------------------------------
    def _check_same(self, other, method):
        if type(other) is not type(self):
            raise TypeError('Parameter to %s() must be instance of same class: expected %s got %s.'
                            % (method, type(self), type(other)))

    def _merge_obj(self, o):
        for name, v in o._v.items():
            f = self._by_name[name]
            kind = f.kind
            if kind == 'message':
                sub = self._v.get(name)
                if sub is None:
                    self._set(f, _natives.copy(v))
                else:
                    sub._merge_obj(v)
            elif kind == 'map':
                if v._d:
                    m = getattr(self, name)
                    for key, value in v._d.items():
                        m._d[key] = _natives.copy(value)
            elif kind == 'messages':
                if v._l:
                    getattr(self, name)._l.extend([_natives.copy(item) for item in v._l])
            elif v._l:
                getattr(self, name)._l.extend(v._l)
        if o._unknown:
            self._unknown = self._unknown + o._unknown

    def MergeFrom(self, other):
        self._check_same(other, 'MergeFrom')
        self._mark()
        self._merge_obj(other)

    def CopyFrom(self, other):
        self._check_same(other, 'CopyFrom')
        if other is self:
            return
        self.Clear()
        self._merge_obj(other)

    def __deepcopy__(self, memo=None):
        return _natives.copy(self)

    def __copy__(self):
        return _natives.copy(self)

    def __reduce__(self):
        return (type(self).FromString, (self.SerializeToString(),))

    # ----- wire format -------------------------------------------------------------------
    def _ser(self):
        return _natives.serialize(self)

    def SerializeToString(self, **kwargs):
        return self._ser()

    SerializePartialToString = SerializeToString

    def ByteSize(self):
        return len(self._ser())

    def MergeFromString(self, serialized):
        if not isinstance(serialized, bytes):
            raise TypeError('expected bytes, ' + _tp_name(serialized) + ' found')
        try:
            parsed = _natives.parse(type(self), serialized)
        except ValueError:
            raise DecodeError("Error parsing message with type '%s'" % self._full_name) from None
        self._mark()
        if self._v or self._unknown:
            self._merge_obj(parsed)
        else:
            self._v = parsed._v
            if parsed._unknown:
                self._unknown = parsed._unknown
        return len(serialized)

    def ParseFromString(self, serialized):
        self.Clear()
        return self.MergeFromString(serialized)

    @classmethod
    def FromString(cls, s):
        if not isinstance(s, bytes):
            raise TypeError('expected bytes, ' + _tp_name(s) + ' found')
        try:
            return _natives.parse(cls, s)
        except ValueError:
            raise DecodeError("Error parsing message with type '%s'" % cls._full_name) from None

    # ----- text format -------------------------------------------------------------------
    def _text(self, ind, out):
        n = _natives
        for f in self._fields:
            v = self._v.get(f.name)
            if v is None:
                continue
            kind = f.kind
            name = f.name
            if kind == 'int64':
                for x in v._l:
                    out.append('%s%s: %d\n' % (ind, name, x))
            elif kind == 'float':
                for x in v._l:
                    out.append('%s%s: %s\n' % (ind, name, n.format_float(x)))
            elif kind == 'bytes':
                for x in v._l:
                    out.append('%s%s: "%s"\n' % (ind, name, n.escape_bytes(x)))
            elif kind == 'message':
                out.append('%s%s {\n' % (ind, name))
                v._text(ind + '  ', out)
                out.append(ind + '}\n')
            elif kind == 'map':
                d = v._d
                for key in sorted(d):
                    out.append('%s%s {\n%s  key: "%s"\n%s  value {\n' % (ind, name, ind, n.escape_string(key), ind))
                    d[key]._text(ind + '    ', out)
                    out.append('%s  }\n%s}\n' % (ind, ind))
            else:
                for m in v._l:
                    out.append('%s%s {\n' % (ind, name))
                    m._text(ind + '  ', out)
                    out.append(ind + '}\n')

    def __str__(self):
        out = []
        self._text('', out)
        return ''.join(out)

    __repr__ = __str__

    def __eq__(self, other):
        if not isinstance(other, Message):
            return NotImplemented
        if type(other) is not type(self):
            return False
        return self._ser() == other._ser()

    def __ne__(self, other):
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq


def _message_class(name, module, package='tensorflow'):
    cls = type(name, (Message,), {})
    cls.__module__ = module
    cls.__qualname__ = name
    cls._name = name
    cls._full_name = package + '.' + name
    return cls


def _define(cls, fields, oneofs=None):
    cls._fields = tuple(fields)
    cls._by_name = {f.name: f for f in fields}
    cls._by_number = {f.number: f for f in fields}
    cls._oneofs = {}
    for group, members in (oneofs or {}).items():
        cls._oneofs[group] = tuple(cls._by_name[m] for m in members)
        for m in members:
            cls._by_name[m].oneof = group
    for f in fields:
        f.full_name = cls._full_name + '.' + f.name
        f.containing_type = cls
        setattr(cls, f.name, _field_property(f))
    cls.DESCRIPTOR = _Descriptor(cls._name, cls._full_name, list(fields))


_FEATURE = 'tensorflow.core.example.feature_pb2'
_EXAMPLE = 'tensorflow.core.example.example_pb2'

BytesList = _message_class('BytesList', _FEATURE)
FloatList = _message_class('FloatList', _FEATURE)
Int64List = _message_class('Int64List', _FEATURE)
Feature = _message_class('Feature', _FEATURE)
Features = _message_class('Features', _FEATURE)
FeatureList = _message_class('FeatureList', _FEATURE)
FeatureLists = _message_class('FeatureLists', _FEATURE)
Example = _message_class('Example', _EXAMPLE)
SequenceExample = _message_class('SequenceExample', _EXAMPLE)

# tensorflow/core/example/feature.proto and example.proto.
_define(BytesList, [_FieldDescriptor('value', 1, 'bytes')])
_define(FloatList, [_FieldDescriptor('value', 1, 'float')])
_define(Int64List, [_FieldDescriptor('value', 1, 'int64')])
_define(Feature, [_FieldDescriptor('bytes_list', 1, 'message', BytesList),
                  _FieldDescriptor('float_list', 2, 'message', FloatList),
                  _FieldDescriptor('int64_list', 3, 'message', Int64List)],
        {'kind': ('bytes_list', 'float_list', 'int64_list')})
_define(Features, [_FieldDescriptor('feature', 1, 'map', Feature)])
_define(FeatureList, [_FieldDescriptor('feature', 1, 'messages', Feature)])
_define(FeatureLists, [_FieldDescriptor('feature_list', 1, 'map', FeatureList)])
_define(Example, [_FieldDescriptor('features', 1, 'message', Features)])
_define(SequenceExample, [_FieldDescriptor('context', 1, 'message', Features),
                          _FieldDescriptor('feature_lists', 2, 'message', FeatureLists)])

for _cls in (RepeatedScalarContainer, RepeatedCompositeContainer, MessageMapContainer):
    _cls.__module__ = 'google._upb._message'
_abc.MutableSequence.register(RepeatedScalarContainer)
_abc.MutableSequence.register(RepeatedCompositeContainer)

__all__ = ['BytesList', 'FloatList', 'Int64List', 'Feature', 'Features', 'FeatureList',
           'FeatureLists', 'Example', 'SequenceExample']
