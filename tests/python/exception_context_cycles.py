# Raising while the handled exception's __context__ chain already has a cycle neither hangs nor
# breaks the cycle (_PyErr_SetObject walks the chain once, Floyd's way) (CPython 3.12
# test_exceptions.test_no_hang_on_context_chain_cycle1/2/3, bpo-25782).
class A(Exception): pass
class B(Exception): pass
class C(Exception): pass
class D(Exception): pass
class E(Exception): pass
try:
    try:
        raise A()
    except A as _a:
        a = _a
        try:
            raise B()
        except B as _b:
            b = _b
            try:
                raise C()
            except C as _c:
                c = _c
                a.__context__ = c
                raise c
except C as x:
    print(x is c, c.__context__ is b, b.__context__ is a, a.__context__ is c)
try:
    try:
        raise A()
    except A as _a:
        a = _a
        try:
            raise B()
        except B as _b:
            b = _b
            try:
                raise C()
            except C as _c:
                c = _c
                a.__context__ = c
                try:
                    raise D()
                except D as _d:
                    d = _d
                    e = E()
                    raise e
except E as x:
    print(x is e, e.__context__ is d, d.__context__ is c, c.__context__ is b, b.__context__ is a, a.__context__ is c)
def cycle():
    try:
        raise ValueError(1)
    except ValueError as ex:
        ex.__context__ = ex
        raise TypeError(2)
try:
    cycle()
except Exception as e:
    exc = e
print(type(exc).__name__, type(exc.__context__).__name__, exc.__context__.__context__ is exc.__context__)
