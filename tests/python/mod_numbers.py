# numbers: the numeric tower of abstract base classes and isinstance through it.
import numbers

for value in (1, True, 2.5, 'x', None):
    print(repr(value), [cls.__name__ for cls in (numbers.Number, numbers.Complex, numbers.Real,
                                                 numbers.Rational, numbers.Integral) if isinstance(value, cls)])
print(issubclass(int, numbers.Number), issubclass(float, numbers.Rational), issubclass(bool, numbers.Integral))
print(numbers.Integral.__mro__)
print(sorted(numbers.Integral.__abstractmethods__))
print(sorted(numbers.Real.__abstractmethods__))
try:
    numbers.Number.__hash__(1)
except TypeError as exc:
    print('TypeError:', exc)


class Money(numbers.Real):
    def __init__(self, cents):
        self.cents = cents


try:
    Money(5)
except TypeError as exc:
    print('TypeError:', str(exc).split(' without')[0].split(' with ')[0])


class Cents:
    pass


print(numbers.Integral.register(Cents) is Cents, isinstance(Cents(), numbers.Number), issubclass(Cents, numbers.Complex))
print(isinstance(Cents(), numbers.Integral), issubclass(Money, numbers.Integral), isinstance(3, Cents))
