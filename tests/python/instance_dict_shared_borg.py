# Instances given one dict as __dict__ (the Borg / monostate idiom) see each other's writes,
# deletions and the dict's own changes; one given another dict leaves the group.
class Borg:
    _shared = {}
    def __init__(self):
        self.__dict__ = self._shared
b1 = Borg(); b2 = Borg()
print(b1.__dict__ is b2.__dict__, b1.__dict__ is Borg._shared)
b1.x = 9
print(Borg._shared, b1.__dict__, b2.__dict__)
print(b1.x)
print(b2.x)
b2.x = 10
b2.y = 'y'
print(b1.x, b1.y, vars(b1))
del b1.y
print(hasattr(b2, 'y'), Borg._shared)
Borg._shared['z'] = 3
print(b1.z, b2.z)
b3 = Borg()
print(b3.x, b3.z)
del b1
b4 = Borg()
b4.w = 1
print(b2.w, b3.w, b4.__dict__)
b3.__dict__ = {'own': 1}
b2.q = 2
print(hasattr(b3, 'q'), b3.__dict__, b4.q)
Borg._shared.clear()
print(hasattr(b2, 'x'), hasattr(b4, 'w'), vars(b4))
b2.a = 1
print(b4.a)

class Monostate:
    __state = {'count': 0}
    def __new__(cls):
        inst = super().__new__(cls)
        inst.__dict__ = cls.__state
        return inst
    def inc(self):
        self.count += 1
m1, m2 = Monostate(), Monostate()
m1.inc(); m2.inc(); m1.inc()
print(m1.count, m2.count, m1 is m2)

class Shared:
    pass
s1 = Shared(); s2 = Shared()
s2.__dict__ = s1.__dict__
s1.v = 5
print(s2.v)
s2.v += 1
print(s1.v, s1.__dict__ is s2.__dict__)
