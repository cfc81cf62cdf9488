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

# Calling __init__ again resets what the constructor set (ImportErrorTests.test_reset_attributes).
exc = ImportError('test', name='name', path='path')
print(exc.args, exc.msg, exc.name, exc.path)
exc.__init__()
print(exc.args, exc.msg, exc.name, exc.path)
v = ValueError(1)
v.__init__(2, 3)
BaseException.__init__(v, *v.args, 4)
print(v.args)
s = SyntaxError('a', ('f.py', 1, 2, 't'))
s.__init__('b', ('g.py', 7, 1, 'u'))
print(s.args, s.msg, s.filename, s.lineno)
for call in (lambda: v.__init__(x=1), lambda: exc.__init__(bad=1), lambda: BaseException.__init__(1)):
    try:
        call()
    except TypeError as err:
        print('TypeError:', err)


class Custom(KeyError):
    def __init__(self, key):
        super().__init__(key, 'extra')


print(Custom('k').args)

# __new__ keeps the arguments; the built-in __init__ parses them (test_unicode_errors_no_object:
# str() of a UnicodeError made by __new__ alone is ''); OSError parses in __new__, and in
# __init__ only for a subclass defining __init__ but not __new__ (oserror_use_init).
for klass in UnicodeEncodeError, UnicodeDecodeError, UnicodeTranslateError:
    print(repr(str(klass.__new__(klass))))


class U(UnicodeDecodeError):
    def __new__(cls, *a):
        return super().__new__(cls, *a)


u = U('utf-8', b'\xff', 0, 1, 'bad')
print(u.encoding, u.start, str(u))


class S(SyntaxError):
    def __new__(cls, *a):
        return super().__new__(cls, *a)


s = S('m', ('f.py', 2, 1, 't'))
print(s.lineno, s.args)


class O2(OSError):
    def __init__(self, msg):
        super().__init__(13, msg)


o = O2('denied')
print(o.errno, o.strerror, o.args, str(o))
e = OSError(2, 'a', 'b')
e.__init__(5, 'c')
print(e.errno, e.args)


class I(ImportError):
    def __new__(cls, *a, **kw):
        return super().__new__(cls, *a, **kw)


i = I('m', name='n')
print(i.name, i.msg)


class Renamed(Exception):
    def __new__(cls, *args):
        return super().__new__(cls, 'x')


print(Renamed(1, 2).args)
