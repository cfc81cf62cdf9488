# An instance keeps its class alive: a class made by type(...) or a class statement whose last
# reference goes away while an instance of it lives (CPython's heap-type instances hold a
# reference to their type).
make = lambda: type("Point", (tuple,), {"norm": lambda self: sum(v * v for v in self)})((3, 4))
p = make()
print(p, p.norm(), type(p).__name__, isinstance(p, tuple))


def factory():
    class Local(list):
        def total(self):
            return sum(self)
    return Local([1, 2, 3])


items = [factory() for _ in range(50)]
junk = [[i] * 10 for i in range(2000)]
print(items[0].total(), type(items[-1]).__qualname__, len(items))
