# numbers for tfplay: the numeric tower of abstract base classes (CPython 3.12's names and
# abstract methods); int and bool are Integral, float is Real, complex is Complex.
from abc import ABCMeta, abstractmethod, update_abstractmethods

__all__ = ["Number", "Complex", "Real", "Rational", "Integral"]


class Number(metaclass=ABCMeta):
    """The root of the numeric hierarchy: isinstance(x, Number) for any number."""
    __slots__ = ()
    __hash__ = None


def _declare_abstract(cls, names, properties=()):
    # The abstract methods (and abstract properties) a concrete subclass must implement.
    for name in names:
        def method(self, *args):
            raise NotImplementedError
        method.__name__ = name
        method.__qualname__ = cls.__qualname__ + '.' + name
        setattr(cls, name, abstractmethod(method))
    for name in properties:
        def getter(self):
            raise NotImplementedError
        getter.__name__ = name
        setattr(cls, name, property(abstractmethod(getter)))
    update_abstractmethods(cls)


class Complex(Number):
    """Complex numbers: the operations of the built-in complex type."""
    __slots__ = ()

    def __bool__(self):
        return self != 0

    def __sub__(self, other):
        return self + -other

    def __rsub__(self, other):
        return -self + other


_declare_abstract(Complex, ['__complex__', '__add__', '__radd__', '__neg__', '__pos__', '__mul__', '__rmul__',
                            '__truediv__', '__rtruediv__', '__pow__', '__rpow__', '__abs__', 'conjugate', '__eq__'],
                  ['real', 'imag'])


class Real(Complex):
    """Real numbers: Complex plus the operations of float."""
    __slots__ = ()

    def __complex__(self):
        return complex(float(self))

    @property
    def real(self):
        return +self

    @property
    def imag(self):
        return 0

    def conjugate(self):
        return +self

    def __divmod__(self, other):
        return (self // other, self % other)

    def __rdivmod__(self, other):
        return (other // self, other % self)


_declare_abstract(Real, ['__float__', '__trunc__', '__floor__', '__ceil__', '__round__', '__floordiv__',
                         '__rfloordiv__', '__mod__', '__rmod__', '__lt__', '__le__'])


class Rational(Real):
    """Rational numbers: Real with a numerator and a denominator."""
    __slots__ = ()

    def __float__(self):
        return int(self.numerator) / int(self.denominator)


_declare_abstract(Rational, [], ['numerator', 'denominator'])


class Integral(Rational):
    """Integers: Rational plus the bitwise operations of int."""
    __slots__ = ()

    def __index__(self):
        return int(self)

    @property
    def numerator(self):
        return +self

    @property
    def denominator(self):
        return 1


_declare_abstract(Integral, ['__int__', '__pow__', '__lshift__', '__rlshift__', '__rshift__', '__rrshift__',
                             '__and__', '__rand__', '__xor__', '__rxor__', '__or__', '__ror__', '__invert__'])

Complex.register(complex)
Real.register(float)
Integral.register(int)
