# isinstance(x, C) is true at once when type(x) is C, before any __instancecheck__ of C's
# metaclass (PyObject_IsInstance's first test); other classes still ask the hook.


class Meta(type):
    def __instancecheck__(cls, obj):
        print("hook", cls.__name__, type(obj).__name__)
        return False


class A(metaclass=Meta):
    pass


class B(A):
    pass


a, b = A(), B()
print(isinstance(a, A), isinstance(b, A), isinstance(b, B), isinstance(a, (B, A)))
print(isinstance(1, int), isinstance(True, int), isinstance(1, (str, float)), isinstance(A, Meta))
try:
    isinstance(a, 3)
except TypeError as e:
    print(e)
