# Classes: inheritance, super(), class attributes, staticmethod, classmethod, property.
class Animal:
    kingdom = 'animalia'
    count = 0
    def __init__(self, name):
        self.name = name
        Animal.count += 1
    def speak(self):
        return f'{self.name} makes a sound'
    def __repr__(self):
        return f'{type(self).__name__}({self.name!r})'
class Dog(Animal):
    def __init__(self, name, breed):
        super().__init__(name)
        self.breed = breed
    def speak(self):
        return super().speak() + ' (woof)'
class Puppy(Dog):
    def speak(self):
        return 'tiny ' + super().speak()
a, d, p = Animal('cat'), Dog('rex', 'lab'), Puppy('bit', 'pug')
print(a.speak(), d.speak(), p.speak(), sep='\n')
print([a, d, p], Animal.count, p.kingdom)
print(isinstance(p, Animal), isinstance(a, Dog), issubclass(Puppy, Animal), issubclass(Dog, Dog))
print(Puppy.__mro__)
print(Puppy.__name__, Puppy.__bases__, type(p) is Puppy)
class Temperature:
    scale = 'C'
    def __init__(self, celsius):
        self._c = celsius
    @property
    def celsius(self):
        return self._c
    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError('below absolute zero')
        self._c = value
    @property
    def fahrenheit(self):
        return self._c * 9 / 5 + 32
    @staticmethod
    def describe():
        return 'a temperature'
    @classmethod
    def freezing(cls):
        return cls(0)
t = Temperature(100)
print(t.celsius, t.fahrenheit, Temperature.describe(), t.describe())
t.celsius = 25
print(t.celsius, Temperature.freezing().celsius, type(Temperature.freezing()).__name__)
try:
    t.celsius = -300
except ValueError as e:
    print('ValueError:', e)
try:
    t.fahrenheit = 1
except AttributeError as e:
    print('AttributeError:', e)
try:
    a.missing
except AttributeError as e:
    print('AttributeError:', e)
try:
    Animal.missing
except AttributeError as e:
    print('AttributeError:', e)
try:
    Animal()
except TypeError as e:
    print('TypeError:', e)
class Empty:
    pass
e = Empty()
e.x = 1
print(vars(e), hasattr(e, 'x'), getattr(e, 'y', 'default'))
setattr(e, 'y', 2)
delattr(e, 'x')
print(vars(e))
try:
    Empty(1)
except TypeError as err:
    print('TypeError:', err)
class Base:
    def hello(self):
        return 'base'
class Mixin:
    def hello(self):
        return 'mixin+' + super().hello()
class Both(Mixin, Base):
    pass
print(Both().hello(), [c.__name__ for c in Both.__mro__])
class Shape:
    sides = 0
    def describe(self):
        return f'{self.__class__.__name__} with {self.sides} sides'
class Square(Shape):
    sides = 4
print(Square().describe(), Shape().describe())
