# Number literal forms and float()/int() parsing.
print(10, 0x1F, 0o17, 0b1011, 1_000_000, 0xFF_FF)
print(1.5, 1e3, 1.5e-3, 2E10, .5, 5., 1_0.0_1)
print(float('inf'), float('-inf'), float('nan'), float('  2.5  '), float('1e5'), float('-Infinity'))
print(int('42'), int('-17'), int(' 9 '), int('ff', 16), int('0x1f', 16), int('0b101', 0), int('1_000'))
print(int(3.99), int(-3.99), int(True), float(7), float('3'))
for bad in ['abc', '1.5', '', '0x', '1__0']:
    try:
        int(bad)
    except ValueError as e:
        print('ValueError:', e)
for bad in ['abc', '1.2.3', '']:
    try:
        float(bad)
    except ValueError as e:
        print('ValueError:', e)
try:
    int('12', 1)
except ValueError as e:
    print('ValueError:', e)
try:
    int(float('nan'))
except ValueError as e:
    print('ValueError:', e)
try:
    int(float('inf'))
except OverflowError as e:
    print('OverflowError:', e)
try:
    int([1])
except TypeError as e:
    print('TypeError:', e)
