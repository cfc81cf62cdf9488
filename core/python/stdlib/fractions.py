# fractions: exact rational numbers (CPython 3.12's fractions.Fraction): construction from
# ints, floats, strings and other rationals, arithmetic that stays exact with ints and
# Fractions and falls back to float with floats, comparisons, hashing equal to the equal
# int's or float's, limit_denominator and the reprs.
import math
import numbers
import re

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


# Fraction.__format__ and its helpers as in CPython 3.12's Lib/fractions.py (the e/E/f/F/g/G/%
# presentation types, 3.12).
def _round_to_exponent(n, d, exponent, no_neg_zero=False):
    """Round a rational number to the nearest multiple of a given power of 10.

    Rounds the rational number n/d to the nearest integer multiple of
    10**exponent, rounding to the nearest even integer multiple in the case of
    a tie. Returns a pair (sign: bool, significand: int) representing the
    rounded value (-1)**sign * significand * 10**exponent.

    If no_neg_zero is true, then the returned sign will always be False when
    the significand is zero. Otherwise, the sign reflects the sign of the
    input.

    d must be positive, but n and d need not be relatively prime.
    """
    if exponent >= 0:
        d *= 10**exponent
    else:
        n *= 10**-exponent

    # The divmod quotient is correct for round-ties-towards-positive-infinity;
    # In the case of a tie, we zero out the least significant bit of q.
    q, r = divmod(n + (d >> 1), d)
    if r == 0 and d & 1 == 0:
        q &= -2

    sign = q < 0 if no_neg_zero else n < 0
    return sign, abs(q)


def _round_to_figures(n, d, figures):
    """Round a rational number to a given number of significant figures.

    Rounds the rational number n/d to the given number of significant figures
    using the round-ties-to-even rule, and returns a triple
    (sign: bool, significand: int, exponent: int) representing the rounded
    value (-1)**sign * significand * 10**exponent.

    In the special case where n = 0, returns a significand of zero and
    an exponent of 1 - figures, for compatibility with formatting.
    Otherwise, the returned significand satisfies
    10**(figures - 1) <= significand < 10**figures.

    d must be positive, but n and d need not be relatively prime.
    figures must be positive.
    """
    # Special case for n == 0.
    if n == 0:
        return False, 0, 1 - figures

    # Find integer m satisfying 10**(m - 1) <= abs(n)/d <= 10**m. (If abs(n)/d
    # is a power of 10, either of the two possible values for m is fine.)
    str_n, str_d = str(abs(n)), str(d)
    m = len(str_n) - len(str_d) + (str_d <= str_n)

    # Round to a multiple of 10**(m - figures). The significand we get
    # satisfies 10**(figures - 1) <= significand <= 10**figures.
    exponent = m - figures
    sign, significand = _round_to_exponent(n, d, exponent)

    # Adjust in the case where significand == 10**figures, to ensure that
    # 10**(figures - 1) <= significand < 10**figures.
    if len(str(significand)) == figures + 1:
        significand //= 10
        exponent += 1

    return sign, significand, exponent


# Pattern for matching float-style format specifications;
# supports 'e', 'E', 'f', 'F', 'g', 'G' and '%' presentation types.
_FLOAT_FORMAT_SPECIFICATION_MATCHER = re.compile(r"""
    (?:
        (?P<fill>.)?
        (?P<align>[<>=^])
    )?
    (?P<sign>[-+ ]?)
    (?P<no_neg_zero>z)?
    (?P<alt>\#)?
    # A '0' that's *not* followed by another digit is parsed as a minimum width
    # rather than a zeropad flag.
    (?P<zeropad>0(?=[0-9]))?
    (?P<minimumwidth>0|[1-9][0-9]*)?
    (?P<thousands_sep>[,_])?
    (?:\.(?P<precision>0|[1-9][0-9]*))?
    (?P<presentation_type>[eEfFgG%])
""", re.DOTALL | re.VERBOSE).fullmatch


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

    def __format__(self, format_spec, /):
        """Format this fraction according to the given format specification."""

        # Backwards compatiblility with existing formatting.
        if not format_spec:
            return str(self)

        # Validate and parse the format specifier.
        match = _FLOAT_FORMAT_SPECIFICATION_MATCHER(format_spec)
        if match is None:
            raise ValueError(
                f"Invalid format specifier {format_spec!r} "
                f"for object of type {type(self).__name__!r}"
            )
        elif match["align"] is not None and match["zeropad"] is not None:
            # Avoid the temptation to guess.
            raise ValueError(
                f"Invalid format specifier {format_spec!r} "
                f"for object of type {type(self).__name__!r}; "
                "can't use explicit alignment when zero-padding"
            )
        fill = match["fill"] or " "
        align = match["align"] or ">"
        pos_sign = "" if match["sign"] == "-" else match["sign"]
        no_neg_zero = bool(match["no_neg_zero"])
        alternate_form = bool(match["alt"])
        zeropad = bool(match["zeropad"])
        minimumwidth = int(match["minimumwidth"] or "0")
        thousands_sep = match["thousands_sep"]
        precision = int(match["precision"] or "6")
        presentation_type = match["presentation_type"]
        trim_zeros = presentation_type in "gG" and not alternate_form
        trim_point = not alternate_form
        exponent_indicator = "E" if presentation_type in "EFG" else "e"

        # Round to get the digits we need, figure out where to place the point,
        # and decide whether to use scientific notation. 'point_pos' is the
        # relative to the _end_ of the digit string: that is, it's the number
        # of digits that should follow the point.
        if presentation_type in "fF%":
            exponent = -precision
            if presentation_type == "%":
                exponent -= 2
            negative, significand = _round_to_exponent(
                self._numerator, self._denominator, exponent, no_neg_zero)
            scientific = False
            point_pos = precision
        else:  # presentation_type in "eEgG"
            figures = (
                max(precision, 1)
                if presentation_type in "gG"
                else precision + 1
            )
            negative, significand, exponent = _round_to_figures(
                self._numerator, self._denominator, figures)
            scientific = (
                presentation_type in "eE"
                or exponent > 0
                or exponent + figures <= -4
            )
            point_pos = figures - 1 if scientific else -exponent

        # Get the suffix - the part following the digits, if any.
        if presentation_type == "%":
            suffix = "%"
        elif scientific:
            suffix = f"{exponent_indicator}{exponent + point_pos:+03d}"
        else:
            suffix = ""

        # String of output digits, padded sufficiently with zeros on the left
        # so that we'll have at least one digit before the decimal point.
        digits = f"{significand:0{point_pos + 1}d}"

        # Before padding, the output has the form f"{sign}{leading}{trailing}",
        # where `leading` includes thousands separators if necessary and
        # `trailing` includes the decimal separator where appropriate.
        sign = "-" if negative else pos_sign
        leading = digits[: len(digits) - point_pos]
        frac_part = digits[len(digits) - point_pos :]
        if trim_zeros:
            frac_part = frac_part.rstrip("0")
        separator = "" if trim_point and not frac_part else "."
        trailing = separator + frac_part + suffix

        # Do zero padding if required.
        if zeropad:
            min_leading = minimumwidth - len(sign) - len(trailing)
            # When adding thousands separators, they'll be added to the
            # zero-padded portion too, so we need to compensate.
            leading = leading.zfill(
                3 * min_leading // 4 + 1 if thousands_sep else min_leading
            )

        # Insert thousands separators if required.
        if thousands_sep:
            first_pos = 1 + (len(leading) - 1) % 3
            leading = leading[:first_pos] + "".join(
                thousands_sep + leading[pos : pos + 3]
                for pos in range(first_pos, len(leading), 3)
            )

        # We now have a sign and a body. Pad with fill character if necessary
        # and return.
        body = leading + trailing
        padding = fill * (minimumwidth - len(sign) - len(body))
        if align == ">":
            return padding + sign + body
        elif align == "<":
            return sign + body + padding
        elif align == "^":
            half = len(padding) // 2
            return padding[:half] + sign + body + padding[half:]
        else:  # align == "="
            return sign + padding + body

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
