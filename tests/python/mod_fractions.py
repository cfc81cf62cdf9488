# fractions.Fraction: construction, normalization, arithmetic, comparisons, hashing.
# 3.12 expected output (mod_fractions.expected): Fraction.is_integer is new in 3.12.
from fractions import Fraction

print(Fraction(3, 4), Fraction(6, -8), Fraction(5), Fraction(), Fraction('3/7'), Fraction(' -1.25 '), Fraction('1e-3'))
print(repr(Fraction(1, 3)), Fraction(0.5), Fraction(0.1), Fraction(Fraction(2, 6)), Fraction(Fraction(1, 2), Fraction(3, 4)))
a, b = Fraction(1, 3), Fraction(1, 6)
print(a + b, a - b, a * b, a / b, a // b, a % b, -a, abs(-a), a ** 2, a ** -2, (-a) ** -3, divmod(Fraction(7, 2), 1))
print(a + 1, 1 + a, a * 2, 2 / a, a + 0.5, 0.5 * a, a == Fraction(2, 6), a < b, a > 0.3, a == 1 / 3, Fraction(1, 2) == 0.5)
print(float(a), int(Fraction(-7, 2)), round(Fraction(5, 2)), round(Fraction(7, 2)), round(Fraction(1, 3), 2), bool(Fraction(0)))
import math
print(math.floor(Fraction(-7, 2)), math.ceil(Fraction(-7, 2)), math.trunc(Fraction(-7, 2)), Fraction(2, 1) ** Fraction(1, 2))
print(a.numerator, a.denominator, a.as_integer_ratio(), Fraction(4, 2).is_integer(), Fraction(3.14159).limit_denominator(100))
print(Fraction('3.1415926535').limit_denominator(1000), Fraction(1, 7).limit_denominator(5), Fraction.from_float(0.25))
print(hash(Fraction(1, 2)) == hash(0.5), hash(Fraction(3)) == hash(3), hash(Fraction(1, 3)), sum([Fraction(1, 3)] * 3), sorted([b, a, Fraction(0)]))
print({Fraction(1, 2): 'half'}[Fraction(2, 4)], Fraction(1, 2) in {0.5}, max(Fraction(1, 2), 0.4), (0.1).as_integer_ratio(), (2.5).as_integer_ratio(), (-0.0).as_integer_ratio())
for bad in [lambda: Fraction(1, 0), lambda: Fraction('x'), lambda: Fraction('1/0'), lambda: Fraction(1.5, 2), lambda: Fraction(1) / 0,
            lambda: (float('inf')).as_integer_ratio(), lambda: (float('nan')).as_integer_ratio()]:
    try:
        bad()
    except (ZeroDivisionError, ValueError, TypeError, OverflowError) as e:
        print(type(e).__name__, e)
