# The inline caches at `obj.attr` sites and the per-type lookup caches must step aside for data
# descriptors: attribute sites run in loops first read and write the instance dict, then a
# descriptor is added to the class or to a base class (or the class of a descriptor already there
# gains __set__) and the same sites must reach it; removing it brings the dict back.



class Doubling:
    def __get__(self, obj, objtype=None):
        if obj is None:
            return self
        return obj.__dict__.get("_v", 0) * 2

    def __set__(self, obj, value):
        obj.__dict__["_v"] = value


class NonData:
    def __get__(self, obj, objtype=None):
        return "non-data"


class Base:
    pass


class C(Base):
    def __init__(self):
        self.v = 1


def run(obj, n=4):
    out = []
    for i in range(n):
        obj.v = i + 10   # one store site
        out.append(obj.v)  # one load site
    return out


c = C()
print(run(c), vars(c))
C.v = Doubling()
print(run(c), vars(c))
del C.v
print(run(c), vars(c))
# On a base class, two levels up.
Base.v = Doubling()
print(run(c), vars(c))
del Base.v
print(run(c), vars(c))
# A non-data descriptor does not take the name from the instance dict.
C.v = NonData()
print(run(c), vars(c))
del c.v
print(c.v, [c.v for _ in range(3)])
del C.v


# Reads through a loop with several types at one site.
class A1:
    def __init__(self):
        self.w = "a1"


class A2:
    w = Doubling()

    def __init__(self):
        self.w = 21


objs = [A1(), A2(), A1(), A2()]
print([o.w for o in objs for _ in range(3)])


# Method calls keep working next to a descriptor of the same class.
class M:
    d = Doubling()

    def get(self):
        return self.d


m = M()
vals = []
for i in range(5):
    m.d = i
    vals.append(m.get())
print(vals)


# A non-data descriptor's class gains __set__ after the sites cached the instance dict entry:
# the descriptor now is a data descriptor and takes the name back; losing __set__ undoes it.
class Later:
    def __get__(self, obj, objtype=None):
        return "later"


class L:
    v = Later()


lo = L()


def run_later(n=3):
    out = []
    for i in range(n):
        lo.v = i
        out.append(lo.v)
    return out


print(run_later(), vars(lo))


def _set(self, obj, value):
    obj.__dict__["got"] = value


Later.__set__ = _set
print(run_later(), vars(lo))
del Later.__set__
print(run_later(), vars(lo))
