# collections.abc's one-method ABCs find their method through the MRO's __dict__s
# (_check_methods): a plain class is Hashable through object.__hash__, unless it sets
# __hash__ = None (as defining __eq__ alone does).
from collections.abc import Hashable, Iterable, Sized


class Plain:
    pass


class Unhashable:
    __hash__ = None


class WithEq:
    def __eq__(self, other):
        return True


class Items:
    def __iter__(self):
        return iter([])


print(isinstance(Plain(), Hashable), issubclass(Plain, Hashable), isinstance([], Hashable), isinstance(1, Hashable))
print(isinstance(Unhashable(), Hashable), isinstance(WithEq(), Hashable))
print(isinstance(Items(), Iterable), isinstance(Plain(), Sized))
print("__hash__" in object.__dict__, "__init__" in object.__dict__, "__repr__" in vars(object))
