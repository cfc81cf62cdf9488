# fractions: exact rational numbers (CPython 3.12's fractions.Fraction): construction from
# ints, floats, strings and other rationals, arithmetic that stays exact with ints and
# Fractions and falls back to float with floats, comparisons, hashing equal to the equal
# int's or float's, limit_denominator and the reprs.
import math
import numbers

__all__ = ['Fraction']

_HASH_MODULUS = 2 ** 61 - 1
_HASH_INF = 314159


def _digits_end(s, i):
    # The end of \d+(_\d+)* at s[i:] (Unicode decimal digits, as re's \d), or i when none.
    n = len(s)
    if i >= n or not s[i].isdecimal():
        return i
    while i < n and s[i].isdecimal():
        i += 1
    while i + 1 < n and s[i] == '_' and s[i + 1].isdecimal():
        i += 1
        while i < n and s[i].isdecimal():
            i += 1
    return i


def _parse(text):
    # CPython 3.12's _RATIONAL_FORMAT, matched by hand: optional spaces, a sign, a numerator
    # (digits with single underscores, possibly empty before '.digit'), then either
    # spaces '/' spaces and a denominator, or a fractional part and an exponent; spaces last.
    def invalid():
        return ValueError('Invalid literal for Fraction: %r' % text)
    s, n, i = text, len(text), 0
    while i < n and s[i].isspace():
        i += 1
    negative = False
    if i < n and s[i] in '+-':
        negative = s[i] == '-'
        i += 1
    if not (i < n and s[i].isdecimal() or i + 1 < n and s[i] == '.' and s[i + 1].isdecimal()):
        raise invalid()
    j = _digits_end(s, i)
    num, i = s[i:j], j
    denom = decimal = exp = None
    k = i
    while k < n and s[k].isspace():
        k += 1
    if k < n and s[k] == '/':
        k += 1
        while k < n and s[k].isspace():
            k += 1
        j = _digits_end(s, k)
        if j == k:
            raise invalid()
        denom, i = s[k:j], j
    else:
        if i < n and s[i] == '.':
            j = _digits_end(s, i + 1)
            decimal, i = s[i + 1:j], j
        if i < n and s[i] in 'eE':
            k = i + 1
            if k < n and s[k] in '+-':
                k += 1
            j = _digits_end(s, k)
            if j > k:
                exp, i = s[i + 1:j], j
    while i < n and s[i].isspace():
        i += 1
    if i != n:
        raise invalid()
    numerator = int(num or '0')
    if denom:
        denominator = int(denom)
    else:
        denominator = 1
        if decimal:
            decimal = decimal.replace('_', '')
            scale = 10 ** len(decimal)
            numerator = numerator * scale + int(decimal)
            denominator *= scale
        if exp:
            exp = int(exp)
            if exp >= 0:
                numerator *= 10 ** exp
            else:
                denominator *= 10 ** -exp
    return (-numerator if negative else numerator), denominator


class Fraction(numbers.Rational):
    """This class implements rational numbers: Fraction(3, 4), Fraction('1.5'), Fraction(0.25)."""

    __slots__ = ('_numerator', '_denominator')

    def __new__(cls, numerator=0, denominator=None):
        self = object.__new__(cls)
        if denominator is None:
            if type(numerator) is int or isinstance(numerator, int):
                self._numerator = int(numerator)
                self._denominator = 1
                return self
            if isinstance(numerator, Fraction):
                self._numerator = numerator._numerator
                self._denominator = numerator._denominator
                return self
            if isinstance(numerator, float):
                n, d = numerator.as_integer_ratio()
                self._numerator, self._denominator = n, d
                return self
            if isinstance(numerator, str):
                n, d = _parse(numerator)
            elif isinstance(numerator, numbers.Rational):
                n, d = numerator.numerator, numerator.denominator
            else:
                raise TypeError("argument should be a string or a Rational instance")
        elif type(numerator) is int is type(denominator) or (isinstance(numerator, int) and isinstance(denominator, int)):
            n, d = int(numerator), int(denominator)
        elif isinstance(numerator, numbers.Rational) and isinstance(denominator, numbers.Rational):
            n = numerator.numerator * denominator.denominator
            d = denominator.numerator * numerator.denominator
        else:
            raise TypeError("both arguments should be Rational instances")
        if d == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % n)
        g = math.gcd(n, d)
        if d < 0:
            g = -g
        self._numerator = n // g
        self._denominator = d // g
        return self

    @classmethod
    def from_float(cls, f):
        """Converts a finite float to a rational number, exactly."""
        if isinstance(f, int):
            return cls(f)
        if not isinstance(f, float):
            raise TypeError("%s.from_float() only takes floats, not %r (%s)" % (cls.__name__, f, type(f).__name__))
        return cls(*f.as_integer_ratio())

    @classmethod
    def _exact(cls, n, d):
        self = object.__new__(cls)
        self._numerator = n
        self._denominator = d
        return self

    def as_integer_ratio(self):
        return (self._numerator, self._denominator)

    def is_integer(self):
        return self._denominator == 1

    def limit_denominator(self, max_denominator=1000000):
        """The closest Fraction to self with denominator at most max_denominator."""
        if max_denominator < 1:
            raise ValueError("max_denominator should be at least 1")
        if self._denominator <= max_denominator:
            return Fraction(self)
        p0, q0, p1, q1 = 0, 1, 1, 0
        n, d = self._numerator, self._denominator
        while True:
            a = n // d
            q2 = q0 + a * q1
            if q2 > max_denominator:
                break
            p0, q0, p1, q1 = p1, q1, p0 + a * p1, q2
            n, d = d, n - a * d
        k = (max_denominator - q0) // q1
        # Of the two candidates, the closer one (the one with the smaller denominator on a tie).
        if 2 * d * (q0 + k * q1) <= self._denominator:
            return Fraction._exact(p1, q1)
        return Fraction._exact(p0 + k * p1, q0 + k * q1)

    @property
    def numerator(self):
        return self._numerator

    @property
    def denominator(self):
        return self._denominator

    def __repr__(self):
        return '%s(%s, %s)' % (self.__class__.__name__, self._numerator, self._denominator)

    def __str__(self):
        if self._denominator == 1:
            return str(self._numerator)
        return '%s/%s' % (self._numerator, self._denominator)

    # Arithmetic: exact with ints and Fractions, float with floats.
    def _coerce(self, other):
        if isinstance(other, Fraction):
            return other
        if isinstance(other, int):
            return Fraction._exact(int(other), 1)
        return None

    def _binary(self, other, exact, inexact, reverse=False):
        o = self._coerce(other)
        if o is not None:
            return exact(o, self) if reverse else exact(self, o)
        if isinstance(other, (float, complex)):
            return inexact(other, float(self)) if reverse else inexact(float(self), other)
        return NotImplemented

    @staticmethod
    def _add(a, b):
        return Fraction(a._numerator * b._denominator + b._numerator * a._denominator, a._denominator * b._denominator)

    @staticmethod
    def _sub(a, b):
        return Fraction(a._numerator * b._denominator - b._numerator * a._denominator, a._denominator * b._denominator)

    @staticmethod
    def _mul(a, b):
        return Fraction(a._numerator * b._numerator, a._denominator * b._denominator)

    @staticmethod
    def _div(a, b):
        if b._numerator == 0:
            raise ZeroDivisionError('Fraction(%s, 0)' % (a._numerator * b._denominator))
        return Fraction(a._numerator * b._denominator, a._denominator * b._numerator)

    @staticmethod
    def _floordiv(a, b):
        return (a._numerator * b._denominator) // (a._denominator * b._numerator)

    @staticmethod
    def _mod(a, b):
        d = a._denominator * b._denominator
        return Fraction((a._numerator * b._denominator) % (b._numerator * a._denominator), d)

    @staticmethod
    def _divmod(a, b):
        q = Fraction._floordiv(a, b)
        return (q, a - q * b)

    def __add__(self, other):
        return self._binary(other, Fraction._add, lambda x, y: x + y)

    def __radd__(self, other):
        return self._binary(other, Fraction._add, lambda x, y: x + y, True)

    def __sub__(self, other):
        return self._binary(other, Fraction._sub, lambda x, y: x - y)

    def __rsub__(self, other):
        return self._binary(other, Fraction._sub, lambda x, y: x - y, True)

    def __mul__(self, other):
        return self._binary(other, Fraction._mul, lambda x, y: x * y)

    def __rmul__(self, other):
        return self._binary(other, Fraction._mul, lambda x, y: x * y, True)

    def __truediv__(self, other):
        return self._binary(other, Fraction._div, lambda x, y: x / y)

    def __rtruediv__(self, other):
        return self._binary(other, Fraction._div, lambda x, y: x / y, True)

    def __floordiv__(self, other):
        return self._binary(other, Fraction._floordiv, lambda x, y: x // y)

    def __rfloordiv__(self, other):
        return self._binary(other, Fraction._floordiv, lambda x, y: x // y, True)

    def __mod__(self, other):
        return self._binary(other, Fraction._mod, lambda x, y: x % y)

    def __rmod__(self, other):
        return self._binary(other, Fraction._mod, lambda x, y: x % y, True)

    def __divmod__(self, other):
        return self._binary(other, Fraction._divmod, lambda x, y: divmod(x, y))

    def __rdivmod__(self, other):
        return self._binary(other, Fraction._divmod, lambda x, y: divmod(x, y), True)

    def __pow__(self, b, modulo=None):
        if modulo is not None:
            return NotImplemented
        if isinstance(b, int) or (isinstance(b, Fraction) and b._denominator == 1):
            power = int(b) if isinstance(b, int) else b._numerator
            if power >= 0:
                return Fraction._exact(self._numerator ** power, self._denominator ** power)
            if self._numerator == 0:
                raise ZeroDivisionError('Fraction(%s, 0)' % (self._denominator ** -power))
            if self._numerator > 0:
                return Fraction._exact(self._denominator ** -power, self._numerator ** -power)
            return Fraction._exact((-self._denominator) ** -power, (-self._numerator) ** -power)
        if isinstance(b, Fraction):
            return float(self) ** float(b)
        if isinstance(b, (float, complex)):
            return float(self) ** b
        return NotImplemented

    def __rpow__(self, a, modulo=None):
        if modulo is not None:
            return NotImplemented
        if self._denominator == 1 and self._numerator >= 0:
            return a ** self._numerator
        if isinstance(a, int):
            return Fraction._exact(int(a), 1) ** self
        if isinstance(a, Fraction):
            return a ** self
        return a ** float(self)

    def __pos__(self):
        return Fraction._exact(self._numerator, self._denominator)

    def __neg__(self):
        return Fraction._exact(-self._numerator, self._denominator)

    def __abs__(self):
        return Fraction._exact(abs(self._numerator), self._denominator)

    def __int__(self):
        if self._numerator < 0:
            return -(-self._numerator // self._denominator)
        return self._numerator // self._denominator

    __trunc__ = __int__

    def __index__(self):
        raise TypeError("'Fraction' object cannot be interpreted as an integer")

    def __floor__(self):
        return self._numerator // self._denominator

    def __ceil__(self):
        return -(-self._numerator // self._denominator)

    def __round__(self, ndigits=None):
        if ndigits is None:
            floor, remainder = divmod(self._numerator, self._denominator)
            if remainder * 2 < self._denominator:
                return floor
            if remainder * 2 > self._denominator:
                return floor + 1
            return floor if floor % 2 == 0 else floor + 1
        shift = 10 ** abs(ndigits)
        if ndigits > 0:
            return Fraction(round(self * shift), shift)
        return Fraction(round(self / shift) * shift)

    def __float__(self):
        n, d = self._numerator, self._denominator
        try:
            return n / d
        except OverflowError:
            return float(n // d)

    def __bool__(self):
        return self._numerator != 0

    def __hash__(self):
        try:
            inverse = pow(self._denominator, _HASH_MODULUS - 2, _HASH_MODULUS)
        except ValueError:
            inverse = 0
        if self._denominator % _HASH_MODULUS == 0:
            h = _HASH_INF
        else:
            h = (abs(self._numerator) % _HASH_MODULUS) * inverse % _HASH_MODULUS
        h = h if self._numerator >= 0 else -h
        return -2 if h == -1 else h

    def _compare(self, other, test):
        o = self._coerce(other)
        if o is not None:
            return test(self._numerator * o._denominator, o._numerator * self._denominator)
        if isinstance(other, float):
            if other != other or other in (float('inf'), float('-inf')):
                return test(0.0, other)
            return self._compare(Fraction(other), test)
        return NotImplemented

    def __eq__(self, other):
        if isinstance(other, complex):
            return other.imag == 0 and self == other.real
        result = self._compare(other, lambda a, b: a == b)
        return result

    def __lt__(self, other):
        return self._compare(other, lambda a, b: a < b)

    def __le__(self, other):
        return self._compare(other, lambda a, b: a <= b)

    def __gt__(self, other):
        return self._compare(other, lambda a, b: a > b)

    def __ge__(self, other):
        return self._compare(other, lambda a, b: a >= b)

    def __reduce__(self):
        return (self.__class__, (self._numerator, self._denominator))

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self
