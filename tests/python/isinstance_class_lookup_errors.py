# isinstance's `__class__` fallback reads the attribute as _PyObject_LookupAttr does (an
# AttributeError means no class); class patterns in `match` use the same isinstance; ABCMeta's
# __instancecheck__ checks `instance.__class__` first (_abc_instancecheck), with getattr.
import numbers, collections.abc, abc

class Raises:
    @property
    def __class__(self):
        raise AttributeError('no')
print(isinstance(Raises(), int), isinstance(Raises(), (str, Raises)), isinstance(Raises(), Raises))
try:
    isinstance(Raises(), numbers.Number)
except AttributeError as e:
    print('AttributeError', e)

class RaisesOther:
    @property
    def __class__(self):
        raise KeyError('k')
try:
    isinstance(RaisesOther(), int)
except KeyError as e:
    print('KeyError', e)

class Fake:
    @property
    def __class__(self):
        return int
class FakeList:
    @property
    def __class__(self):
        return list
for subject in (Fake(), FakeList(), 3, Raises()):
    match subject:
        case int():
            print('int')
        case list():
            print('list')
        case Fake():
            print('Fake')
        case _:
            print('other')
print(isinstance(Fake(), numbers.Number), isinstance(Fake(), numbers.Integral), isinstance(Fake(), Fake))
print(isinstance(FakeList(), collections.abc.Sequence), isinstance(FakeList(), collections.abc.Mapping))

class NotAType:
    @property
    def __class__(self):
        return 5
print(isinstance(NotAType(), int))
try:
    isinstance(NotAType(), numbers.Number)
except TypeError as e:
    print('TypeError', e)

class Base(abc.ABC):
    pass
class Child(Base):
    pass
print(isinstance(Child(), Base), isinstance(Fake(), Base))
