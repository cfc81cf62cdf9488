# Helpers learners write around their models, as CPython prints them: dataclass InitVar and
# ClassVar pseudo-fields (Lib/dataclasses.py), a namedtuple's docstring, min()/max() keyword
# checks (Python/bltinmodule.c min_max), staticmethod/classmethod reprs (3.10+ sm_repr and
# cm_repr) and object.__format__ refusing a format spec for lists, tuples, None and dicts.
import re
from collections import namedtuple
from dataclasses import InitVar, dataclass, field, fields
from typing import ClassVar


def shown(o):
    return re.sub(r' at 0x[0-9a-f]+', ' at 0x...', repr(o))


@dataclass
class TrainConfig:
    epochs: int
    lr: float = 1e-3
    scale: InitVar[float] = 1.0
    registry: ClassVar[dict] = {}
    history: list = field(default_factory=list)

    def __post_init__(self, scale):
        self.lr *= scale
        TrainConfig.registry[self.epochs] = self


cfg = TrainConfig(5, scale=10)
print(cfg, [f.name for f in fields(cfg)], TrainConfig.scale, sorted(TrainConfig.registry))
print(TrainConfig(2, 0.5, 2.0), repr(InitVar[int]), TrainConfig.__dataclass_fields__['scale'].type)
try:
    TrainConfig()
except TypeError as e:
    print('TypeError:', e)


@dataclass
class Needs:
    name: str
    factor: InitVar[int]

    def __post_init__(self, factor):
        self.name = self.name * factor


print(Needs('ab', 2))
try:
    Needs('ab')
except TypeError as e:
    print('TypeError:', e)

Batch = namedtuple('Batch', 'x y weight', defaults=[1.0])
print(Batch.__doc__, Batch(1, 2), Batch._field_defaults)

print(max([3, 1], key=None), min(4, 2, key=None), max([], default='none'))
for bad in (lambda: max(1, 2, default=0), lambda: min([1], bad=1), lambda: min(3, 4, key=None, default=1)):
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)


class Model:
    @staticmethod
    def build(units):
        return units

    @classmethod
    def create(cls):
        return cls()


print(shown(Model.__dict__['build']), shown(Model.__dict__['create']))
print(format([1, 2], ''), format(None, ''), f'{(1, 2)}', f'{[1]!s:>5}|')
for value in ([1, 2], (1,), None, {'a': 1}, {1}):
    try:
        format(value, '>8')
    except TypeError as e:
        print('TypeError:', e)
