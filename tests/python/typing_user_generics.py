# A generic class the program defines, subscripted (typing._GenericAlias): printed with its module,
# callable (the instance's __orig_class__ is the alias), usable as a base, refused by isinstance.
from typing import Generic, TypeVar, Protocol
T = TypeVar('T')
K = TypeVar('K')
class Stack(Generic[T]):
    def __init__(self): self.items = []
class Pair(Generic[K, T]):
    pass
s = Stack[int]()
print(Stack[int], Pair[str, int], s.__orig_class__, type(s).__name__, Stack[int] == Stack[int], Stack[int] is Stack)
class IntStack(Stack[int]):
    pass
print(IntStack.__mro__[:2], IntStack().items, Stack[list[int]])
try:
    isinstance(s, Stack[int])
except TypeError as e:
    print(e)
class P(Protocol[T]):
    def get(self) -> T: ...
print(P)
