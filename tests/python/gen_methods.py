# Generator close() and throw(), generators in classes (__iter__ with yield).
def worker():
    try:
        while True:
            try:
                value = yield
                print('work', value)
            except ValueError as e:
                print('recovered from', e)
    finally:
        print('worker closed')
w = worker()
next(w)
w.send(1)
w.throw(ValueError('bad'))
w.send(2)
w.close()
print('closed')
def simple():
    yield 1
    yield 2
s = simple()
print(next(s))
try:
    s.throw(KeyError('k'))
except KeyError as e:
    print('propagated', repr(e))
try:
    next(s)
except StopIteration:
    print('exhausted after throw')
class Countdown:
    def __init__(self, start):
        self.start = start
    def __iter__(self):
        n = self.start
        while n > 0:
            yield n
            n -= 1
print(list(Countdown(3)), [x for x in Countdown(2)])
class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = children
    def walk(self):
        yield self.value
        for child in self.children:
            yield from child.walk()
t = Tree(1, [Tree(2, [Tree(3)]), Tree(4)])
print(list(t.walk()))
def take(n, it):
    for i, x in enumerate(it):
        if i >= n:
            return
        yield x
def naturals():
    n = 0
    while True:
        yield n
        n += 1
print(list(take(5, naturals())))
def gen():
    yield 1
g = gen()
print(next(g))
g.close()
try:
    next(g)
except StopIteration:
    print('closed generator is exhausted')
def running():
    yield next(me)
me = running()
try:
    next(me)
except ValueError as e:
    print('ValueError:', e)
