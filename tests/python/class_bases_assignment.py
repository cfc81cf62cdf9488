# Assigning a class's __bases__: MROs of the class and its subclasses follow, and CPython's checks
# (type_set_bases, compatible_for_assignment) refuse bad values with their messages.
class A:
    def f(self): return "A"
class B:
    def f(self): return "B"
    def g(self): return "Bg"
class C(A): pass
class D(C): pass
d = D()
print(d.f(), D.__mro__)
C.__bases__ = (B,)
print(d.f(), d.g(), [k.__name__ for k in D.__mro__], C.__bases__)
for bad in [[A], (), (1,), (D,), (int,), (Exception,)]:
    try:
        C.__bases__ = bad
    except TypeError as e:
        print(type(e).__name__, e)
print([k.__name__ for k in D.__mro__])
class E(A, B): pass
try:
    A.__bases__ = (B,)
    print([k.__name__ for k in E.__mro__])
except TypeError as e:
    print(type(e).__name__, e)
try:
    int.__bases__ = (object,)
except TypeError as e:
    print(type(e).__name__, e)
