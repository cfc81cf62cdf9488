# A dataclass's generated __init__ is annotated with its fields' types and -> None.
from dataclasses import dataclass, field, InitVar, KW_ONLY
import typing

@dataclass
class Inv:
    name: str
    qty: int = 0

@dataclass
class Mixed:
    a: 'list[int]'
    hidden: float = field(default=0.0, init=False)
    scale: InitVar[int] = 1
    _: KW_ONLY
    tag: str = ''
    def __post_init__(self, scale):
        self.hidden = scale * 2.0

print(Inv.__init__.__annotations__)
print(Mixed.__init__.__annotations__.keys(), Mixed.__init__.__annotations__['a'], Mixed.__init__.__annotations__['return'])
print(typing.get_type_hints(Inv.__init__))
print(Mixed([1], 3, tag='t'))
