# Builtins whose parameters may be named (Argument Clinic's _PyArg_UnpackKeywords): a keyword
# takes its parameter's place (round(x, ndigits=2), pow(3, 2, mod=4), enumerate(iterable=...,
# start=...)); an unknown keyword, a keyword repeating a positional argument and a missing
# required one get CPython's messages. slice() takes 1 to 3 positional arguments.
def attempt(fn):
    try:
        print(fn())
    except TypeError as e:
        print("TypeError:", e)


attempt(lambda: round(3.14159, ndigits=2))
attempt(lambda: round(7, ndigits=-1))
attempt(lambda: round(1.5, ndigits=0))
attempt(lambda: round(number=1.5))
attempt(lambda: pow(3, 2, mod=4))
attempt(lambda: pow(2, -1, mod=5))
attempt(lambda: pow(base=2, exp=3))
attempt(lambda: list(enumerate(iterable="ab", start=3)))
attempt(lambda: sum([1, 2], start=10))
attempt(lambda: round(1.5, foo=1))
attempt(lambda: round(1.5, 2, ndigits=1))
attempt(lambda: pow(2, mod=5))
attempt(lambda: slice())
attempt(lambda: slice(1, 2, 3, 4))
attempt(lambda: slice(x=1))
attempt(lambda: slice(5))
