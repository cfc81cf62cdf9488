# A class whose __iter__ is None is not iterable, whatever its __getitem__ (CPython's
# typeobject.c / abstract.c PyObject_GetIter): iter(), list() and unpacking say so.
class A:
    __iter__ = None
    def __getitem__(self, i):
        return i
for f in (lambda: iter(A()), lambda: list(A())):
    try:
        f()
    except TypeError as e:
        print(e)
try:
    a, b = A()
except TypeError as e:
    print(e)
