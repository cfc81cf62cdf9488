# typing.Protocol: a @runtime_checkable protocol checks its members structurally in isinstance
# and issubclass (a None member counts as absent); checks on other protocols, instantiating one,
# and issubclass with data members raise CPython's TypeErrors; explicit subclasses are ordinary.
from typing import Protocol, runtime_checkable
@runtime_checkable
class Greeter(Protocol):
    def greet(self) -> str: ...
class En:
    def greet(self): return 'hi'
class Nope:
    greet = None
print(isinstance(En(), Greeter), issubclass(En, Greeter), isinstance(1, Greeter))
print(isinstance(Nope(), Greeter), issubclass(Nope, Greeter))
class Drawable(Protocol):
    def draw(self) -> None: ...
for check in (lambda: isinstance(En(), Drawable), lambda: issubclass(En, Drawable), lambda: Greeter(),
              lambda: issubclass(1, Greeter)):
    try:
        print(check())
    except TypeError as e:
        print('TypeError:', e)
print(type(Greeter).__name__)
class Explicit(Greeter):
    def __init__(self, name):
        self.name = name
class Implicit(Greeter):
    pass
print(Explicit('x').name, Implicit().greet(), isinstance(Implicit(), Greeter))
@runtime_checkable
class Named(Protocol):
    name: str
class HasName:
    def __init__(self): self.name = 'n'
print(isinstance(HasName(), Named), isinstance(En(), Named))
try:
    issubclass(HasName, Named)
except TypeError as e:
    print('TypeError:', e)
@runtime_checkable
class Sized2(Protocol):
    def __len__(self) -> int: ...
print(isinstance([], Sized2), isinstance(3, Sized2), issubclass(dict, Sized2))
@runtime_checkable
class Closer(Greeter, Protocol):
    def close(self) -> None: ...
print(Closer._is_protocol, Explicit._is_protocol, isinstance(En(), Closer))
try:
    runtime_checkable(En)
except TypeError as e:
    print('TypeError:', e)
from typing import SupportsInt
print(isinstance(3, SupportsInt), isinstance('x', SupportsInt))
