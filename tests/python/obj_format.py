# format(), str.format and % formatting edge cases.
print(format(3.14159, '.3f'), format(42, '08b'), format(0.000123, '.2e'), format(1234.5, ',.1f'))
print(format(1e-7, 'g'), format(123456789.0, 'g'), format(1.0, 'g'), format(0.0001, 'g'), format(1e16, 'g'))
print(format(12.0, ''), format(12.5, '10'), format(-3, '05'), format(3, '+'), format(-0.5, ' .1f'))
print(format('text', '^10'), format('text', '-<8'), format('text', '.2'), format(True, ''), format(True, 'd'), format(None, ''))
print(format(255, '#x'), format(255, '#o'), format(255, '#b'), format(65, 'c'), format(1234567, '_x'), format(0.5, '.0%'))
print(format(1.5, 'E'), format(float('inf'), 'f'), format(float('nan'), 'F'), format(-float('inf'), '+'), format(2.5, '.0f'), format(3.5, '.0f'))
print(format(1e300, '.3g'), format(123.456, '.5g'), format(100.0, '.2g'), format(0.1, '.20f'))
print('{:=+10.2f}|{:=10d}|{:0=8}'.format(3.14159, -42, -5))
print('{:,d} {:,.2f} {:_b}'.format(10 ** 9, 1234567.891, 255))
print('{!r:>10} {!s:<5}|'.format('a', 'b'))
print('{0:{1}.{2}f}'.format(3.14159, 8, 2))
print('%(name)s=%(value)05.1f' % {'name': 'pi', 'value': 3.14159})
print('%c%c' % (72, 'i'), '%%', '%r' % 'q', '%5.2s|' % 'abc', '%-6d|' % 42, '%+d %+d' % (5, -5), '% d' % 7)
print('%.3e' % 0.000123456, '%g %g %g' % (0.00001, 1e20, 123.0), '%08.3f' % -3.14159, '%#x %#o' % (255, 8))
print('%s' % [1, 2], '%s' % ((1, 2),), '%d%%' % 50, '%i' % 3.9, '%.0f' % 2.5, '%.0f' % 3.5)
print(f'{12345.6789:10.2f}|{12345.6789:<10.1f}|{-12.5:^10}|{"ab":>4}|{7:*^5}|')
print(f'{0.1:.17f} {1/3:.3} {2/3:.15g} {100:.2e} {5:.1f}')
print(f'{1e16} {1e16:f} {123456789:,}')
for bad in [lambda: format(1.5, 'd'), lambda: format('s', 'd'), lambda: format(5, '.2d'), lambda: format(1, 'z'),
            lambda: '{:x}'.format(1.5), lambda: '%d' % None, lambda: '{'.format(1), lambda: '}'.format(1),
            lambda: '%(k)s' % 5, lambda: '%z' % 1, lambda: format([], 'd'), lambda: '{0}'.format()]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ':', e)
