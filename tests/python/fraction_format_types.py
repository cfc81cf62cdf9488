# Fraction.__format__'s e/E/f/F/g/G/% presentation types, new in CPython 3.12 (test_fractions
# .test_format_e_presentation_type, _f_, _g_, ...); 3.11 refuses them, so NAME.expected holds
# CPython 3.12's output.
from fractions import Fraction

for value, spec in [(Fraction(2, 3), '.6e'), (Fraction(-2, 3), '.2f'), (Fraction(1, 3), '%'), (Fraction(22, 7), '.4g'),
                    (Fraction(10**20, 3), ',.2f'), (Fraction(-1, 3000), 'z.2f'), (Fraction(7, 2), '>10.1F'),
                    (Fraction(1, 8), '#.0e'), (Fraction(5, 1), ''), (Fraction(5, 2), 'G')]:
    print(repr(spec), format(value, spec))
try:
    format(Fraction(1, 3), 'x')
except ValueError as e:
    print(e)
