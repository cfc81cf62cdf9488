# Common str methods.
s = '  Hello, World!  '
print(s.strip(), s.lstrip(), s.rstrip(), '--x--'.strip('-'), 'xxhixx'.lstrip('x'))
t = 'hello world'
print(t.upper(), t.lower(), t.title(), t.capitalize(), t.swapcase())
print(t.split(), t.split('o'), t.split('o', 1), 'a,b,,c'.split(','), '  a  b  '.split(), t.rsplit(' ', 1))
print('line1\nline2\r\nline3'.splitlines(), 'a\nb\n'.splitlines(), 'x'.splitlines(True))
print('-'.join(['a', 'b', 'c']), ''.join(reversed('abc')), ', '.join(map(str, [1, 2])))
print(t.replace('o', '0'), t.replace('l', 'L', 2), t.find('o'), t.rfind('o'), t.find('z'), t.index('w'))
print(t.count('o'), t.count('l', 3), t.startswith('he'), t.endswith(('x', 'ld')), t.startswith('wor', 6))
print('abc'.isalpha(), '123'.isdigit(), 'abc123'.isalnum(), '   '.isspace(), 'ABC'.isupper(), 'abc'.islower(), ''.isdigit())
print('Title Case'.istitle(), 'abc'.isidentifier(), '1abc'.isidentifier())
print('42'.zfill(5), '-42'.zfill(6), 'ab'.center(7, '*'), 'ab'.ljust(5, '.'), 'ab'.rjust(5), 'abc'.center(6))
print('a-b-c'.partition('-'), 'a-b-c'.rpartition('-'), 'abc'.partition('x'))
print('prefix_name'.removeprefix('prefix_'), 'file.txt'.removesuffix('.txt'), 'tab\there'.expandtabs(4))
print('hello'[1:4], 'hello'[::-1], len('hello'), 'ell' in 'hello', 'hello' * 2, 'a' + 'b')
print(str(123), str(1.5), str([1, 'a']), str(None), str(True), repr('x'), ascii('é'))
print(ord('A'), chr(65), ord('€'), chr(8364), 'abc' < 'abd', 'B' < 'a', max('hello'), sorted('cab'))
print('%s is %d years and %.2f m' % ('Ann', 30, 1.654), '%5s|%-5s|' % ('a', 'b'), '%x %o %X %e' % (255, 8, 255, 12345.678))
print('{} and {}'.format('a', 'b'), '{1} {0}'.format('x', 'y'), '{name}!'.format(name='hi'), '{:>5}'.format('r'))
print('{0[1]} {1[k]} {2.real}'.format([1, 2], {'k': 'v'}, 5))
print('abc'.encode(), 'é'.encode('utf-8'), b'abc'.decode(), list(b'AB'), bytes([72, 105]), b'x' * 3)
print('a' 'b', 'The End'.casefold())
for bad in [lambda: 'abc'.index('z'), lambda: 'a'.join([1, 2]), lambda: 'x'.split(''), lambda: int('12a'),
            lambda: 'abc' + 5, lambda: 'abc'.foo(), lambda: '%d' % 'x', lambda: '%s %s' % ('a',), lambda: '%s' % (1, 2),
            lambda: '{}'.format(), lambda: '{0} {}'.format(1, 2), lambda: 'abc'.center(), lambda: ord('ab'), lambda: chr(-1)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ':', e)
