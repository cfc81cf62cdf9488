# isinstance falls back on the instance's __class__ when its type is not a subclass
# (Objects/abstract.c object_isinstance): a proxy that reports another class passes.
class Real:
    pass


class Proxy:
    @property
    def __class__(self):
        return Real


class Other:
    __class__ = int  # not read through a type: a class attribute works the same way


p = Proxy()
print(isinstance(p, Real), isinstance(p, Proxy), type(p).__name__)
print(isinstance(p, (int, Real)), isinstance(Other(), int), isinstance(Other(), Other))


class Bad:
    @property
    def __class__(self):
        return "not a type"


print(isinstance(Bad(), str), isinstance(Bad(), Bad))
