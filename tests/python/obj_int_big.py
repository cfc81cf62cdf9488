# int has unbounded size: big arithmetic, floor division and modulo on negatives, powers.
print(2 ** 64, 2 ** 100, -2 ** 63 - 1, 10 ** 30)
big = 123456789012345678901234567890
print(big * big, big + 1, big - 10 ** 30, -big)
print(big // 7, big % 7, -big // 7, -big % 7, big // -7, big % -7)
print(divmod(-big, 10 ** 10), divmod(big, -3))
print(2 ** 200 // 2 ** 190, 2 ** 200 / 2 ** 190, (2 ** 70) / 3)
def fact(n):
    r = 1
    for i in range(2, n + 1):
        r *= i
    return r
print(fact(30), fact(52))
print(len(str(fact(100))), str(fact(25))[-6:])
print(9223372036854775807 + 1, -9223372036854775808 - 1, 9223372036854775807 * 2)
print(2 ** 64 > 2 ** 63, 2 ** 64 == 18446744073709551616, 2 ** 64 < 1.0e30, 10 ** 20 == 1e20)
print(abs(-(10 ** 25)), hex(2 ** 70), bin(2 ** 65), oct(8 ** 22), int('9' * 25), int('-' + '1' * 30))
print(pow(3, 100), pow(3, 100, 10 ** 9 + 7), (2 ** 100) >> 90, 1 << 100, (2 ** 100) & (2 ** 100 - 1))
print(float(2 ** 100), int(1e20), int(2.5e30), round(2 ** 70 / 3), 2 ** 100 % 1000)
print(sum(range(10 ** 6)) * 10 ** 12, max(2 ** 80, 3 ** 50), sorted([2 ** 70, -2 ** 70, 0]))
print(hash(2 ** 61 - 1), hash(2 ** 61), hash(2 ** 64), hash(-(2 ** 64)))
print(f'{2 ** 70:,}', f'{10 ** 20:e}', '%d' % 2 ** 70, '{:>30}'.format(3 ** 50))
print((10 ** 20).bit_length(), -(2 ** 64) // 2 ** 32, isinstance(2 ** 100, int), type(2 ** 100).__name__)
print(7 ** 2 ** 4, (-3) ** 41, 0 ** 100, 1 ** 10000 , (-1) ** 10001)
try:
    2 ** 10000 * 1.0
except OverflowError as e:
    print('OverflowError:', e)
try:
    (2 ** 100) // 0
except ZeroDivisionError as e:
    print('ZeroDivisionError:', e)
print(2 ** 2000 % 1000007, len(str(2 ** 2000)))
