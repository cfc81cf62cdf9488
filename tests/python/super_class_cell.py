# 3.12 expected output (super_class_cell.expected): a list comprehension is inlined into its
# function in 3.12 (PEP 709), so super() in one uses the method's self; 3.11 ran it as a
# function of its own whose first argument is the iterator ("obj must be an instance").
#
# Zero-argument super() and __class__ read the __class__ cell the compiler gives every
# function defined in a class body, whatever decorators made of it, and every function nested
# in one (Objects/typeobject.c super_init_without_args): the first positional argument of the
# running function is the object; none is "super(): no arguments"; a function not defined in a
# class body has no cell.
import functools


class Base:
    def f(self, x=0):
        return 'Base.f%s' % x

    @property
    def p(self):
        return 'Base.p'

    @p.setter
    def p(self, v):
        print('Base.p set', v)

    @classmethod
    def make(cls):
        return 'Base.make ' + cls.__name__


def deco(fn):
    @functools.wraps(fn)
    def wrapper(*a, **k):
        return fn(*a, **k)
    return wrapper


class A(Base):
    def f(self, x=0):
        def g(obj):
            return super().f(x)
        return g(self)

    def comp(self):
        return [super().f(i) for i in range(2)]

    @deco
    def h(self):
        return super().f(7)

    @functools.lru_cache(maxsize=None)
    def cached(self):
        return super().f(8)

    def lam(self):
        return (lambda s: super().f(3))(self)

    @property
    def p(self):
        return 'A+' + super().p

    @p.setter
    def p(self, v):
        super(A, type(self)).p.__set__(self, v + 1)

    @classmethod
    @deco
    def make(cls):
        return 'A:' + super().make()

    def cls_(self):
        def inner():
            return __class__
        return __class__, inner()

    def no_args(self):
        def g():
            return super().f()
        return g()

    def wrong_obj(self):
        def g(o):
            return super().f()
        return g(5)

    def varargs(*args):
        return super().f()


a = A()
print(a.f(1), a.comp(), a.h(), a.cached(), a.lam(), a.p, A.make())
a.p = 4
print(a.cls_())
for m in (a.no_args, a.wrong_obj, a.varargs):
    try:
        m()
    except (RuntimeError, TypeError) as e:
        print(type(e).__name__ + ':', e)


def outside(self):
    return super().f()


class B(Base):
    g = outside


try:
    B().g()
except RuntimeError as e:
    print('RuntimeError:', e)
# A method taken into another class keeps its own class's cell: a C is no A.


class C(Base):
    f = A.f


try:
    C().f(5)
except TypeError as e:
    print('TypeError:', e)
