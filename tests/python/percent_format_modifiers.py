# %-formatting ignores one C length modifier (h, l or L) and names the conversion when an
# integer is required.
print('%ld %lf %hd %Ld' % (1, 2.0, 3, 4), '%5.2lf|%-4li|%lx|%lo' % (1.0, 7, 255, 8))
print('%ls %lr %hc' % ('x', 'y', 65), '%(a)ld' % {'a': 5})
class Idx:
    def __index__(self):
        return 10
print('%x %X %o' % (Idx(), Idx(), Idx()), '%x' % True)
for fmt, args in [('%lld', 1), ('%l', 1), ('%h', 1), ('%x', 3.9), ('%X', 3.9), ('%o', 2.5), ('%x', 'a'), ('%d', 'a'),
                  ('%(x)s', [1]), ('%(x)s', (1,)), ('%c', 1.5), ('%lc', 'ab')]:
    try:
        print(repr(fmt % args))
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
