# Name lookup in a class body (CPython 3.12): a name the body assigns is read from the class
# namespace, then globals and builtins (LOAD_NAME), never from the enclosing function; a name
# the body only reads comes from the namespace, then the enclosing function (LOAD_FROM_DICT_OR_DEREF).
x = 'global x'
y = 'global y'
len = 'global len'


def make():
    x = 'local x'
    y = 'local y'
    z = 'local z'
    len = 'local len'

    class A:
        print('x before:', x)        # assigned below: class dict, then globals
        x = 'class x'
        print('x after:', x)
        print('y:', y)               # only read: the enclosing function's y
        w = z + '!'                  # only read: the enclosing function's z
        print('len:', len)           # assigned below: globals' len
        len = 'class len'

        def method(self):
            return x, y              # functions skip the class scope

    return A


A = make()
print(A.x, A.w, A.len, A().method())
del len


def builtins_fallback():
    abs = 'local abs'

    class B:
        f = abs                      # assigned below, no global: the builtin
        abs = 'class abs'
        g = abs

    return B


B = builtins_fallback()
print(B.f, B.g)


def missing():
    q = 'local q'

    class C:
        print(q)
        q = 1

    return C


try:
    missing()
except NameError as e:
    print('NameError:', e)


def counter():
    n = 0

    class D:
        nonlocal n
        n += 1
        seen = n

    return D.seen, n


print(counter())


def shadow():
    items = [1, 2]

    class E:
        total = sum(items)           # only read: the function's items
        doubled = [i * 2 for i in items]
        items = 'class items'

    return E


try:
    print(vars(shadow())['total'])
except NameError as e:
    print('NameError:', e)


class F:
    k = 1
    values = [k for _ in range(2)] if False else None
    print('F body sees k:', k)
