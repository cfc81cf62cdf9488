# 3.12 expected output (fractions_slash_spaces.expected): 3.12's _RATIONAL_FORMAT allows spaces
# around the slash (`\s*/\s*`); 3.11 refuses them.
import fractions
for s in [' 1 / 2 ', '1 /2', '1/ 2', '١ / ٢', '1\u2003/\u20032', '1 / ', '1 / _2']:
    try:
        print(repr(s), repr(fractions.Fraction(s)))
    except ValueError as e:
        print(repr(s), 'ValueError', e)
