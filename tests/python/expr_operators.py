# Operator precedence, chained comparisons, conditional expressions, and/or, in, is.
print(2 + 3 * 4, (2 + 3) * 4, 2 ** 3 ** 2, -2 ** 2, (-2) ** 2, 10 - 4 - 3)
print(7 // 2, -7 // 2, 7 % 3, -7 % 3, 7 % -3, -7 // -2, 7.5 // 2, -7.5 % 2)
print(1 / 2, 4 / 2, 2 ** -1, 10 ** 0, 0 ** 0, 2 ** 0.5)
print(1 < 2 < 3, 1 < 3 < 2, 3 > 2 == 2, 1 == 1.0 != 2, 'a' < 'b' <= 'b')
print(5 & 3, 5 | 3, 5 ^ 3, ~5, 1 << 4, 256 >> 3, -16 >> 2)
print(not True, not 0, not [], True and 'x', 0 and 'x', '' or 'default', 'a' or 'b', None or 0)
print(1 if True else 2, 'yes' if [] else 'no', 'a' if 0 else 'b' if 1 else 'c')
print(3 in [1, 2, 3], 'x' not in 'abc', 'bc' in 'abc', 2 in {2: 'k'}, 5 in range(10))
a = [1]
b = a
print(a is b, a is not [1], None is None, a == [1])
print(True + True, True * 10, False - 1, 3 * 'ab', [0] * 3, (1, 2) * 2)
print(abs(-3), abs(-2.5), -(-4), +5)
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5), pow(2, 10), pow(2, 10, 1000), pow(2, -2))
print(0.1 + 0.2, 0.1 + 0.2 == 0.3, 1e300 * 1e10, -1e300 * 1e10)
def side(x):
    print('eval', x)
    return x
print(side(0) and side(1), side(1) or side(2))
print(side(1) < side(2) < side(3))
print([1, 2] + [3], (1,) + (2,), 'ab' + 'cd', [1, 2] < [1, 3], (1, 2) > (1,), 'Z' < 'a')
print(3 == 3.0, 1 == True, 0 == False, 2 == '2', None == 0, [] == [], {} == {}, (1,) == [1])
x = 10
print(0 < x <= 10, x > 5 and x < 20, not x > 100)
errors = [
    lambda: 1 + 'a',
    lambda: 'a' + 1,
    lambda: [1] + (2,),
    lambda: 'a' * 'b',
    lambda: 1 / 0,
    lambda: 1 // 0,
    lambda: 1 % 0,
    lambda: 1.0 / 0,
    lambda: 1.5 // 0.0,
    lambda: 2.0 % 0,
    lambda: 'a' < 1,
    lambda: [1] < (1,),
    lambda: None > 0,
    lambda: -'a',
    lambda: ~1.5,
    lambda: 1 << -1,
    lambda: {} + {},
    lambda: 'x' in 5,
    lambda: 5 in 'abc',
    lambda: 0 ** -1,
    lambda: None + 1,
    lambda: [] - [],
    lambda: 1 @ 2,
]
for fn in errors:
    try:
        fn()
    except Exception as e:
        print(type(e).__name__ + ':', e)
