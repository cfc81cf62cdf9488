# typing.TypedDict: class syntax (total=, Required/NotRequired, inheritance) and the
# functional syntax; instances are plain dicts; __annotations__, __required_keys__,
# __optional_keys__, __total__, is_typeddict and the errors as CPython's. (3.12's
# __orig_bases__ of the functional form is in typing_names_312.py.)
from typing import TypedDict, Required, NotRequired, is_typeddict
import typing

class Movie(TypedDict):
    name: str
    year: int

m = Movie(name='Blade Runner', year=1982)
print(m, type(m).__name__)
print(Movie.__annotations__)
print(sorted(Movie.__required_keys__), sorted(Movie.__optional_keys__), Movie.__total__)
print(Movie.__bases__, [b.__name__ for b in Movie.__orig_bases__], Movie.__mro__, type(Movie).__name__)
print(is_typeddict(Movie), is_typeddict(dict), is_typeddict(m))

class Partial(TypedDict, total=False):
    x: int
    y: Required[str]

print(sorted(Partial.__required_keys__), sorted(Partial.__optional_keys__), Partial.__total__)
print(Partial.__annotations__)

class Extended(Movie, total=False):
    rating: float
    extra: NotRequired[list[int]]

print(Extended.__annotations__)
print(sorted(Extended.__required_keys__), sorted(Extended.__optional_keys__))

Point = TypedDict('Point', {'x': int, 'y': 'float', 'z': None}, total=False)
print(Point, Point.__annotations__, Point.__total__, sorted(Point.__optional_keys__))
print(Point(x=1, y=2.0), Point.__module__, Point.__name__, Point.__qualname__)

for probe in [lambda: isinstance(m, Movie), lambda: issubclass(dict, Movie),
              lambda: TypedDict('Bad', {'a': int}, b=int),
              lambda: TypedDict('Bad', {'a': (int, str)}),
              lambda: TypedDict('Bad', {'a': typing.Union}),
              lambda: TypedDict('Bad', {'a': typing.ClassVar[int]})]:
    try:
        print(probe())
    except TypeError as e:
        print('TypeError', e)

try:
    class Mixed(Movie, dict):
        pass
except TypeError as e:
    print('TypeError', e)

print(Movie(m), Movie([('name', 'x')]), Movie())

Legacy = TypedDict('Legacy', a=int, b=str)
print(Legacy.__annotations__, sorted(Legacy.__required_keys__))

from typing import Annotated, Optional
class Nested(TypedDict, total=False):
    inner: Annotated[Required[int], 'meta']
    maybe: Optional['Movie']
print(sorted(Nested.__required_keys__), sorted(Nested.__optional_keys__), Nested.__annotations__['maybe'])
def use(m: Movie) -> Partial:
    return {'y': m['name']}
print(use(m), typing.get_type_hints(use))
