# BaseException.__new__ through super() and on a built-in exception class, __setstate__, and
# the args/__traceback__/__cause__/__context__ setters and deleters: CPython 3.12
# Lib/test/test_exceptions.py test_unicode_errors_no_object, testNewClass-style __new__
# subclasses, test_setstate, test_invalid_setstate, test_invalid_setattr, test_invalid_delattr
# (Objects/exceptions.c BaseException_new, BaseException_setstate, BaseException_getset).
class E(Exception):
    def __new__(cls, *args):
        self = super().__new__(cls, *args)
        self.extra = 1
        return self


print(E('a').args, E('a').extra)
print(IndexError.__new__(IndexError).args, repr(str(KeyError.__new__(KeyError))))


class E2(Exception):
    def __new__(cls, *args, **kw):
        return super().__new__(cls, *args, **kw)

    def __init__(self, *args, **kw):
        super().__init__(*args)
        self.kw = kw


print(E2(1, a=2).args, E2(1, a=2).kw)


class O(OSError):
    def __new__(cls, *a):
        return super().__new__(cls, *a)


o = O(2, 'No such file', 'x.txt')
print(type(o).__name__, o.errno, o.filename, str(o))
for bad in (int, 1):
    try:
        BaseException.__new__(bad)
    except TypeError as err:
        print('TypeError:', err)

e = Exception(1)
e.__setstate__({'a': 5})
print(e.a, e.__setstate__(None))
for state in (42, {1: 2}):
    try:
        e.__setstate__(state)
    except TypeError as err:
        print('TypeError:', err)

e.args = [1, 2]
print(e.args, str(e), repr(e))
try:
    setattr(Exception(), 'args', 1)
except TypeError as err:
    print('TypeError:', err)
for name in ['args', '__traceback__', '__cause__', '__context__', '__suppress_context__']:
    try:
        delattr(IndexError(), name)
    except TypeError as err:
        print('TypeError:', err)
