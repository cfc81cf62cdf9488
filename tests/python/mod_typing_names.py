# typing names learners meet in annotated code (CPython 3.12's typing.py): Self, Never, TypeAlias,
# the collections aliases, AnyStr, Text, NewType (printed module.name, calls return their argument),
# get_origin / get_args, final and override (3.12: they set __final__ / __override__),
# runtime_checkable and assert_never's message. typing.override is new in 3.12, so
# mod_typing_names.expected holds 3.12's output.
from typing import (Self, Never, TypeAlias, final, override, NewType, get_origin, get_args, List,
                    Union, Optional, Callable, Literal, Deque, Counter, AnyStr, Text, assert_never,
                    runtime_checkable, Protocol, Dict)
print(Self, Never, TypeAlias, Deque[int], Counter[str], AnyStr, Text)
UserId = NewType("UserId", int)
print(UserId, UserId(5), UserId.__supertype__, UserId.__name__)
print(get_origin(List[int]), get_args(Dict[str, int]), get_origin(list[int]), get_args(list[int]))
print(get_origin(Union[int, str]), get_args(Optional[int]), get_origin(int | None), get_args(int | None))
print(get_args(Callable[[int, str], bool]), get_args(Callable[..., int]), get_origin(Literal[1]), get_args(Literal[1, 2]))
print(get_origin(int), get_args(int))

class Base:
    def area(self) -> float:
        return 0.0

@final
class Square(Base):
    @override
    def area(self) -> float:
        return 4.0

print(Square().area(), Square.__final__, Square.area.__override__)

@runtime_checkable
class HasLen(Protocol):
    def __len__(self) -> int: ...

print(HasLen._is_runtime_protocol)
try:
    assert_never(42)
except AssertionError as e:
    print("AssertionError:", e)
