# Number formatting as CPython prints it: repr/str, format specs (precision, %, grouping, sign,
# alternate forms, alignment) for ordinary, huge, tiny, signed-zero and non-finite values.
vals = [0.1, 1/3, 2/3, 1e16, 1.5e-7, 123456789.0, -0.0, float('nan'), 1e300 * 1e10, 2.5, 3.5, 1234.5678]
for v in vals:
    print(repr(v), str(v), f"{v:.3}", f"{v:g}", f"{v:e}", f"{v:.2%}", f"{v:10.4f}|", f"{v:+,.2f}", format(v, '.0f'), round(v, 1) if v == v and abs(v) != float('inf') else v)
for i in [0, 7, -42, 255, 10**20, -(2**63)]:
    print(f"{i:b}", f"{i:o}", f"{i:X}", f"{i:#x}", f"{i:_}", f"{i:08d}", f"{i:^9}", f"{i:=+8}", f"{i:,}", f"{i:e}")
print(f"{'text':>10}", f"{'text':-<10}", f"{'text'!r:^12}", f"{'tf':.1}", "{0}{1}{0}".format('a', 'b'), "{name}".format(name='x'))
print("%(a)s-%(b)05.1f" % {'a': 'x', 'b': 2.25}, "%e" % 12345.6789, "%g" % 0.00001234, "%10s|%-10s|" % ('r', 'l'), "%%")
print(1e22, 1e21, 1e-4, 1e-5, 12345678901234567890.0, 0.1 + 0.7, 9.999999999999999e22)
print(int(1e20), int(-1.9), float('1_000.5'), int('1_000'), complex('1+2j') if False else '', 3 * 1.1, 100 * 1.1)
import math
print(math.pi, math.e, math.tau, math.sqrt(2), math.exp(1), math.log10(1000), math.factorial(20), math.comb(10, 3), math.perm(5, 2))
print(math.fsum([0.1] * 10), sum([0.1] * 10), math.isqrt(17), math.copysign(1, -0.0), math.fmod(-7, 3), math.remainder(7, 2))
