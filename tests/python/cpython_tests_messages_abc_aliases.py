# Error texts and small API pieces CPython 3.12's regression tests check: abc.abstractclassmethod,
# abstractstaticmethod and abstractproperty (test_abc), reversed() refusing keywords
# (test_enumerate), object_init's 'C.__init__() takes exactly one argument' (test_class),
# a class variable beside __slots__ being read-only (test_descr), __index__ returning a
# non-int (test_class.testBadTypeReturned). 3.11 words the abstract-class TypeError
# differently: NAME.expected holds 3.12's output.
import abc
class A(metaclass=abc.ABCMeta):
    @abc.abstractclassmethod
    def cm(cls): return cls.__name__
    @abc.abstractstaticmethod
    def sm(): return 'sm'
    @abc.abstractproperty
    def p(self): return 'p'
print(sorted(A.__abstractmethods__), A.cm(), A.sm())
try:
    A()
except TypeError as e:
    print(e)
class B(A):
    @classmethod
    def cm(cls): return 'B'
    @staticmethod
    def sm(): return 'Bsm'
    @property
    def p(self): return 'Bp'
b = B()
print(b.cm(), b.sm(), b.p, abc.abstractproperty.__isabstractmethod__)
try:
    reversed([], a=1)
except TypeError as e:
    print(e)
class C:
    pass
for f in (lambda: C().__init__(42), lambda: object.__init__(C(), 42), lambda: C(42)):
    try:
        f()
    except TypeError as e:
        print(e)
class S:
    y = 0
    __slots__ = ('z',)
def sety(): S().y = 1
def dely(): del S().y
def setq(): S().q = 1
for f in (sety, dely, setq):
    try:
        f()
    except AttributeError as e:
        print(e)
class Bad:
    def __index__(self): return None
try:
    hex(Bad())
except TypeError as e:
    print(e)
