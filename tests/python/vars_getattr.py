# vars(obj) reads obj.__dict__ as any attribute read does (Python/bltinmodule.c builtin_vars_impl:
# _PyObject_LookupAttr), so a __getattr__ or a __dict__ property answers; only AttributeError
# becomes vars()'s TypeError (Doc/howto/descriptor.rst's slots examples).
class A:
    __slots__ = ()

    def __getattr__(self, name):
        return {'k': name}


print(vars(A()))


class B:
    __slots__ = ()

    def __getattr__(self, name):
        raise AttributeError(name)


try:
    vars(B())
except TypeError as exc:
    print("TypeError:", exc)


class C:
    __slots__ = ()

    def __getattr__(self, name):
        raise KeyError(name)


try:
    vars(C())
except KeyError as exc:
    print("KeyError:", exc)


class D:
    @property
    def __dict__(self):
        return {'p': 1}


print(vars(D()))
try:
    vars(1)
except TypeError as exc:
    print("TypeError:", exc)
