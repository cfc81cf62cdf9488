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

first = Tracked("exit 1")
second = Tracked("exit 2")
nested = [Tracked("exit 3 in a list")]
print("end")
