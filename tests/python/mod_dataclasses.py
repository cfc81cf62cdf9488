from dataclasses import dataclass, field, fields, asdict, astuple, replace, is_dataclass, FrozenInstanceError
import dataclasses


@dataclass
class TrainConfig:
    lr: float
    epochs: int = 10
    layers: list = field(default_factory=lambda: [64, 32])
    name: str = "run"


c = TrainConfig(0.01)
d = TrainConfig(0.01, layers=[64, 32])
print(c, c == d, c != TrainConfig(0.02), c.layers is d.layers)
c.layers.append(16)
print(c.layers, TrainConfig(1.0).layers, TrainConfig.epochs, 'layers' in TrainConfig.__dict__)
print([f.name for f in fields(c)], asdict(c), astuple(d))
print(replace(c, epochs=3), is_dataclass(c), is_dataclass(TrainConfig), is_dataclass(3))
print(TrainConfig.__hash__ is None, TrainConfig.__match_args__)

for call in (lambda: TrainConfig(), lambda: TrainConfig(1, 2, [], 'x', 5), lambda: TrainConfig(1, lr=2),
             lambda: TrainConfig(1, bogus=2)):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)


@dataclass(frozen=True)
class Point:
    x: int
    y: int = 0

    def norm1(self):
        return abs(self.x) + abs(self.y)


p = Point(3, -4)
print(p, p.norm1(), hash(p) == hash(Point(3, -4)), {p: 'ok'}[Point(3, -4)])
try:
    p.x = 5
except FrozenInstanceError as e:
    print(type(e).__name__, e, isinstance(e, AttributeError))


@dataclass(order=True)
class Version:
    major: int
    minor: int = 0


print(sorted([Version(1, 2), Version(0, 9), Version(1, 0)]), Version(1) < Version(1, 1))


@dataclass
class Stats:
    values: list
    total: float = field(init=False)
    count: int = field(default=0, repr=False)

    def __post_init__(self):
        self.total = sum(self.values)


s = Stats([1, 2, 3.5])
print(s, s.count)


@dataclass
class Child(Point.__class__ and TrainConfig):
    extra: bool = False


print(Child(0.5, extra=True))
try:
    @dataclass
    class Bad:
        items: list = []
except ValueError as e:
    print("ValueError:", e)
print(repr(dataclasses.MISSING is dataclasses.MISSING))
try:
    Point(1, 2, 3)
except TypeError as e:
    print("TypeError:", e)


@dataclass
class Empty:
    pass


try:
    Empty(1)
except TypeError as e:
    print("TypeError:", e)
print(Empty(), Empty() == Empty())
