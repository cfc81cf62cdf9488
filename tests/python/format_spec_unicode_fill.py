# A format spec's fill may be any one character, not only ASCII ones.
print('{:☃^9}'.format('x'))
print(f'{42:★>6}', f'{-42:·=8}', f'{3:é<4}|')
print(format(3.5, '·<8'), format(1234567, '→>12,'), format(-7, '✓^7'))
print('{:€>5}'.format(True), '{:→<6.2f}'.format(2.5), '{:ü^5}'.format(''))
print(format('ab', '😀>5'), format(12, '😀=+6'))
for spec in ['☃', '☃^', '☃☃^5', '^☃5']:
    try:
        print(repr(format('x', spec)))
    except ValueError as e:
        print('ValueError:', e)
