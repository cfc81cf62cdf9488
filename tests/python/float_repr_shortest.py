# repr(float) is the shortest digits that read back exactly (CPython's short repr): 2**-24
# is 5.960464477539063e-08, whose correctly rounded 16 digits (...062) read back as another
# float. Powers of two over the whole range, random doubles.
import math
x = 2.0**-24
print(x, repr(x), math.ldexp(1, -24), 5.960464477539063e-08 == x, str(5.960464477539063e-08), float("5.9604644775390625e-08"))
print(1e23, 2**-30*1.0, 9007199254740993.0, 0.3, 1/3, 2.0**-1074, 2.0**-1022, 2.0**-20, 2.0**-24*3)
import random, math
random.seed(7)
vals = [2.0 ** k for k in range(-1074, 1024, 3)] + [math.ldexp(random.random(), random.randint(-1070, 1020)) for _ in range(1500)] + [random.random() for _ in range(500)]
print("\n".join(repr(v) for v in vals))
