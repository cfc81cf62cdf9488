# A property stored as a special method is bound through __get__ when an operator looks it up
# (a comparison treats a getter that raises as NotImplemented, a binary operator lets its
# error through), and type.__delattr__ deletes a class attribute: CPython 3.12
# Lib/test/test_class.py testForExceptionsRaisedInInstanceGetattr2, testSetattrWrapperNameIntern
# (Objects/typeobject.c slot_tp_richcompare, vectorcall_maybe).
class E:
    __eq__ = property(lambda self: lambda o: 'via-property')
    __add__ = property(lambda self: lambda o: 'add-prop')


print(E() == 1, E() + 1)


def booh(self):
    raise AttributeError('booh')


class F:
    __eq__ = property(booh)
    __lt__ = property(booh)
    __add__ = property(booh)


f = F()
print(F() == F(), f == f, F() != F())
try:
    F() < F()
except TypeError as err:
    print('TypeError:', err)
try:
    F() + 1
except AttributeError as err:
    print('AttributeError:', err)


class A:
    pass


type.__setattr__(A, '__add__', lambda s, o: 'summa')
print(A() + 1)
type.__delattr__(A, '__add__')
try:
    A() + 1
except TypeError as err:
    print('TypeError:', err)
try:
    type.__delattr__(A, 'nope')
except AttributeError as err:
    print('AttributeError:', err)


class I:
    __init__ = property(booh)


try:
    I()
except AttributeError as err:
    print('AttributeError:', err)


class J:
    __init__ = property(lambda self: lambda value: setattr(self, 'value', value))


print(J(7).value)
