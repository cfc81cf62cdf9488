# Methods of the built-in types called through their class check their first argument
# (Objects/descrobject.c method_check_args and wrapperdescr_call).
def attempt(f):
    try:
        print(repr(f()))
    except Exception as e:
        print(type(e).__name__ + ":", e)

attempt(lambda: sorted(["B", "a", 3], key=str.lower))
attempt(lambda: list(map(str.strip, [" a ", 5])))
attempt(lambda: dict.get([], 1))
attempt(lambda: int.bit_length('x'))
attempt(lambda: str.lower(None))
attempt(lambda: list.append(1, 2))
attempt(lambda: list.__len__('ab'))
attempt(lambda: set.add())
attempt(lambda: list.__len__())
attempt(lambda: dict.__getitem__(1, 2))
attempt(lambda: list.__getitem__(1, 2))
attempt(lambda: tuple.__getitem__(1, 2))
attempt(lambda: int.__format__("x", ""))
attempt(lambda: float.is_integer(3))
attempt(lambda: str.join(b"", []))
attempt(lambda: bytes.hex("ab"))
attempt(lambda: str.upper(True))

class S(str):
    pass

class L(list):
    pass

attempt(lambda: str.lower(S("AbC")))
attempt(lambda: sorted(["B", "a", S("c")], key=str.lower))
l = L([1])
list.append(l, 2)
attempt(lambda: l)
attempt(lambda: int.bit_length(True))
attempt(lambda: dict.get({1: 2}, 1))
