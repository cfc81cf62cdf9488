# __eq__/__hash__ rules: defining __eq__ removes the inherited hash; identity fallback.
class A:
    pass
a1, a2 = A(), A()
print(a1 == a1, a1 == a2, a1 != a2, hash(a1) == hash(a1))
class B:
    def __eq__(self, other):
        return NotImplemented
print(B() == B(), B.__hash__ is None)
class C:
    def __init__(self, v):
        self.v = v
    def __eq__(self, other):
        return self.v == other.v
    __hash__ = None
try:
    hash(C(1))
except TypeError as e:
    print('TypeError:', e)
class D(C):
    def __hash__(self):
        return hash(self.v)
print(len({D(1), D(1), D(2)}), D(1) in {D(1): 0})
class E:
    def __eq__(self, other):
        print('E.__eq__ called')
        return NotImplemented
class F:
    def __eq__(self, other):
        print('F.__eq__ called')
        return True
print(E() == F())
print(F() == E())
print(1 == 1.0, hash(1) == hash(1.0), {1: 'int', 1.0: 'float', True: 'bool'})
print(hash(0), hash(1), hash(-1), hash(-2), hash(10 ** 6), hash(2.0), hash(True))
print(hash(None) == hash(None), hash('a') == hash('a'), hash((1, 2)) == hash((1, 2)))
try:
    hash([1])
except TypeError as e:
    print('TypeError:', e)
try:
    hash({})
except TypeError as e:
    print('TypeError:', e)
try:
    {[1, 2]: 3}
except TypeError as e:
    print('TypeError:', e)
try:
    s = {frozenset([1]), (1, [2])}
except TypeError as e:
    print('TypeError:', e)
print(frozenset([1, 2]) == frozenset([2, 1]), {frozenset([1]): 'ok'})
