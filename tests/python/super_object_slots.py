# super() reaching object: object's slot methods (__repr__, __str__, __eq__, __ne__, __hash__,
# __init__, __setattr__, __getattribute__, __format__, __dir__, __getstate__, ...) answer
# through super, the class and the instance, as CPython 3.12's object type provides them
# (Objects/typeobject.c object_methods and slots). Addresses are masked.
import re


def shown(o):
    return re.sub(r' at 0x[0-9a-f]+', ' at 0x...', o if isinstance(o, str) else repr(o))


class Point:
    def __init__(self, x):
        super().__init__()
        super().__setattr__('x', x)

    def __repr__(self):
        return 'Point(' + shown(super().__repr__()) + ')'

    def __str__(self):
        return 'str:' + super().__str__()

    def __eq__(self, other):
        if isinstance(other, Point):
            return self.x == other.x
        return super().__eq__(other)

    def __hash__(self):
        return super().__hash__() == object.__hash__(self)

    def __getattribute__(self, name):
        if name == 'twice':
            return 2 * super().__getattribute__('x')
        return super().__getattribute__(name)

    def __format__(self, spec):
        return '<' + super().__format__('') + '>' if spec == '' else 'spec ' + spec

    def __dir__(self):
        return ['extra'] + [n for n in super().__dir__() if n == 'x']


p = Point(3)
print(repr(p))
print(str(p).startswith('str:Point(<__main__.Point object'))
print(p == Point(3), p == 3, p != Point(4), p != 3, hash(p), p.twice)
print(super(Point, p).__ne__(p), super(Point, p).__ne__(Point(3)), super(Point, p).__lt__(p))
print(format(p, '')[:20], format(p, 'x'))
print(dir(p))
print(super(Point, p).__getstate__(), super(Point, p).__sizeof__() > 0)
try:
    super(Point, p).__format__('x')
except TypeError as e:
    print('TypeError:', e)


class Plain:
    pass


a = Plain()
print(shown(object.__repr__(a)), shown(a.__repr__()), a.__str__() == repr(a))
print(a.__eq__(a), a.__eq__(1), a.__ne__(a), a.__ne__(1), a.__lt__(a), a.__ge__(1))
print(a.__hash__() == hash(a), object.__hash__(a) == hash(a), a.__init__(), Plain.__init__(a))
print(shown(a.__format__('')), a.__getstate__(), a.__subclasshook__(), Plain.__init_subclass__())
a.y = 1
print(a.__getstate__(), a.__getstate__() is a.__dict__)
print(sorted(n for n in a.__dir__() if n in ('y', '__repr__')))
print((5).__eq__(5), (5).__ne__(5), None.__eq__(None), None.__eq__(1), (1, 2).__format__(''), [1].__str__())
for bad in (lambda: object.__repr__(), lambda: object.__eq__(a), lambda: object.__repr__(a, 1),
            lambda: a.__format__('>5'), lambda: [1].__format__('>5'), lambda: Plain.__init_subclass__(1)):
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)


class Slotted:
    __slots__ = ('p', 'q')


s = Slotted()
print(s.__getstate__())
s.q = 2
print(s.__getstate__())


class Err(ValueError):
    def __str__(self):
        return 'Err: ' + super().__str__()

    def __repr__(self):
        return 'R' + super().__repr__()


print(str(Err('bad')), repr(Err('bad', 2)), str(Err()))
print(ValueError('v').__str__(), ValueError('v').__repr__(), KeyError('k').__str__())
try:
    super(Point, 5)
except TypeError as e:
    print('TypeError:', e)
# What printing these shows: object's slot wrappers and methods, bound or not, and super.
print(object.__repr__, object.__eq__, object.__init__, object.__setattr__, object.__format__, object.__dir__)
print(shown(a.__repr__), shown(a.__eq__), shown(a.__init__), shown(a.__format__), shown(Point.__init__))
print(repr(super(Point, p)), repr(super(Point, Point)), repr(p.__class__.__mro__))
# super is a class: the type of the objects it makes.
print(super, type(super(Point, p)) is super, isinstance(super(Point, p), super), super.__name__)
for bad in (lambda: super(Point, p, 1), lambda: super(3, p), lambda: super(type=Point)):
    try:
        bad()
    except TypeError as e:
        print('TypeError:', e)
