# How many arguments the builtins take, in CPython's words for each kind of builtin: METH_O
# ("len() takes exactly one argument (0 given)"), Argument Clinic's positional-only check
# ("divmod expected 2 arguments, got 1") and its keyword unpacking ("round() takes at most 2
# arguments (4 given)", "pow() missing required argument 'exp' (pos 2)"); the constructors
# count keywords too and check their names.
import builtins


def attempt(f):
    try:
        print(repr(f()))
    except TypeError as e:
        print("TypeError:", e)


names = ["round", "isinstance", "issubclass", "len", "repr", "ascii", "hash", "id", "callable", "abs", "sum",
         "sorted", "reversed", "enumerate", "filter", "any", "all", "iter", "next", "getattr", "setattr", "delattr",
         "hasattr", "divmod", "pow", "chr", "format", "dir", "bin", "hex", "oct"]
for name in names:
    f = getattr(builtins, name)
    for n in (0, 1, 4):
        attempt(lambda: (name, n, f(*[()] * n)) and "called")
attempt(lambda: format(1, 2))
for name in ["getattr", "setattr", "delattr", "hasattr"]:
    attempt(lambda: getattr(builtins, name)(1, 2, 3) if name == "setattr" else getattr(builtins, name)(1, 2))
attempt(lambda: int('1', base=2, x=1))
attempt(lambda: int('1', x=1))
attempt(lambda: int('1', 2, 3))
attempt(lambda: int(x=1))
attempt(lambda: int(base=2))
attempt(lambda: int('11', base=2))
attempt(lambda: str(b'', 'x', 1, 2))
attempt(lambda: str(b'a', 'ascii', x=1))
attempt(lambda: str(object=5))
attempt(lambda: str(b'a', encoding='ascii'))
attempt(lambda: float(1, 2))
attempt(lambda: float(x=1))
attempt(lambda: tuple([1], [2]))
attempt(lambda: tuple(x=1))


class I(int):
    pass


class S(str):
    pass


attempt(lambda: I('1', base=2, x=1))
attempt(lambda: S(b'', 'x', 1, 2))
attempt(lambda: I('11', 2))
