# Type hints as CPython 3.12 evaluates them: PEP 585 generic aliases (list[int] is a
# types.GenericAlias), PEP 604 unions (int | None is a types.UnionType), typing's subscripted
# names and their reprs; __import__, slice.indices and slicing's errors; operator's getters.
import typing
def f(x: int | None = None) -> list[int]:
    return [x]
print(f(1), f.__annotations__)
print(list[int], dict[str, int], type(list[int]), tuple[int, ...])
print(int | str, type(int | str), (int | str) | None, isinstance(3, int | str))
from typing import List, Dict, Optional, Union, Tuple, Callable, Any, Set, Iterable, Sequence, TypeVar, Type, Literal
print(List[int], Dict[str, List[float]], Optional[int], Union[int, None], Union[None, int], Union[int, str, None])
print(Union[int], Union[int, int], Tuple[int, ...], Tuple[()], Callable[[int, str], bool], Callable[..., int], Callable[[], None])
print(Any, List, Optional, Union, List[Any], Set[bytes], Iterable[int], Sequence['X'], Type[int], Literal[1, 'a'])
T = TypeVar('T')
print(T, List[T], Dict[str, T])
class A: pass
print(List[A], Optional[A])
print(List[int] == List[int], List[int].__origin__, List[int].__args__, Optional[int].__args__)
try:
    isinstance([], List[int])
except TypeError as e:
    print(e)
class B(List[int]): pass
print(B.__mro__[1], B.__bases__)
def f(x: List[int]) -> Optional[str]: pass
print(f.__annotations__)
print(typing.get_type_hints(f) if hasattr(typing, 'get_type_hints') else '')
print(list[int], dict[str, int] , int | None, type(list[int]))
import operator
print(operator.itemgetter(1), operator.itemgetter('a', 2), operator.attrgetter('x'), operator.attrgetter('x.y', 'z'))
try:
    print(operator.itemgetter())
except TypeError as e: print(e)
try:
    print(operator.attrgetter(1))
except TypeError as e: print(e)
print(operator.attrgetter('real')(3))
s = slice(None, None, -1)
print(s.indices(5), slice(-3, None).indices(5), slice(1, 100, 2).indices(10), slice(None, -1).indices(0))
for bad in [(slice(0, 1, 0), 3), (slice(0, 1), -1), (slice('a', 1), 3)]:
    try:
        print(bad[0].indices(bad[1]))
    except Exception as e: print(type(e).__name__, e)
m = __import__('os.path')
print(m.__name__, __import__('os.path', fromlist=['join']).__name__, __import__('math').sqrt(4))
try:
    __import__('nope')
except ImportError as e: print(type(e).__name__, e)
print(typing.List[int], typing.Dict[str, int], typing.Optional[int], typing.Tuple[int, ...], typing.Union[int, str], typing.Callable[[int], str])
try:
    [1,2,3]['a':]
except TypeError as e: print(e)
try:
    'abc'[1.0:]
except TypeError as e: print(e)
try:
    (1,2)[::'x']
except TypeError as e: print(e)


# The uncaught NameError's hint to import a standard module ends with "?" (the traceback
# module's text does not).
import traceback
try:
    math.pi
except NameError:
    traceback.print_exc()
textwrap.dedent('x')
