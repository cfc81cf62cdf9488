# __del__ runs when an instance's last reference goes (slot_tp_finalize): at `del`, at
# rebinding, when a function's locals go, when a container drops its items (a list and a tuple
# last item first, a dict in order), at most once even when it keeps `self` alive (PEP 442),
# and at exit for what is left, in the order the instances were made.
class Tracked:
    def __init__(self, name):
        self.name = name

    def __del__(self):
        print("del", self.name)


def scope():
    local = Tracked("local")
    print("in scope", local.name)


scope()
x = Tracked("rebound")
x = None
y = Tracked("deleted")
del y
items = [Tracked("l1"), Tracked("l2"), Tracked("l3")]
del items
pair = (Tracked("t1"), Tracked("t2"))
pair = ()
table = {"a": Tracked("d1"), "b": Tracked("d2")}
table.clear()
print("containers done")

kept = []


class Phoenix:
    def __del__(self):
        print("phoenix finalized")
        kept.append(self)


p = Phoenix()
del p
print("kept", len(kept), type(kept[0]).__name__)
kept.clear()
print("cleared without a second __del__")


class Sized(list):
    def __del__(self):
        print("list subclass finalized with", len(self), "items")


s = Sized([1, 2, 3])
s = 0


def gen():
    holder = Tracked("generator local")
    yield 1
    yield 2


g = gen()
next(g)
del g
print("generator dropped")



class Noisy:
    def __init__(self, n, home):
        self.n = n
        self.home = home

    def __del__(self):
        # The container that held it is already consistent, and may be changed.
        print("del", self.n, "home now holds", len(self.home))
        self.home.append("x")


box = []
box.extend([Noisy(1, box), Noisy(2, box), Noisy(3, box)])
del box[0]
box.clear()
print("box", box)
row = []
row.extend([Noisy(i, row) for i in range(4)])
del row[:2]
row[:] = []
print("row", row)
step = []
step.extend([Noisy(i, step) for i in range(5)])
del step[::2]
print("step", len(step))
del step


class Raised(Exception):
    def __del__(self):
        print("exception finalized")


def handler():
    try:
        raise Raised("boom")
    except Raised as e:
        print("caught", e)
    print("after the handler")


handler()


first = Tracked("exit 1")
second = Tracked("exit 2")
nested = [Tracked("exit 3 in a list")]
print("end")
