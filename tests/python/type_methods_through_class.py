# type's own methods are found through a class, bound to it: cls.mro(), cls.__call__.
class A:
    pass


class B(A):
    pass


print(hasattr(A, 'mro'), hasattr(A, '__call__'), callable(A.mro))
print(A.mro(), B.mro(), type.mro(B), int.mro())
print(B.__call__() .__class__.__name__, type(A.__call__).__name__ in ('method-wrapper', 'method', 'builtin_function_or_method'))


class Meta(type):
    def mro(cls):
        return super().mro()


class C(metaclass=Meta):
    pass


print(C.mro(), C.__mro__)
