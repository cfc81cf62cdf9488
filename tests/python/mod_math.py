# 3.12 expected output (mod_math.expected): 3.12's sum() adds floats with compensated summation, so sum([0.1] * 10) is 1.0 (3.11: 0.9999999999999999).
import math
print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.sqrt(16), math.sqrt(2), math.floor(2.7), math.ceil(2.1), math.floor(-2.5), math.trunc(-2.7))
print(math.pow(2, 10), math.exp(1), math.log(math.e), math.log(100, 10), math.log2(8), math.log10(1000))
print(math.sin(0), math.cos(0), round(math.sin(math.pi / 2), 10), math.atan2(1, 1), math.hypot(3, 4), math.degrees(math.pi), math.radians(180))
print(math.factorial(10), math.factorial(25), math.gcd(12, 18), math.lcm(4, 6), math.comb(5, 2), math.perm(5, 2), math.isqrt(17))
print(math.fabs(-3), math.isclose(0.1 + 0.2, 0.3), math.isnan(math.nan), math.isinf(math.inf), math.isfinite(1.0))
print(math.prod([1, 2, 3, 4]), math.fsum([0.1] * 10), sum([0.1] * 10), math.copysign(3, -0.0), math.fmod(7, -3))
print(math.modf(3.5), math.frexp(8.0), math.ldexp(0.5, 4), math.dist([0, 0], [3, 4]), math.floor(5), type(math.floor(2.5)).__name__)
for bad in [lambda: math.sqrt(-1), lambda: math.log(0), lambda: math.factorial(-1), lambda: math.sqrt('x'),
            lambda: math.log(-1), lambda: math.acos(2), lambda: math.floor('a'), lambda: math.factorial(2.5)]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ':', e)
