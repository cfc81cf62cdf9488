from collections import namedtuple, defaultdict, OrderedDict, Counter, deque
Point = namedtuple('Point', ['x', 'y'])
p = Point(1, y=2)
print(p, p.x, p[1], p._asdict(), p._replace(x=5), Point._fields, tuple(p), p == (1, 2))
x, y = p
print(x + y, len(p), isinstance(p, tuple), Point(*[3, 4]))
Person = namedtuple('Person', 'name age', defaults=[0])
print(Person('Ann'), Person._make(['Bob', 5]))
try:
    Point(1)
except TypeError as e:
    print('TypeError:', e)
try:
    p.x = 5
except AttributeError as e:
    print('AttributeError:', e)
dd = defaultdict(list)
for word in ['apple', 'avocado', 'banana']:
    dd[word[0]].append(word)
print(dd, dict(dd), dd['zz'], len(dd))
counts = defaultdict(int)
for ch in 'hello':
    counts[ch] += 1
print(sorted(counts.items()), counts.default_factory)
od = OrderedDict()
od['b'] = 1
od['a'] = 2
od.move_to_end('b')
print(od, list(od), od.popitem(), od.popitem(last=False), od)
c = Counter('mississippi')
print(c, c['s'], c['z'], c.most_common(2), sorted(c.elements())[:4], sum(c.values()))
c.update('ss')
print(c['s'], Counter([1, 1, 2]) + Counter([2, 3]), Counter(a=3) - Counter(a=1), Counter({'x': 2}))
print(Counter(['a', 'b', 'a']).most_common())
d = deque([1, 2, 3], maxlen=5)
d.append(4); d.appendleft(0); d.append(5)
print(d, d.popleft(), d.pop(), d, len(d), d[0], d[-1])
d.rotate(1); print(d)
d.extend([7, 8]); d.extendleft([9]); print(d, list(d), 3 in d)
e = deque()
try:
    e.pop()
except IndexError as err:
    print('IndexError:', err)
