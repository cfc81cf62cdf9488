# functools.singledispatch and singledispatchmethod (Lib/functools.py): the implementation
# registered for the nearest class of the first argument's MRO, registered by annotation, by
# class or for a union; register's errors; dispatch() and registry.
import functools
import re


@functools.singledispatch
def describe(x):
    "Describe a value."
    return 'object'


@describe.register
def _(x: int):
    return 'int'


@describe.register(list)
def _(x):
    return 'list ' + str(len(x))


@describe.register
def _(x: float | complex):
    return 'number'


class Base:
    pass


class Child(Base):
    pass


describe.register(Base, lambda x: 'base')
print(describe(1), describe(True), describe([1, 2]), describe('s'), describe(1.5), describe(2j), describe(Child()))
print(describe.__name__, describe.__doc__, describe.dispatch(bool).__name__, describe.dispatch(str) is describe.__wrapped__)
print(sorted(c.__name__ for c in describe.registry), type(describe.registry).__name__)
for bad in (lambda: describe.register(lambda x: x), lambda: describe.register(3, lambda x: x), lambda: describe()):
    try:
        bad()
    except TypeError as e:
        print('TypeError:', re.sub(r' at 0x[0-9a-f]+', ' at 0x...', str(e)))


class Formatter:
    @functools.singledispatchmethod
    def fmt(self, arg):
        return f'plain {arg}'

    @fmt.register
    def _(self, arg: int):
        return f'int {arg:04d}'

    @fmt.register
    def _(self, arg: list):
        return 'list ' + ', '.join(self.fmt(a) for a in arg)


f = Formatter()
print(f.fmt('x'), f.fmt(7), f.fmt([1, 'y']))
