# Keywords that are not repeated at compile time: one literal and one from **, or two ** maps,
# fail only when the call runs (a TypeError naming the function).
def f(**kw):
    return kw
print(f(a=1, **{"b": 2}), f(**{"a": 1}, b=2))
for call in (lambda: f(a=1, **{"a": 2}), lambda: f(**{"a": 1}, **{"a": 2})):
    try:
        call()
    except TypeError as e:
        print("TypeError:", e)
