// tf.compat.v1.Dimension, dimension_value and dimension_at_index, and TensorShape.dims, written
// in Python as tensorflow/python/framework/tensor_shape.py (TF 2.20) writes them: `dims` is the
// deprecated list of Dimension objects (Dimension(3), Dimension(None)), while indexing and
// iterating a TensorShape give ints and None.
#include "core/function/tensor_object.h"
#include "core/python/interpreter.h"
#include "core/python/runtime.h"
#include "core/tf/library_source.h"
#include "core/tf/module_helpers.h"
#include "core/tf/tensor_shape_dimension.h"

namespace tfplay::tf {

namespace {

constexpr const char* kModule = "tensorflow.python.framework.tensor_shape_dimension";

constexpr const char* kSource = R"PY(
class Dimension(object):
    """Represents the value of one dimension in a TensorShape."""

    __slots__ = ['_value']

    def __init__(self, value):
        if isinstance(value, int):
            if value < 0:
                raise ValueError('Dimension %d must be >= 0' % value)
            self._value = value
        elif value is None:
            self._value = None
        elif isinstance(value, Dimension):
            self._value = value._value
        else:
            try:
                self._value = int(value.__index__())
            except AttributeError:
                raise TypeError("Dimension value must be integer or None or have an __index__ method, "
                                "got value '{0!r}' with type '{1!r}'".format(value, type(value))) from None
            if self._value < 0:
                raise ValueError('Dimension %d must be >= 0' % self._value)

    def __repr__(self):
        return 'Dimension(%s)' % repr(self._value)

    def __str__(self):
        value = self._value
        return '?' if value is None else str(value)

    def __eq__(self, other):
        try:
            other = as_dimension(other)
        except (TypeError, ValueError):
            return NotImplemented
        if self._value is None or other.value is None:
            return None
        return self._value == other.value

    def __ne__(self, other):
        try:
            other = as_dimension(other)
        except (TypeError, ValueError):
            return NotImplemented
        if self._value is None or other.value is None:
            return None
        return self._value != other.value

    def __bool__(self):
        return bool(self._value)

    def __int__(self):
        return self._value

    def __long__(self):
        return self._value

    def __index__(self):
        return self._value

    @property
    def value(self):
        """The value of this dimension, or None if it is unknown."""
        return self._value

    def is_compatible_with(self, other):
        other = as_dimension(other)
        return self._value is None or other.value is None or self._value == other.value

    def assert_is_compatible_with(self, other):
        if not self.is_compatible_with(other):
            raise ValueError('Dimensions %s and %s are not compatible' % (self, other))

    def merge_with(self, other):
        other = as_dimension(other)
        self.assert_is_compatible_with(other)
        if self._value is None:
            return Dimension(other.value)
        return Dimension(self._value)

    def _binary(self, other, fn):
        try:
            other = as_dimension(other)
        except (TypeError, ValueError):
            return NotImplemented
        if self._value is None or other.value is None:
            return Dimension(None)
        return Dimension(fn(self._value, other.value))

    def __add__(self, other):
        return self._binary(other, lambda a, b: a + b)

    def __radd__(self, other):
        return self + other

    def __sub__(self, other):
        return self._binary(other, lambda a, b: a - b)

    def __rsub__(self, other):
        other = as_dimension(other)
        if self._value is None or other.value is None:
            return Dimension(None)
        return Dimension(other.value - self._value)

    def __mul__(self, other):
        return self._binary(other, lambda a, b: a * b)

    def __rmul__(self, other):
        return self * other

    def __floordiv__(self, other):
        return self._binary(other, lambda a, b: a // b)

    def __rfloordiv__(self, other):
        other = as_dimension(other)
        if self._value is None or other.value is None:
            return Dimension(None)
        return Dimension(other.value // self._value)

    def __div__(self, other):
        return self // other

    def __rdiv__(self, other):
        raise TypeError("unsupported operand type(s) for /: '{}' and 'Dimension', "
                        "please use // instead".format(type(other).__name__))

    def __truediv__(self, other):
        raise TypeError("unsupported operand type(s) for /: 'Dimension' and '{}', "
                        "please use // instead".format(type(other).__name__))

    def __rtruediv__(self, other):
        raise TypeError("unsupported operand type(s) for /: '{}' and 'Dimension', "
                        "please use // instead".format(type(other).__name__))

    def __mod__(self, other):
        other = as_dimension(other)
        if self._value is None or other.value is None:
            return Dimension(None)
        return Dimension(self._value % other.value)

    def __rmod__(self, other):
        other = as_dimension(other)
        return other % self

    def _compare(self, other, fn):
        other = as_dimension(other)
        if self._value is None or other.value is None:
            return None
        return fn(self._value, other.value)

    def __lt__(self, other):
        return self._compare(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._compare(other, lambda a, b: a <= b)

    def __gt__(self, other):
        return self._compare(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._compare(other, lambda a, b: a >= b)

    def __reduce__(self):
        return Dimension, (self._value,)


Dimension.__module__ = 'tensorflow.python.framework.tensor_shape'


def as_dimension(value):
    if isinstance(value, Dimension):
        return value
    return Dimension(value)


def dimension_value(dimension):
    if isinstance(dimension, Dimension):
        return dimension.value
    return dimension


def dimension_at_index(shape, index):
    if shape.rank is None:
        return Dimension(None)
    return shape.dims[index]


def _dims(shape):
    # TensorShape.dims: the Dimensions of a known rank, None for an unknown one.
    if shape.rank is None:
        return None
    return [as_dimension(d) for d in shape.as_list()]


TensorShape_dims = property(_dims, doc='Deprecated.  Returns list of dimensions for this shape.')
)PY";

}  // namespace

void install_tensor_shape_dimension(const py::Ref& tf) {
  py::Ref m = py::Interpreter::current().exec_library_module(kModule, library_source(kModule, kSource));
  // A Python property in the native type's dict, set before any lookup of it.
  function::tensor_shape_type()->attrs.set("dims", m->dict->get("TensorShape_dims"));
  py::Ref v1 = submodule_of(submodule_of(tf, "compat"), "v1");
  for (const char* name : {"Dimension", "dimension_value", "dimension_at_index"}) v1->dict->set(name, m->dict->get(name));
}

}  // namespace tfplay::tf
