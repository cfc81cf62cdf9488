import sys
import time
import typing
from typing import List, Dict, Optional, Tuple, Union, Any, Callable, Iterable, Iterator, Set
import math as m
from math import sqrt as root, pi
print(sys.version_info[0], sys.version_info >= (3, 8), type(sys.version).__name__, sys.maxsize > 2 ** 31)
print(sys.getrecursionlimit(), m.floor(2.5), root(9), round(pi, 2))
t0 = time.time()
p0 = time.perf_counter()
print(type(t0).__name__, t0 > 1_600_000_000, time.perf_counter() >= p0, type(time.monotonic()).__name__)
time.sleep(0)
def typed(xs: List[int], lookup: Dict[str, int], maybe: Optional[str] = None) -> Tuple[int, ...]:
    return tuple(xs)
print(typed([1, 2], {}), Any is not None, callable(typed))
Vector = List[float]
def scale(v: Vector, k: float) -> Vector:
    return [x * k for x in v]
print(scale([1.0, 2.0], 2))
try:
    import numpy_not_a_module
except ModuleNotFoundError as e:
    print('ModuleNotFoundError:', e)
try:
    from sys import not_a_name
except ImportError as e:
    print('ImportError:', e)
print(__name__)
