# float repr: shortest round-trip digits, exponents, inf, nan, -0.0; round().
values = [0.1, 0.5, 1/3, 2/3, 1e16, 1e15, 123456789012345678.0, 1e-4, 1e-5, 0.0001234, 1.5e300,
          -0.0, 0.0, 3.0, 100.0, 1e22, 1.7976931348623157e308, 5e-324, 2.5, 1e100, 12345.678]
for v in values:
    print(repr(v), str(v))
print(float('inf'), -float('inf'), float('nan'), [float('nan')])
print(round(2.5), round(3.5), round(-2.5), round(0.5), round(1.5), round(2.675, 2), round(1.005, 2))
print(round(3.14159, 3), round(1234.5678, -2), round(-1.5), round(7, -1), round(15, -1), round(25, -1))
print(round(0.1 + 0.2, 10), round(1e20), type(round(2.5)).__name__, type(round(2.5, 0)).__name__)
print(1.0.is_integer(), 1.5.is_integer(), (0.1).as_integer_ratio() if False else 'skip')
print(int(1e15), float(10 ** 16), 10 ** 16 / 1, 2 ** 53 + 1.0)
print(1 / 3 * 3, 0.1 * 3, 1.1 + 2.2, 3.3 * 3, 100 * 1.1)
print(float('1e500'), float('-1e500'), 1e308 * 10)
print(max(1, 2.0), min(1.0, 1), abs(-0.0), -0.0 == 0.0)
nan = float('nan')
print(nan == nan, nan != nan, nan < 1, nan > 1, [nan] == [nan])
try:
    round(float('inf'))
except OverflowError as e:
    print('OverflowError:', e)
try:
    round(float('nan'))
except ValueError as e:
    print('ValueError:', e)
