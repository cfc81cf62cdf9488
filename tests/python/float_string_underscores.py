# float(), complex() and int() of strings with underscores (_Py_string_to_number_with_underscores:
# each underscore right after a digit and right before one), Unicode digits and spaces, and
# the texts strtod would take but Python refuses (hex, nan(...), an embedded NUL).
cases = ['1__0', '_1', '1_', '1._5', '1_.5', '١__٠', '١_٠', '1_0', ' 1_0 ', '1_0 _', '1e1_0',
         '1e_10', '1_e10', '1.5_5', 'in_f', '_inf', 'nan_', '1_0\x00', '1\x00', '-nan(1)', 'nan(1)',
         '0x10', '1p3', 'infinity', '-iNF', '+nan', '١٢٣', '  ١.٥  ', '1\u2003', '1_٠', '٠_1',
         '.5', '5.', '.', '1e', '1e5', '٣e٢', '1_000.000_1', '1٫5', '１２']
for s in cases:
    for f in (float, complex, int):
        try:
            r = repr(f(s))
        except Exception as e:
            r = type(e).__name__ + ': ' + str(e)
        print(f.__name__, repr(s), r)
for b in [b'1_0', b'1__0', b'_1', b'1.5', b'1_.5']:
    try:
        print(repr(b), float(b))
    except ValueError as e:
        print(repr(b), 'ValueError:', e)
for s in ['١٢٣', '١٢٣j', '1+٢j', '(١_٠)', '١__٠', '\u2003(1+2j)\u2003', '١-j', '٣e٢+١.٥j']:
    try:
        print(repr(s), complex(s))
    except ValueError as e:
        print(repr(s), 'ValueError:', e)
