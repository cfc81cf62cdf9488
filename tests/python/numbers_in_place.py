# Ints and floats stay immutable values however the interpreter computes them: an augmented
# assignment or an operation on a temporary never changes a value something else refers to
# (another variable, a list, a tuple, a dict key, a default, a closure's cell, a global), and
# results among the small ints are the shared ones.
def f(bonus=1000):
    n = 1000
    m = n
    n += 1
    print(n, m, n is m)
    a = 300
    a += -50
    print(a, a == 250)
    x = 10**18
    x += 10**18
    print(x)
    x += 9 * 10**18
    print(x)
    acc = 0.5
    acc2 = acc
    acc += 0.25
    acc *= 2.0
    print(acc, acc2)
    xs = [1000, 2000]
    y = xs[0]
    y += 1
    print(xs, y)
    z = xs[1] + 5
    z += 7
    print(xs, z)
    t = (5000,)
    w = t[0]
    w -= 1
    print(t, w)
    bonus += 1
    print(bonus)

    def g():
        return 123456

    k = g() + g()
    print(k, g(), g() * 3 - g())
    s = 0
    for i in range(1000, 1010):
        s += i
        s += i * 2
    print(s)
    print(7 * 3 & 12 | 1 ^ 4, -7 & 3, -8 | 5, 6 ^ -3, 3.0 / 2.0, 7.5 * 2.0 - 1.0)
    try:
        print(1.0 / 0.0)
    except ZeroDivisionError as e:
        print("ZeroDivisionError", e)
    print(2**62 * 4, -(2**63) - 1, (2**63 - 1) + 1, (2**62) * -2 - 1)
    print(True + True, True & True, True * 3.0, 1.5 + 2)
    cnt = 0

    def bump():
        nonlocal cnt
        cnt += 1000
        return cnt

    before = bump()
    print(bump(), before, cnt)
    q = 250
    q += 10
    print(q == 260, q)
    fl = float("inf")
    fl *= 2.0
    print(fl, -fl, fl - fl != fl - fl)
    key = 6999
    d = {7000: "a"}
    key += 1
    print(d[key], key in d)
    key += 1
    print(key in d, d)


f()
f(5000)
G = 5000


def h():
    global G
    G += 1
    return G


alias = G
print(h(), alias, G)
total = 0.0
for v in [0.1, 0.2, 0.3]:
    total += v * 2
print(round(total, 10))
