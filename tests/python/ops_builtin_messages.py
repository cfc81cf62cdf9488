# Operator and conversion errors with CPython's exact texts; three-argument pow; the
# int<->str digit limit (sys.set_int_max_str_digits).
import sys


def show(thunk):
    try:
        print(repr(thunk()))
    except Exception as e:
        print(type(e).__name__ + ":", e)


show(lambda: [1, 2] ** 2)
show(lambda: pow([1], 2))
show(lambda: [1] * 'a')
show(lambda: (1,) * 2.0)
show(lambda: 'ab' * [1])
show(lambda: 2.5 * 'x')
show(lambda: b'a' + 'c')
show(lambda: b'a' + 1)
x = [1, 2]
try:
    x **= 2
except TypeError as e:
    print(e)
show(lambda: pow(2, -1, 5))
show(lambda: pow(3, -2, 7))
show(lambda: pow(-3, -1, 7))
show(lambda: pow(2, -1, -5))
show(lambda: pow(2, 10**30, 10**9 + 7))
show(lambda: pow(7, 3, -5))
show(lambda: pow(2, -1, 4))
show(lambda: pow(2, 3, 0))
show(lambda: pow(2.0, 3, 5))
print(sys.get_int_max_str_digits())
show(lambda: len(str(10**4299)))
show(lambda: str(10**4300))
show(lambda: str(-10**5000))
show(lambda: len(hex(10**5000)))
show(lambda: int('1' * 5000))
show(lambda: int('-' + '1_1' * 2500))
show(lambda: len(str(int('1' * 4300))))
show(lambda: sys.set_int_max_str_digits(5))
sys.set_int_max_str_digits(700)
show(lambda: str(10**700))
show(lambda: int('9' * 701))
sys.set_int_max_str_digits(0)
show(lambda: len(str(10**5000)))
show(lambda: "%d items" % 3.7)
