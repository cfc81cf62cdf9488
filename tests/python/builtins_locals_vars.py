# locals(), vars() and globals() without arguments (CPython 3.12): the module's namespace is the
# globals dict; a function gets a new dict of its bound variables (parameters and locals in
# order, then cell and free variables); a class body gets its namespace.
alpha = 1
print(locals() is globals(), vars() is globals(), globals()['alpha'])
print(sorted(k for k in globals() if not k.startswith('__')))
globals()['beta'] = 2
print(beta)
g = globals()
g['gamma'] = alpha + beta
print(gamma, 'gamma' in g, g is globals())


def f(a, b=2, *args, key=None, **kw):
    c = a + b
    unused_later = None
    del unused_later
    def inner():
        return c
    snap = locals()
    d = 4
    return snap, locals()


first, second = f(1, key='k', extra=5)
print(list(first), first['kw'], first['args'], first['c'], callable(first['inner']), first['snap'] is first)
print(sorted(second))
print(first is second, 'd' in first, 'snap' in second)


def outer():
    o1 = 'one'
    o2 = 'two'
    def middle(p):
        q = p + o1
        print(locals())
        r = o2
        print(vars())
    middle('p')
    return locals()


print(sorted(outer()))


def writes():
    v = 1
    locals()['v'] = 99
    return v


print(writes())


class K:
    a = 1
    b = a + 1
    ns = locals()
    print(sorted(ns), ns['b'])
    locals()['c'] = 3
    print(sorted(vars()))


print(K.c, K.a, sorted(k for k in K.__dict__ if not k.startswith('__')))


def empty():
    return locals()


print(empty(), vars(K)['a'], len(vars(K)) > 3)
for bad in (lambda: locals(1), lambda: globals(1), lambda: vars(1, 2)):
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)
