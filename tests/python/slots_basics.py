# __slots__: member descriptors, instances without a __dict__, subclasses that get one back,
# '__dict__' and '__weakref__' among the slots, deletion and unset slots (CPython 3.12's
# type_new_slots and member descriptors).
import copy
import weakref


class Point:
    __slots__ = ('x', 'y')

    def __init__(self, x):
        self.x = x


p = Point(1)
print(Point.x, type(Point.x).__name__, Point.__slots__)
print(Point.x.__name__, Point.x.__qualname__, Point.x.__objclass__, Point.x.__doc__)
print(p.x, getattr(p, 'y', 'unset'), hasattr(p, 'y'))
for action in ('read y', 'set z', 'read __dict__', 'vars', 'weakref'):
    try:
        if action == 'read y':
            p.y
        elif action == 'set z':
            p.z = 3
        elif action == 'read __dict__':
            p.__dict__
        elif action == 'vars':
            vars(p)
        else:
            weakref.ref(p)
    except (AttributeError, TypeError) as e:
        print(action, '->', type(e).__name__, e)
p.y = 2
print(p.x, p.y)
del p.x
try:
    del p.x
except AttributeError as e:
    print('del twice ->', repr(e))
try:
    print(p.x)
except AttributeError as e:
    print('after del ->', e)
print('__dict__' in dir(p), '__weakref__' in dir(p), 'x' in dir(p))
print([k for k in Point.__dict__ if k in ('x', 'y', '__slots__')])

# Descriptor protocol by hand.
Point.x.__set__(p, 10)
print(Point.x.__get__(p, Point), Point.x.__get__(None, Point))
for call in (lambda: Point.x.__get__(5, int), lambda: Point.x.__set__('s', 1)):
    try:
        call()
    except TypeError as e:
        print(e)


class Labelled(Point):  # no __slots__: instances get a __dict__ and weak references
    pass


q = Labelled(2)
q.label = 'q'
print(q.__dict__, q.x, weakref.ref(q)() is q, vars(q))


class Point3(Point):
    __slots__ = ('z',)


r = Point3(1)
r.y, r.z = 2, 3
print(r.x, r.y, r.z)
try:
    r.w = 4
except AttributeError as e:
    print(e)


class Open:
    __slots__ = ['a', '__dict__', '__weakref__']


o = Open()
o.a = 1
o.b = 2
print(o.__dict__, weakref.ref(o)() is o, sorted(n for n in dir(o) if not n.startswith('__') or n in ('__dict__', '__weakref__')))


class Name:
    __slots__ = 'name'  # a single str names one slot


n = Name()
n.name = 'ada'
print(n.name, Name.__slots__, Name.name)


class Private:
    __slots__ = ('__secret',)  # stored mangled, as the class body's names are


print(Private._Private__secret)


class Doc:
    __slots__ = {'a': 'the a', 'b': None}


print(Doc.a, Doc.__slots__)


class Empty:
    __slots__ = ()


try:
    Empty().anything = 1
except AttributeError as e:
    print(e)


class Pair(tuple):
    __slots__ = ()


pair = Pair((1, 2))
try:
    pair.first = 1
except AttributeError as e:
    print(e)


class Err(Exception):
    __slots__ = ()


err = Err('boom')
err.note = 'exceptions keep their __dict__'
print(err.note, err.__dict__)

c2 = copy.copy(Point(5))
print(c2.x, hasattr(c2, 'y'))


class Ordered:
    __slots__ = ('b', 'a')
    c = 1


print(list(Ordered.__dict__))
