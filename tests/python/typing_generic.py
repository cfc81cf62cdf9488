# typing.Generic and typing.Protocol as bases: a generic class subscripted and instantiated,
# a subclass of a subscripted generic, a protocol used in an annotation.
from typing import Generic, TypeVar, Protocol
T = TypeVar('T')
class Stack(Generic[T]):
    def __init__(self):
        self.items: list[T] = []
    def push(self, item: T) -> None:
        self.items.append(item)
    def pop(self) -> T:
        return self.items.pop()
s = Stack[int]()
s.push(1); s.push(2)
print(s.pop(), isinstance(s, Stack), Stack.__mro__[1].__name__)
class Greeter(Protocol):
    def greet(self) -> str: ...
class En:
    def greet(self) -> str:
        return 'hi'
def run(g: Greeter) -> str:
    return g.greet()
print(run(En()))
class Pair(Generic[T]):
    pass
class IntPair(Pair[int]):
    pass
print(IntPair.__name__, issubclass(IntPair, Pair))
