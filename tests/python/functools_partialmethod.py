# functools.partialmethod: bound like the method it wraps (a function, classmethod or
# staticmethod), its arguments first, nested ones flattened; its repr.
from functools import partialmethod


class Shout:  # callable, but no __get__: called with the instance first
    def __call__(self, *args, **kwargs):
        return type(args[0]).__name__, args[1:], kwargs


class Cell:
    def __init__(self):
        self.alive = False

    def set_state(self, state, note=""):
        self.alive = state
        return (state, note)

    set_alive = partialmethod(set_state, True)
    set_dead = partialmethod(set_state, False, note="gone")
    loud = partialmethod(set_alive, note="!")

    @classmethod
    def make(cls, n, tag):
        return (cls.__name__, n, tag)

    make_one = partialmethod(make, 1)
    total = partialmethod(staticmethod(lambda *xs: sum(xs)), 10)
    shout = partialmethod(Shout(), "called with", sep="|")


c = Cell()
print(c.set_alive(), c.alive, c.set_dead(), c.alive, c.loud())
print(c.make_one("t"), Cell.make_one("u"), c.total(1, 2))
print(c.shout(5))
print(Cell.set_alive(c, note="direct"))
print(repr(Cell.__dict__["set_dead"]).split(" at ")[0])
print(Cell.__dict__["loud"].args, Cell.__dict__["loud"].keywords)
try:
    partialmethod(5)
except TypeError as e:
    print("TypeError:", e)
# The descriptors' own __get__, which partialmethod calls.
cm = Cell.__dict__["make"]
print(cm.__get__(None, Cell)(2, "x"), cm.__get__(c)(3, "y"), Cell.__dict__["total"].func.__get__(c)(1, 4))
try:
    cm.__get__(None, None)
except TypeError as e:
    print("TypeError:", e)
