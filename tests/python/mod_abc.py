# 3.12 expected output (mod_abc.expected): 3.12 words the abstract-class TypeError as "without an
# implementation for abstract method(s) 'name', ..." where 3.11 says "with abstract method(s)".
# abc: ABC, ABCMeta, abstractmethod (methods, properties, classmethods), __abstractmethods__,
# register() and isinstance/issubclass through it, update_abstractmethods.
import abc
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        ...

    @abstractmethod
    def perimeter(self):
        ...

    def describe(self):
        return f'{type(self).__name__} with area {self.area()}'


class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2


class RealSquare(Square):
    def perimeter(self):
        return 4 * self.side


for cls in (Shape, Square):
    try:
        cls(1) if cls is Square else cls()
    except TypeError as exc:
        print('TypeError:', exc)
sq = RealSquare(3)
print(sq.describe(), sq.perimeter(), isinstance(sq, Shape), issubclass(RealSquare, ABC))
print(sorted(Shape.__abstractmethods__), sorted(Square.__abstractmethods__), RealSquare.__abstractmethods__)
print(type(Shape), type(RealSquare), type(ABC), ABCMeta, ABCMeta.__module__, Shape.area.__isabstractmethod__)


class WithProperty(metaclass=ABCMeta):
    @property
    @abstractmethod
    def name(self):
        ...

    @classmethod
    @abstractmethod
    def build(cls):
        ...


try:
    WithProperty()
except TypeError as exc:
    print('TypeError:', exc)


class Named(WithProperty):
    name = 'fixed'

    @classmethod
    def build(cls):
        return cls()


print(Named.build().name, Named.__abstractmethods__)


class Drawable(ABC):
    pass


Drawable.register(int)
print(Drawable.register(str) is str, isinstance(3, Drawable), isinstance('s', Drawable), isinstance(3.0, Drawable))
print(issubclass(bool, Drawable), issubclass(float, Drawable), type(Drawable()).__name__)


class Later(ABC):
    def run(self):
        return 'ran'


Later.extra = abstractmethod(lambda self: None)
print(Later.__abstractmethods__, abc.update_abstractmethods(Later) is Later, sorted(Later.__abstractmethods__))
try:
    Later()
except TypeError as exc:
    print('TypeError:', exc)
try:
    class Mixed(int, metaclass=type):
        pass
    print(type(Mixed))
except TypeError as exc:
    print(exc)
