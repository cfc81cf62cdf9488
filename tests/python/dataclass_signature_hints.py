# inspect.signature of a dataclass (its generated __init__'s parameters: types, defaults,
# <factory>, keyword-only fields, -> None) and typing.get_type_hints resolving string
# annotations as CPython does (the generated __init__ runs in the class's module globals).
import dataclasses, inspect, typing

@dataclasses.dataclass
class DC:
    a: int
    b: 'str' = 'x'

@dataclasses.dataclass
class Full:
    a: int
    b: list = dataclasses.field(default_factory=list)
    c: dataclasses.InitVar[int] = 3
    d: int = dataclasses.field(default=4, init=False)
    _: dataclasses.KW_ONLY
    e: 'DC' = None
    f: 'typing.Any' = 1

print(inspect.signature(DC))
print(inspect.signature(DC.__init__))
print(typing.get_type_hints(DC.__init__))
print(typing.get_type_hints(DC))
print(inspect.signature(Full))
print(list(inspect.signature(Full).parameters.values())[1].default)
print(typing.get_type_hints(Full.__init__))

def f(x: 'int', y: 'DC', z: 'typing.Any') -> 'None':
    pass
print(typing.get_type_hints(f))

def g(x: 'Missing'):
    pass
try:
    typing.get_type_hints(g)
except NameError as e:
    print('NameError', e)

class K:
    inner: 'K'
    n: 'int'
print(typing.get_type_hints(K))
