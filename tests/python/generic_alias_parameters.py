# Generic aliases (PEP 585) and unions (PEP 604) with type variables: __parameters__ and
# substitution (Objects/genericaliasobject.c, Objects/unionobject.c; Doc/library/stdtypes.rst).
import types
from typing import TypeVar, ParamSpec
T = TypeVar('T')
S = TypeVar('S')
print(list[T].__parameters__, list[int].__parameters__)
print(dict[str, T][int], dict[str, T][int] == dict[str, int])
print(dict[T, list[S]].__parameters__, dict[T, list[S]][str, int])
print(list[T][None], list[T]['x'], list[list[T]][int])
print((int | list[T]).__parameters__, (int | list[T])[str])
for bad in (lambda: dict[str][str], lambda: list[T][int, str], lambda: dict[T, S][int],
            lambda: list[T][(int, str),], lambda: types.UnionType(), lambda: (int | str)[int]):
    try:
        print(bad())
    except TypeError as e:
        print('TypeError:', e)
print(isinstance(1, int | list[int]), issubclass(int, int | list[int]))
try:
    isinstance('a', int | list[int])
except TypeError as e:
    print('TypeError:', e)
print(isinstance(None, int | None), isinstance('a', int | str))
