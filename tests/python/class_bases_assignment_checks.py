# Assigning a class's __bases__ (typeobject.c type_set_bases): the MRO is recomputed, so lookups
# and issubclass follow the new bases; the value must be a non-empty tuple of classes that keeps
# the instance layout and makes no cycle. Keras uses it to give a Model subclass a Functional base.
class A:
    def who(self):
        return "A"


class B(A):
    pass


class C:
    def who(self):
        return "C"

    def extra(self):
        return "extra"


b = B()
print(b.who(), issubclass(B, A))
B.__bases__ = (C,)
print(B.__bases__, B.__mro__)
print(b.who(), b.extra(), issubclass(B, A), issubclass(B, C), isinstance(b, C))
for value in [[C], (), (1,), (B,), (int,), (ValueError,)]:
    try:
        B.__bases__ = value
    except TypeError as e:
        print("TypeError:", e)
print(B.__bases__)


class D(A):
    pass


D.__bases__ = (A, C)
print(D.__mro__, D().who())


class E(A, C):
    pass


try:
    E.__bases__ = (C, A, C)
except TypeError as e:
    print("TypeError:", e)
print(E.__bases__)
try:
    int.__bases__ = (object,)
except TypeError as e:
    print("TypeError:", e)


class F:
    pass


for value in [(C,), (object,)]:
    try:
        F.__bases__ = value
    except TypeError as e:
        print("TypeError:", e)
try:
    B.__bases__ = (object,)
except TypeError as e:
    print("TypeError:", e)


class G(list):
    pass


class H(list):
    def top(self):
        return self[-1]


try:
    G.__bases__ = (H,)
except TypeError as e:
    print("TypeError:", e)


class K(H):
    pass


class L(H):
    def top(self):
        return "L"


K.__bases__ = (L,)
print(K([1, 2]).top(), K.__mro__)
