# float.hex round-trips through float.fromhex; fromhex rounds long mantissas half to even,
# into the subnormals and to zero, and overflows with CPython's message.
import random, math
random.seed(3)
out = []
for _ in range(600):
    v = math.ldexp(random.random(), random.randint(-1080, 1023)) * random.choice([1, -1])
    if math.isinf(v): continue
    h = v.hex()
    out.append((h, float.fromhex(h) == v))
for _ in range(600):
    nd = random.randint(1, 30)
    digits = "".join(random.choice("0123456789abcdef0000ffff8") for _ in range(nd))
    pos = random.randint(0, nd)
    s = "0x" + digits[:pos] + "." + digits[pos:] + "p" + str(random.randint(-1200, 1100))
    try:
        out.append((s, float.fromhex(s)))
    except OverflowError as e:
        out.append((s, "overflow"))
for s in ["0x1.00000000000008p0", "0x1.000000000000080000001p0", "0x1.00000000000007ffffffp0", "0x1p-1075", "0x1.0000001p-1075", "0x1p-1076", "0x3p-1076", "0x1.fffffffffffffp-1023", "0x1.fffffffffffff8p-1023", "0x0.00000000000008p-1022"]:
    out.append((s, float.fromhex(s)))
for item in out:
    print(item)
