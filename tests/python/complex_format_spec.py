# format() of complex numbers (format_complex_internal): each part formatted as a float, the
# imaginary part always signed unless the real part is left out, parentheses for the default
# type; zero padding and '=' alignment refused; unknown types refused first.
vals = [2+1j, 1j, -1j, -0.0+1j, 0j, -0.0-0.0j, 1.5-2.25j, 1e20+1e-7j, complex('inf-nanj'), complex('-inf+infj'), 12345.678+9876543.21j, -0.0004+0j, 1e16+1j]
specs = ['08', '=8', '0<8', 'x=10', 'x<015', '<08', '>8', '<12', '^13', '*^14', '+', ' ', '-', '#', '+#', 'z', 'z.1f', '.2', '.0', '.3e', 'E', 'f', 'F', 'g', 'G', 'n', '.3n', ',', '_', ',.2f', '_f', '+.1f', ' .1e', '#.0f', '#g', '#.3g', '20.4', '+20', 'z.0f', '%', 'd', 's', 'x', ',n', '.2%', 'zg', 'z', '#e']
for v in vals:
    for s in specs:
        try: r = repr(format(v, s))
        except Exception as e: r = type(e).__name__ + ': ' + str(e)
        print(repr(v), repr(s), r)
try: print(f'{1+2j:08}')
except ValueError as e: print('ValueError:', e)
print(f'{1+2j:>12}|{-1-2j:^12}|{3j:.1f}')
