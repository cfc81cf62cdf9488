# Locals kept in slots, globals and builtins found through a cached lookup: every way a name
# can be bound, unbound, shadowed or rebound must still behave as in CPython.
def unbound_then_deleted():
    try:
        print(x)
    except UnboundLocalError as e:
        print('read before assignment:', e)
    x = 1
    del x
    try:
        del x
    except UnboundLocalError as e:
        print('deleted twice:', e)
    try:
        x
    except NameError as e:
        print(type(e).__name__, e)
unbound_then_deleted()

def cells():
    n = 0
    def inc():
        nonlocal n
        n += 1
        return n
    def peek():
        return n
    inc(); inc()
    return n, peek(), inc
a, b, inc = cells()
print(a, b, inc(), inc())

def late_binding():
    def inner():
        return v
    try:
        inner()
    except NameError as e:
        print(e)
    v = 5
    return inner()
print(late_binding())

def running_total():
    total = 0
    while True:
        got = yield total
        total += got
g = running_total()
print(next(g), g.send(3), g.send(4))

def scopes_of_comprehensions():
    base = 10
    r = [base + i for i in range(3)]
    d = {i: base for i in range(2)}
    s = sum(i * base for i in range(4))
    w = [(last := i) for i in range(3)]
    return r, d, s, w, last
print(scopes_of_comprehensions())

# A builtin shadowed by a global, then unshadowed: the cached lookup must notice both.
def size(xs):
    return len(xs)
print(size([1, 2]))
len = lambda xs: 'shadowed'
print(size([1, 2]))
del len
print(size([1, 2]))

# A global rebound, deleted and defined again between calls.
def read_limit():
    return limit
limit = 1
print(read_limit())
limit = 2
print(read_limit())
del limit
try:
    read_limit()
except NameError as e:
    print(e)
limit = 3
print(read_limit())

def declared_global():
    global limit
    limit += 10
    return limit
print(declared_global(), limit)

# A comprehension in a class body sees the class's names only in its first iterable.
class Table:
    width = 3
    rows = [r for r in range(width)]
    try:
        cells = [width for r in range(2)]
    except NameError as e:
        error = str(e)
print(Table.rows, Table.error)

def local_shadows_builtin():
    print = lambda *a: None
    print('never shown')
    return 'local print'
print(local_shadows_builtin())

def handler_name_is_unbound_after():
    try:
        1 / 0
    except ZeroDivisionError as err:
        pass
    try:
        return err
    except UnboundLocalError as e:
        return str(e)
print(handler_name_is_unbound_after())

def recursive(n):
    return 1 if n == 0 else n * recursive(n - 1)
print(recursive(20), recursive(25))

def defaults_and_keywords(a, b=2, *rest, c, d=4, **more):
    return a, b, rest, c, d, more
print(defaults_and_keywords(1, c=3), defaults_and_keywords(1, 2, 3, c=5, e=6))

# `s += t` may append in place only when nothing else sees the string.
def build():
    s = ''
    for i in range(5):
        s += str(i)
    alias = s
    s += 'x'
    return s, alias
print(build())
text = 'a'
kept = [text]
text += 'b'
print(text, kept)

# obj.name(...) takes the method from the type only when nothing shadows or wraps it.
class Greeter:
    def hello(self):
        return 'method'
    @staticmethod
    def static(x):
        return ('static', x)
    @classmethod
    def klass(cls, x):
        return (cls.__name__, x)
    @property
    def prop(self):
        return lambda: 'from property'
g = Greeter()
print(g.hello(), g.static(1), g.klass(2), g.prop(), Greeter.hello(g))
g.hello = lambda: 'instance attribute'
print(g.hello(), [].append(1), 'a-b'.split('-'))
