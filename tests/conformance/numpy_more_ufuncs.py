# np.fmax, fmin, reciprocal, logaddexp, logaddexp2, heaviside, float_power, gcd, lcm, invert,
# left_shift and right_shift, and floor/ceil/trunc of integers (NumPy 2.3). Expected values are
# the examples of numpy/_core/code_generators/ufunc_docstrings.py in NumPy 2's array printing;
# loop dtypes are generate_umath.py's (floor, ceil and trunc keep integer dtypes; logaddexp,
# heaviside and fabs take float16 for int8); shifts past the bit width follow npy_lshift and
# npy_rshift (0, or -1 for a negative number shifted right); the warnings are _error_handler's.
import numpy as np

print(repr(np.fmax([2, 3, 4], [1, 5, 2])))
print(repr(np.fmax(np.eye(2), [0.5, 2])))
print(repr(np.fmax([np.nan, 0, np.nan], [0, np.nan, np.nan])))
print(repr(np.fmin([2, 3, 4], [1, 5, 2])))
print(repr(np.fmin(np.eye(2), [0.5, 2])))
print(repr(np.fmin([np.nan, 0, np.nan], [0, np.nan, np.nan])))

print(repr(np.reciprocal(2.)))
print(repr(np.reciprocal([1, 2., 3.33])))
print(repr(np.reciprocal(np.array([1, 2, 3]))))
print(repr(np.reciprocal(np.array([0.0, 4.0]))))

prob1 = np.log(1e-50)
prob2 = np.log(2.5e-50)
prob12 = np.logaddexp(prob1, prob2)
print(repr(prob12), repr(np.exp(prob12)))
prob1 = np.log2(1e-50)
prob2 = np.log2(2.5e-50)
prob12 = np.logaddexp2(prob1, prob2)
print(prob1, prob2, prob12)
print(2**prob12)
print(np.logaddexp(np.float32(1), 2.0).dtype, np.logaddexp(-np.inf, -np.inf), np.logaddexp.reduce([0.0, 0.0]))

print(repr(np.heaviside([-1.5, 0, 2.0], 0.5)))
print(repr(np.heaviside([-1.5, 0, 2.0], 1)))

print(repr(np.gcd(12, 20)), repr(np.gcd.reduce([15, 25, 35])), repr(np.gcd(np.arange(6), 20)))
print(repr(np.lcm(12, 20)), repr(np.lcm.reduce([3, 12, 20])), repr(np.lcm.reduce([40, 12, 20])))
print(repr(np.lcm(np.arange(6), 20)))

x1 = range(6)
print(repr(np.float_power(x1, 3)))
print(repr(np.float_power(x1, [1.0, 2.0, 3.0, 3.0, 2.0, 1.0])))
x3 = np.array([-1, -4])
with np.errstate(invalid='ignore'):
    p = np.float_power(x3, 1.5)
print(repr(p))
print(repr(np.float_power(x3, 1.5)))

print(repr(np.invert(np.array(13, dtype=np.uint8))))
print(repr(np.invert(np.array([13], dtype=np.int8))), repr(np.invert(np.array([True, False]))))
print(repr(~np.array([True, False])), repr(~np.array([0, 5])))
print(repr(np.left_shift(5, 2)), repr(np.left_shift(5, [1, 2, 3])))
a = np.left_shift(np.uint8(255), np.int64(1))
print(a, type(a))
b = np.left_shift(np.uint8(255), np.uint8(1))
print(b, type(b))
print(repr(5 << np.array([1, 2, 3])), repr(np.right_shift(10, 1)), repr(np.right_shift(10, [1, 2, 3])))
print(repr(10 >> np.array([1, 2, 3])), repr(np.left_shift(1, [62, 63, 64, 70])), repr(np.right_shift(-8, [1, 64])))
v = np.array([1, 2, 4])
v <<= 1
print(repr(v), repr(np.logical_not([0, 2])))

print(repr(np.floor(np.array([1, -2]))), repr(np.ceil(np.array([True, False]))), repr(np.trunc(np.array([-1.7, -1.5, -0.2, 0.2, 1.5, 1.7, 2.0]))))
print(repr(np.trunc(np.array([-1, 5]))))
print(np.fabs(np.array([-1], dtype=np.int8)).dtype, np.heaviside(np.array([1], dtype=np.int8), 0).dtype)

for call in (lambda: np.invert(1.5), lambda: np.left_shift(1.0, 2)):
    try:
        call()
    except TypeError as e:
        print(e)
