# Bad bases and wrong constructor arguments for subclasses of built-in types: CPython's
# exact messages (Objects/typeobject.c best_base, the types' __new__ / __init__).
for base in (bool, range, type(None), type(lambda: 0), slice, type(len), type(NotImplemented), type(...)):
    try:
        class X(base):
            pass
    except TypeError as e:
        print('TypeError:', e)
for bases in ((int, str), (list, dict), (int, Exception), (float, int)):
    try:
        type('Y', bases, {})
    except TypeError as e:
        print('TypeError:', e)


class L(list):
    pass


class F(float):
    pass


class I(int):
    pass


class S(str):
    pass


class T(set):
    pass


class FS(frozenset):
    pass


attempts = [
    lambda: L(1, 2), lambda: L(x=1), lambda: L(5), lambda: F(1, 2), lambda: F('abc'), lambda: F(x=1),
    lambda: I('x'), lambda: I('10', 2), lambda: I('z', base=36), lambda: T(1, 2), lambda: T(x=1), lambda: FS(1, 2),
    lambda: FS(x=1), lambda: S(), lambda: S(5), lambda: int.__new__(L), lambda: float.__new__(I, 1),
    lambda: list.__init__(5), lambda: str.__new__(F), lambda: hash(L()), lambda: hash(T()), lambda: L() < 3,
    lambda: F(1) + 'a', lambda: I(2) * [1], lambda: I(2) + 'a', lambda: S('a') + 1, lambda: L() + 1,
    lambda: S('a') * 'b', lambda: -S('a'), lambda: I(3)[0], lambda: len(I(3)), lambda: F(2) < 'a',
    lambda: S('a') in 'abc', lambda: 1 in S('abc'), lambda: vars(5),
]
for make in attempts:
    try:
        r = make()
        print(type(r).__name__, repr(r))
    except Exception as e:
        print(type(e).__name__ + ':', e)


class Late(float):
    pass


Late(2.0).extra = 1
print(Late(2.0) + Late(3.0), type(Late(1.5) * 2).__name__)
x = L([1])
x.__class__
x.missing
