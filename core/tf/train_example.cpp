// tf.train's Example protos (see train_example.h), written in Python after protobuf's upb
// Python API (python/message.c, repeated.c, map.c, convert.c of protobuf 6.32): messages keep
// their fields in containers; the byte work (varints, packed lists, float32 rounding, text
// escapes) is native. Map entries serialize sorted by key: upb's order is its hash table's,
// seeded per process, so any order is one TF can produce; sorted is the deterministic one.
#include "core/tf/train_example.h"

#include <cmath>
#include <cstdio>
#include <cstring>

#include "core/graph/proto_wire.h"
#include "core/python/interpreter.h"
#include "core/python/object.h"
#include "core/python/protocols.h"
#include "core/python/runtime.h"
#include "core/tf/call_args.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"

namespace tfplay::tf {

using py::CallArgs;
using py::Ref;
namespace wire = graph::proto_wire;

namespace {

constexpr const char* kModuleName = "tensorflow.core.example.protos";

constexpr const char* kProtosSource = R"PY(
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

    def __array__(self, dtype=None, copy=None):
        # NumPy reads the container as the sequence it is (np.array(feature.int64_list.value)).
        import numpy
        return numpy.array(self._l, dtype=dtype)


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
)PY";

const std::string& bytes_of(const Ref& v) {
  if (v->cls != py::T().bytes) py::raise_type_error("a bytes-like object is required, not '" + py::type_name(v.get()) + "'");
  return static_cast<const py::BytesObject*>(v.get())->value;
}

float to_float32(double v) { return static_cast<float>(v); }

uint32_t float_bits(double v) {
  const float f = to_float32(v);
  uint32_t b;
  std::memcpy(&b, &f, 4);
  return b;
}

double bits_float(uint32_t b) {
  float f;
  std::memcpy(&f, &b, 4);
  return f;
}

/// upb's _upb_EncodeRoundTripFloat: "%.6g", or "%.9g" when that does not read back.
std::string format_float(double v) {
  if (std::isnan(v)) return "nan";
  const float f = to_float32(v);
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.*g", 6, static_cast<double>(f));
  if (std::strtof(buf, nullptr) != f) std::snprintf(buf, sizeof buf, "%.*g", 9, static_cast<double>(f));
  return buf;
}

void escape_char(std::string& out, unsigned char c) {
  switch (c) {
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    case '"': out += "\\\""; break;
    case '\'': out += "\\'"; break;
    case '\\': out += "\\\\"; break;
    default: {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\%03o", c);
      out += buf;
    }
  }
}

/// upb's _upb_TextEncode_Bytes: printable ASCII as is, the rest escaped (octal when no name).
std::string escape_bytes(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (c >= 32 && c < 127 && c != '"' && c != '\'' && c != '\\') out += static_cast<char>(c);
    else escape_char(out, c);
  }
  return out;
}

/// upb's _upb_HardenedPrintString for a (valid UTF-8) string field: only control characters,
/// quotes, backslash and DEL are escaped.
std::string escape_string(const std::string& s) {
  std::string out;
  for (unsigned char c : s) {
    if (c < 32 || c == '"' || c == '\'' || c == '\\' || c == 127) escape_char(out, c);
    else out += static_cast<char>(c);
  }
  return out;
}

bool valid_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    const auto c = static_cast<unsigned char>(s[i]);
    const int n = c < 0x80 ? 0 : (c >> 5) == 6 ? 1 : (c >> 4) == 14 ? 2 : (c >> 3) == 30 ? 3 : -1;
    if (n < 0) return false;
    for (int k = 1; k <= n; ++k)
      if (i + k >= s.size() || (static_cast<unsigned char>(s[i + k]) >> 6) != 2) return false;
    i += n + 1;
  }
  return true;
}

[[noreturn]] void malformed() { py::raise_value_error("malformed protocol buffer"); }

/// The Python classes a deep copy creates instances of (set by the module's _install).
struct Classes {
  Ref object_new, scalars, map, composites;
};

/// A new instance of `cls` with the given instance attributes, without running __init__.
Ref instance(const Classes& c, const Ref& cls, std::initializer_list<std::pair<const char*, Ref>> attrs) {
  Ref out = py::call(c.object_new, std::vector<Ref>{cls});
  for (const auto& [name, value] : attrs) py::setattr(out, name, value);
  return out;
}

/// A deep copy of message `m` (Message._copy without Python steps): its set fields, its
/// containers' values, its unknown bytes; stubs are not copied.
Ref copy_message(const Classes& c, const Ref& m) {
  auto fields = py::Dict();
  Ref out = instance(c, m->cls->self(), {{"_v", fields}});
  Ref unknown = py::getattr(m, "_unknown");
  if (!bytes_of(unknown).empty()) py::setattr(out, "_unknown", unknown);
  Ref v = py::getattr(m, "_v");
  for (const py::DictObject::Entry& e : static_cast<py::DictObject*>(v.get())->entries) {
    if (!e.key) continue;
    const Ref& value = e.value;
    const Ref cls = value->cls->self();
    if (cls == c.scalars) {
      auto* items = static_cast<py::ListObject*>(py::getattr(value, "_l").get());
      if (items->items.empty()) continue;
      fields->set(e.key, instance(c, cls, {{"_owner", py::None()}, {"_convert", py::getattr(value, "_convert")}, {"_l", py::List(items->items)}}));
    } else if (cls == c.map) {
      auto d = py::Dict();
      for (const py::DictObject::Entry& x : static_cast<py::DictObject*>(py::getattr(value, "_d").get())->entries)
        if (x.key) d->set(x.key, copy_message(c, x.value));
      if (d->size()) fields->set(e.key, instance(c, cls, {{"_owner", py::None()}, {"_cls", py::getattr(value, "_cls")}, {"_d", d}}));
    } else if (cls == c.composites) {
      std::vector<Ref> items;
      for (const Ref& x : static_cast<py::ListObject*>(py::getattr(value, "_l").get())->items) items.push_back(copy_message(c, x));
      if (!items.empty()) fields->set(e.key, instance(c, cls, {{"_owner", py::None()}, {"_cls", py::getattr(value, "_cls")}, {"_l", py::List(items)}}));
    } else {
      fields->set(e.key, copy_message(c, value));
    }
  }
  return out;
}

/// Appends message `m`'s wire bytes (Message._ser without Python steps): its fields in
/// field-number order, packed repeated numbers, map entries sorted by key, then unknown bytes.
void serialize(const Ref& m, std::string& out) {
  auto* fields = static_cast<py::TupleObject*>(py::getattr(m->cls->self(), "_fields").get());
  auto* v = static_cast<py::DictObject*>(py::getattr(m, "_v").get());
  for (const Ref& f : fields->items) {
    Ref name = py::getattr(f, "name");
    Ref value = v->get(name);
    if (!value) continue;
    const int number = static_cast<int>(py::as_int(py::getattr(f, "number").get()));
    const std::string& kind = py::as_str(py::getattr(f, "kind").get());
    if (kind == "message") {
      std::string sub;
      serialize(value, sub);
      wire::put_delimited(out, number, sub);
    } else if (kind == "map") {
      auto* d = static_cast<py::DictObject*>(py::getattr(value, "_d").get());
      std::vector<std::pair<std::string, Ref>> entries;
      for (const py::DictObject::Entry& e : d->entries)
        if (e.key) entries.emplace_back(py::as_str(e.key.get()), e.value);
      std::sort(entries.begin(), entries.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
      for (const auto& [key, sub_message] : entries) {
        std::string sub, entry;
        serialize(sub_message, sub);
        wire::put_delimited(entry, 1, key);
        wire::put_delimited(entry, 2, sub);
        wire::put_delimited(out, number, entry);
      }
    } else {
      const auto& items = static_cast<py::ListObject*>(py::getattr(value, "_l").get())->items;
      if (items.empty()) continue;
      if (kind == "messages") {
        for (const Ref& item : items) {
          std::string sub;
          serialize(item, sub);
          wire::put_delimited(out, number, sub);
        }
      } else if (kind == "bytes") {
        for (const Ref& item : items) wire::put_delimited(out, number, bytes_of(item));
      } else {
        std::string body;
        if (kind == "int64")
          for (const Ref& item : items) wire::put_varint(body, static_cast<uint64_t>(py::as_int(item.get())));
        else
          for (const Ref& item : items) wire::put_fixed32(body, float_bits(py::as_float(item.get())));
        wire::put_delimited(out, number, body);
      }
    }
  }
  out += bytes_of(py::getattr(m, "_unknown"));
}

/// A new message of class `cls` holding the fields of wire bytes `data` (Message._parse without
/// Python steps): packed or unpacked numbers, map entries (a later key replaces an earlier one),
/// sub-messages merged when repeated; fields it does not know, or of an unexpected wire type,
/// kept as unknown bytes. Raises ValueError on malformed bytes.
Ref parse_message(const Classes& c, const Ref& cls, std::string_view data) {
  auto fields = py::Dict();
  Ref out = instance(c, cls, {{"_v", fields}});
  auto* by_number = static_cast<py::DictObject*>(py::getattr(cls, "_by_number").get());
  std::string unknown;
  wire::Reader r{data};
  while (!r.done()) {
    const std::size_t start = r.pos;
    int number, wt;
    if (!r.tag(number, wt)) malformed();
    Ref f = by_number->get(py::Int(number));
    const std::string kind = f ? py::as_str(py::getattr(f, "kind").get()) : "";
    const bool packed_ok = (kind == "int64" && (wt == wire::kVarint || wt == wire::kDelimited)) ||
                           (kind == "float" && (wt == wire::kFixed32 || wt == wire::kDelimited));
    if (!packed_ok && (kind.empty() || kind == "int64" || kind == "float" || wt != wire::kDelimited)) {
      if (!r.skip(wt)) malformed();
      unknown.append(data.substr(start, r.pos - start));
      continue;
    }
    Ref name = py::getattr(f, "name");
    Ref value = fields->get(name);
    auto list_of = [&](const Ref& container_cls, const char* extra, const Ref& extra_value) -> std::vector<Ref>& {
      if (!value) {
        value = instance(c, container_cls, {{"_owner", py::None()}, {extra, extra_value}, {"_l", py::List()}});
        fields->set(name, value);
      }
      return static_cast<py::ListObject*>(py::getattr(value, "_l").get())->items;
    };
    if (kind == "int64" || kind == "float") {
      std::vector<Ref>& items = list_of(c.scalars, "_convert", py::getattr(f, "convert"));
      std::string_view packed;
      uint64_t u;
      uint32_t b;
      if (wt == wire::kVarint) {
        if (!r.varint(u)) malformed();
        items.push_back(py::Int(static_cast<int64_t>(u)));
      } else if (wt == wire::kFixed32) {
        if (!r.fixed32(b)) malformed();
        items.push_back(py::Float(bits_float(b)));
      } else {
        if (!r.delimited(packed)) malformed();
        wire::Reader p{packed};
        if (kind == "float" && packed.size() % 4) malformed();
        while (!p.done()) {
          if (kind == "int64") {
            if (!p.varint(u)) malformed();
            items.push_back(py::Int(static_cast<int64_t>(u)));
          } else {
            p.fixed32(b);
            items.push_back(py::Float(bits_float(b)));
          }
        }
      }
      continue;
    }
    std::string_view payload;
    if (!r.delimited(payload)) malformed();
    if (kind == "bytes") {
      list_of(c.scalars, "_convert", py::getattr(f, "convert")).push_back(py::Bytes(std::string(payload)));
    } else if (kind == "messages") {
      list_of(c.composites, "_cls", py::getattr(f, "message")).push_back(parse_message(c, py::getattr(f, "message"), payload));
    } else if (kind == "message") {
      // A repeated occurrence merges into the first (protobuf's rule for singular messages).
      Ref sub = parse_message(c, py::getattr(f, "message"), payload);
      if (value) py::call(py::getattr(value, "_merge_obj"), std::vector<Ref>{sub});
      else {
        Ref oneof = py::getattr(f, "oneof");
        if (!py::is_none(oneof.get()))
          for (const Ref& other : py::to_vector(static_cast<py::DictObject*>(py::getattr(cls, "_oneofs").get())->get(oneof)))
            if (other != f) fields->erase(py::getattr(other, "name"));
        fields->set(name, sub);
      }
    } else if (kind == "map") {
      wire::Reader e{payload};
      std::string key, entry_value;
      while (!e.done()) {
        int n2, wt2;
        if (!e.tag(n2, wt2)) malformed();
        std::string_view s2;
        if (wt2 == wire::kDelimited && (n2 == 1 || n2 == 2)) {
          if (!e.delimited(s2)) malformed();
          (n2 == 1 ? key : entry_value) = std::string(s2);
        } else if (!e.skip(wt2)) {
          malformed();
        }
      }
      if (!valid_utf8(key)) malformed();
      if (!value) {
        value = instance(c, c.map, {{"_owner", py::None()}, {"_cls", py::getattr(f, "message")}, {"_d", py::Dict()}});
        fields->set(name, value);
      }
      static_cast<py::DictObject*>(py::getattr(value, "_d").get())
          ->set(py::Str(key), parse_message(c, py::getattr(f, "message"), entry_value));
    }
  }
  if (!unknown.empty()) py::setattr(out, "_unknown", py::Bytes(std::move(unknown)));
  return out;
}

/// A value of a repeated scalar field of `kind`, converted natively for the plain Python types
/// (int, float, bytes) and by the field's Python check `convert` (its upb errors) otherwise.
Ref scalar_value(const std::string& kind, const Ref& v, const Ref& convert) {
  py::TypeObject* t = v->cls;
  if (kind == "int64" && t == py::T().int_ && !static_cast<py::IntObject*>(v.get())->big) return v;
  if (kind == "float" && (t == py::T().float_ || (t == py::T().int_ && !static_cast<py::IntObject*>(v.get())->big)))
    return py::Float(to_float32(py::as_float(v.get())));
  if (kind == "bytes" && t == py::T().bytes) return v;
  return py::call(convert, std::vector<Ref>{v});
}

/// Message.__init__'s keyword arguments for a new message (Message._init without Python steps
/// for the common cases: lists of plain values, sub-messages of the field's class, dicts of
/// them for a map); any other argument goes through the Python `_init` (and its errors).
void init_message(const Classes& c, const Ref& self, const std::vector<std::pair<std::string, Ref>>& kwargs) {
  Ref cls = self->cls->self();
  auto* by_name = static_cast<py::DictObject*>(py::getattr(cls, "_by_name").get());
  auto* fields = static_cast<py::DictObject*>(py::getattr(self, "_v").get());
  for (const auto& [key, value] : kwargs) {
    Ref name = py::Str(key);
    Ref f = by_name->get(name);
    if (f && py::is_none(value.get())) continue;
    const std::string kind = f ? py::as_str(py::getattr(f, "kind").get()) : "";
    bool done = false;
    if ((kind == "int64" || kind == "float" || kind == "bytes") && (py::is_list(value.get()) || py::is_tuple(value.get())) &&
        !fields->get(name)) {
      Ref convert = py::getattr(f, "convert");
      const auto& items = value->cls == py::T().list ? static_cast<py::ListObject*>(value.get())->items
                                                     : static_cast<py::TupleObject*>(value.get())->items;
      std::vector<Ref> converted;
      converted.reserve(items.size());
      for (const Ref& item : items) converted.push_back(scalar_value(kind, item, convert));
      fields->set(name, instance(c, c.scalars, {{"_owner", py::None()}, {"_convert", convert}, {"_l", py::List(std::move(converted))}}));
      done = true;
    } else if (kind == "message" && value->cls->self() == py::getattr(f, "message")) {
      Ref oneof = py::getattr(f, "oneof");
      if (!py::is_none(oneof.get()))
        for (const Ref& other : py::to_vector(static_cast<py::DictObject*>(py::getattr(cls, "_oneofs").get())->get(oneof)))
          if (other != f) fields->erase(py::getattr(other, "name"));
      fields->set(name, copy_message(c, value));
      done = true;
    } else if (kind == "map" && value->cls == py::T().dict && !fields->get(name)) {
      Ref value_cls = py::getattr(f, "message");
      bool plain = true;
      for (const py::DictObject::Entry& e : static_cast<py::DictObject*>(value.get())->entries)
        if (e.key && (!py::is_str(e.key.get()) || e.value->cls->self() != value_cls)) plain = false;
      if (plain) {
        auto d = py::Dict();
        for (const py::DictObject::Entry& e : static_cast<py::DictObject*>(value.get())->entries)
          if (e.key) d->set(e.key, copy_message(c, e.value));
        fields->set(name, instance(c, c.map, {{"_owner", py::None()}, {"_cls", value_cls}, {"_d", d}}));
        done = true;
      }
    }
    if (!done) {
      auto one = py::Dict();
      one->set(name, value);
      py::call(py::getattr(self, "_init"), std::vector<Ref>{one});
    }
  }
}

Ref make_natives() {
  Ref m = py::Module("_tfplay_protos");
  def(m, "serialize", [](CallArgs& a) -> Ref {
    std::string out;
    serialize(a.args.at(0), out);
    return py::Bytes(std::move(out));
  });
  auto classes = std::make_shared<Classes>();
  def(m, "set_classes", [classes](CallArgs& a) -> Ref {
    classes->object_new = py::getattr(py::T().object->self(), "__new__");
    classes->scalars = a.args.at(0);
    classes->map = a.args.at(1);
    classes->composites = a.args.at(2);
    return py::None();
  });
  def(m, "copy", [classes](CallArgs& a) -> Ref { return copy_message(*classes, a.args.at(0)); });
  // init(message, kwargs): a new message's keyword arguments.
  def(m, "init", [classes](CallArgs& a) -> Ref {
    std::vector<std::pair<std::string, Ref>> kwargs;
    for (const py::DictObject::Entry& e : static_cast<py::DictObject*>(a.args.at(1).get())->entries)
      if (e.key) kwargs.emplace_back(py::as_str(e.key.get()), e.value);
    init_message(*classes, a.args.at(0), kwargs);
    return py::None();
  });
  // parse(cls, data): a new message of class cls from wire bytes (ValueError when malformed).
  def(m, "parse", [classes](CallArgs& a) -> Ref { return parse_message(*classes, a.args.at(0), bytes_of(a.args.at(1))); });
  def(m, "f32", [](CallArgs& a) -> Ref { return py::Float(to_float32(py::as_float(a.args.at(0).get()))); });
  // The fields of a message: (number, wire type, value, start, end) with the value an int
  // (varint as int64, fixed64), a float (fixed32 read as a float) or bytes (delimited).
  def(m, "fields_of", [](CallArgs& a) -> Ref {
    const std::string& data = bytes_of(a.args.at(0));
    wire::Reader r{data};
    std::vector<Ref> out;
    while (!r.done()) {
      const std::size_t start = r.pos;
      int number, wt;
      if (!r.tag(number, wt)) malformed();
      Ref value;
      if (wt == wire::kVarint) {
        uint64_t u;
        if (!r.varint(u)) malformed();
        value = py::Int(static_cast<int64_t>(u));
      } else if (wt == wire::kFixed64) {
        uint64_t u;
        if (!r.fixed64(u)) malformed();
        value = py::Int(static_cast<int64_t>(u));
      } else if (wt == wire::kDelimited) {
        std::string_view s;
        if (!r.delimited(s)) malformed();
        value = py::Bytes(std::string(s));
      } else if (wt == wire::kFixed32) {
        uint32_t u;
        if (!r.fixed32(u)) malformed();
        value = py::Float(bits_float(u));
      } else {
        malformed();
      }
      out.push_back(py::Tuple({py::Int(number), py::Int(wt), value, py::Int(static_cast<int64_t>(start)),
                               py::Int(static_cast<int64_t>(r.pos))}));
    }
    return py::List(std::move(out));
  });
  def(m, "unpack_varints", [](CallArgs& a) -> Ref {
    wire::Reader r{bytes_of(a.args.at(0))};
    std::vector<Ref> out;
    while (!r.done()) {
      uint64_t u;
      if (!r.varint(u)) malformed();
      out.push_back(py::Int(static_cast<int64_t>(u)));
    }
    return py::List(std::move(out));
  });
  def(m, "unpack_floats", [](CallArgs& a) -> Ref {
    const std::string& s = bytes_of(a.args.at(0));
    if (s.size() % 4) malformed();
    wire::Reader r{s};
    std::vector<Ref> out;
    while (!r.done()) {
      uint32_t u;
      r.fixed32(u);
      out.push_back(py::Float(bits_float(u)));
    }
    return py::List(std::move(out));
  });
  // A map<string, message> entry: (key, the value's bytes); a missing key or value is empty.
  def(m, "map_entry_of", [](CallArgs& a) -> Ref {
    wire::Reader r{bytes_of(a.args.at(0))};
    std::string key, value;
    while (!r.done()) {
      int number, wt;
      if (!r.tag(number, wt)) malformed();
      if (wt == wire::kDelimited && (number == 1 || number == 2)) {
        std::string_view s;
        if (!r.delimited(s)) malformed();
        (number == 1 ? key : value) = std::string(s);
      } else if (!r.skip(wt)) {
        malformed();
      }
    }
    if (!valid_utf8(key)) malformed();
    return py::Tuple({py::Str(key), py::Bytes(value)});
  });
  def(m, "format_float", [](CallArgs& a) -> Ref { return py::Str(format_float(py::as_float(a.args.at(0).get()))); });
  def(m, "escape_bytes", [](CallArgs& a) -> Ref { return py::Str(escape_bytes(bytes_of(a.args.at(0)))); });
  def(m, "escape_string", [](CallArgs& a) -> Ref { return py::Str(escape_string(py::as_str(a.args.at(0).get()))); });
  return m;
}

}  // namespace

void install_train_example(const Ref& train) {
  py::Interpreter& interp = py::Interpreter::current();
  Ref m = interp.exec_library_module(kModuleName, library_source(kModuleName, kProtosSource));
  py::call(m->dict->get("_install"), std::vector<Ref>{make_natives()});
  for (const char* name : {"BytesList", "FloatList", "Int64List", "Feature", "Features", "FeatureList", "FeatureLists",
                           "Example", "SequenceExample"})
    train->dict->set(name, m->dict->get(name));
  // The rest of TF 2.20's tf.train (Checkpoint, CheckpointManager, ...): named as not emulated.
  if (!train->dict->get("__getattr__"))
    def(train, "__getattr__", [](CallArgs& a) -> Ref {
      const std::string& name = py::as_str(a.args.at(0).get());
      if (name.size() > 4 && name.compare(0, 2, "__") == 0 && name.compare(name.size() - 2, 2, "__") == 0)
        py::raise(py::E().AttributeError, "module 'tensorflow.train' has no attribute '" + name + "'");
      py::raise(py::E().NotImplementedError, "tfplay does not implement tf.train." + name + " yet");
    });
}

}  // namespace tfplay::tf
