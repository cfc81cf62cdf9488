# weakref: ref dies with its object (freed when its last reference goes), refuses values that
# cannot be weakly referenced, hashes and compares as its object; WeakKeyDictionary,
# WeakValueDictionary, WeakSet and WeakMethod drop entries whose object is gone.
import weakref


class Node:
    def __init__(self, name):
        self.name = name

    def __repr__(self):
        return f'Node({self.name!r})'

    def greet(self):
        return 'hi from ' + self.name


a = Node('a')
r = weakref.ref(a)
print(r() is a, r() == a, r == weakref.ref(a), hash(r) == hash(a), r.__callback__)
print(repr(r).startswith('<weakref at 0x'), "; to 'Node' at 0x" in repr(r))
del a
print(r(), repr(r).endswith('; dead>'), r == r)
for value in (1, 'text', (1, 2), [1], {'k': 1}, None, 2.5):
    try:
        weakref.ref(value)
    except TypeError as exc:
        print('TypeError:', exc)


class Items(list):
    pass


print(weakref.ref(Items([1]))() is None, weakref.ref(Node) is not None)
keep = Items([2])
print(weakref.ref(keep)())

keys = weakref.WeakKeyDictionary()
k1, k2 = Node('k1'), Node('k2')
keys[k1] = 1
keys[k2] = 2
print(len(keys), keys[k1], k2 in keys, 'x' in keys, sorted(keys.values()), keys.get(k1), repr(keys).startswith('<WeakKeyDictionary at 0x'))
del k1
print(len(keys), list(keys.values()), [n.name for n in keys], list(keys.items()))

values = weakref.WeakValueDictionary()
v = Node('v')
values['kept'] = v
values['gone'] = Node('temporary')
print(len(values), values['kept'], 'gone' in values, values.get('gone', 'default'), list(values.keys()))
try:
    values['gone']
except KeyError as exc:
    print('KeyError:', exc)
print(values.pop('kept'), len(values), values.setdefault('new', v), values.get('new'))

members = weakref.WeakSet()
m = Node('m')
members.add(m)
members.add(Node('dropped'))
print(len(members), m in members, list(members))
members.discard(m)
print(len(members), m in members)

method = weakref.WeakMethod(m.greet)
print(method()(), method() == m.greet)
del m
print(method())
try:
    weakref.WeakMethod(len)
except TypeError as exc:
    print('TypeError:', exc)
