import copy

class Point:
    def __init__(self, x, tags):
        self.x = x
        self.tags = tags
    def __repr__(self):
        return f"Point({self.x}, {self.tags})"

a = [1, [2, 3], {'k': [4]}]
s = copy.copy(a)
d = copy.deepcopy(a)
a[1].append(99)
a[2]['k'].append(5)
print(s, d)
print(s[1] is a[1], d[1] is a[1])

p = Point(1, ['a'])
q = copy.copy(p)
r = copy.deepcopy(p)
p.tags.append('b')
print(q, r, q.tags is p.tags, r.tags is p.tags)

t = (1, 2, 'x')
print(copy.deepcopy(t) is t, copy.copy(t) is t)
t2 = (1, [2])
print(copy.deepcopy(t2) is t2, copy.deepcopy(t2) == t2)

shared = [0]
pair = [shared, shared]
dp = copy.deepcopy(pair)
print(dp[0] is dp[1], dp[0] is shared)

cyc = [1]
cyc.append(cyc)
cc = copy.deepcopy(cyc)
print(cc[1] is cc, cc[1] is cyc)

class Custom:
    def __init__(self, v):
        self.v = v
    def __copy__(self):
        print("custom copy")
        return Custom(self.v + 1)
    def __deepcopy__(self, memo):
        print("custom deepcopy", type(memo).__name__)
        return Custom(self.v + 10)

print(copy.copy(Custom(1)).v, copy.deepcopy(Custom(1)).v)
print(copy.deepcopy({1, 2, 3}), copy.copy({'a': 1}))
memo = {}
x = [1]
y = copy.deepcopy([x, x], memo)
print(id(x) in memo, memo[id(x)] is y[0])

from collections import namedtuple, defaultdict
Pt = namedtuple('Pt', 'x y')
pt = Pt(1, [2])
dpt = copy.deepcopy(pt)
print(copy.copy(pt) is pt, dpt, dpt.y is pt.y, type(dpt).__name__)
dd = defaultdict(list, a=[1])
cd = copy.deepcopy(dd)
cd['a'].append(2)
cd['b'].append(3)
print(dd, cd)
print(type(copy.copy(dd)).__name__, copy.copy(dd)['a'] is dd['a'])

class Node:
    def __init__(self, name):
        print("init", name)
        self.name = name
        self.children = []
root = Node('root')
root.children.append(Node('leaf'))
root.children[0].parent = root
clone = copy.deepcopy(root)
print(clone.name, clone.children[0].parent is clone, clone.children[0] is root.children[0])
print(copy.deepcopy(len) is len, copy.copy(Node) is Node, copy.deepcopy(None), copy.deepcopy(3.5))
