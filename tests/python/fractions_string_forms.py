# Fraction(str) as CPython's _RATIONAL_FORMAT reads it: Unicode digits (re's \d) and spaces,
# underscores singly between digits, decimals and exponents, and the refusals.
import fractions
forms = ['١/٢', '1/2', '1_0/2_0', '1__0/2', '1/2_', '_1', '1.5', '1.', '.5', '1.e3', '1.5e-3',
         '1E+1_0', '-3/4', '+ 3', '٣.٥', '1/0', '1/', '/2', '1._5', '1.5_5', '1e', '1.5/2',
         ' \u2003 7 \u2003', '', ' ', '1 2', '٣e٢', '1_000_000', '0x10', '-.5e-1', '1.5e', '1e+']
for s in forms:
    try:
        print(repr(s), repr(fractions.Fraction(s)))
    except (ValueError, ZeroDivisionError) as e:
        print(repr(s), type(e).__name__, e)
