# inspect: signatures of functions, methods, classes, partials and wrapped functions; binding
# arguments with Signature.bind's TypeErrors; Parameter kinds; getfullargspec; the predicates;
# getdoc and cleandoc.
import functools
import inspect
from inspect import Parameter, Signature


def f(a, b=2, /, c=3, *args, d, e=5, **kw) -> int:
    pass


def plain(x, y):
    pass


sig = inspect.signature(f)
print(sig, repr(sig), sig.return_annotation)
for p in sig.parameters.values():
    print(repr(p), p.name, p.kind, repr(p.kind), p.kind.description, int(p.kind), p.default is p.empty)
print(list(sig.parameters), len(sig.parameters), 'c' in sig.parameters, sig.parameters['e'].default)

ba = sig.bind(1, 2, 3, 4, d=6, z=7)
print(ba, ba.args, ba.kwargs, ba.arguments)
ba.apply_defaults()
print(ba)
print(sig.bind_partial(d=1), sig.bind_partial(d=1).args)
for args, kwargs in [((1, 2, 3), {}), ((), {'y': 1}), ((1,), {'x': 2}), ((1, 2), {'q': 3})]:
    try:
        inspect.signature(plain).bind(*args, **kwargs)
    except TypeError as exc:
        print('TypeError:', exc)
try:
    sig.bind(1, b=2, d=0)
except TypeError as exc:
    print('TypeError:', exc)
try:
    sig.bind(d=0)
except TypeError as exc:
    print('TypeError:', exc)


class A:
    def __init__(self, x, y: int = 1):
        self.x = x

    def method(self, z, *, flag=False):
        pass

    @classmethod
    def make(cls, n):
        return cls(n)

    @staticmethod
    def helper(k=0):
        pass

    def __call__(self, item):
        return item


class B(A):
    pass


class Empty:
    pass


print(inspect.signature(A), inspect.signature(B), inspect.signature(Empty))
print(inspect.signature(A(1).method), inspect.signature(A.method), inspect.signature(A.make))
print(inspect.signature(A.helper), inspect.signature(A(1)))
print(inspect.signature(functools.partial(f, 1, c=4)))
print(inspect.signature(functools.partial(plain, y=2)), inspect.signature(functools.partial(plain, 1)))
print(inspect.signature(lambda x, *, y=1, **rest: 0))


def decorator(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)
    return wrapper


@decorator
def wrapped(a: float, b: 'label' = 'x') -> None:
    pass


print(inspect.signature(wrapped), inspect.signature(wrapped, follow_wrapped=False))
print(inspect.unwrap(wrapped) is wrapped.__wrapped__)

for bad in (getattr, int, 5):
    try:
        inspect.signature(bad)
    except (TypeError, ValueError) as exc:
        print(type(exc).__name__, exc)

print(Parameter('x', Parameter.KEYWORD_ONLY, default=3, annotation=int))
print(Parameter('args', Parameter.VAR_POSITIONAL), Parameter('kw', Parameter.VAR_KEYWORD))
print(Parameter.POSITIONAL_ONLY < Parameter.KEYWORD_ONLY, Parameter.VAR_POSITIONAL == 2)
for name, kind, default in [('x y', 1, Parameter.empty), ('x', 9, Parameter.empty), ('class', 3, Parameter.empty),
                            ('x', 2, 0), (5, 1, Parameter.empty)]:
    try:
        Parameter(name, kind, default=default)
    except (TypeError, ValueError) as exc:
        print(type(exc).__name__, exc)
new = Signature([Parameter('a', Parameter.POSITIONAL_ONLY), Parameter('b', Parameter.POSITIONAL_OR_KEYWORD, default=1),
                 Parameter('c', Parameter.KEYWORD_ONLY)], return_annotation=list)
print(new, new.replace(return_annotation=Signature.empty), new == new.replace())
print(Parameter('a', 1).replace(kind=Parameter.KEYWORD_ONLY, default=None))
for params in ([Parameter('a', 3), Parameter('b', 1)], [Parameter('a', 1, default=1), Parameter('b', 1)],
               [Parameter('a', 1), Parameter('a', 3)]):
    try:
        Signature(params)
    except ValueError as exc:
        print('ValueError', exc)

spec = inspect.getfullargspec(f)
print(spec)
print(inspect.getfullargspec(A(1).method))
print(inspect.getfullargspec(wrapped))


def gen():
    yield 1


print(inspect.isfunction(f), inspect.isfunction(len), inspect.ismethod(A(1).method), inspect.ismethod(f))
print(inspect.isclass(A), inspect.isclass(A(1)), inspect.ismodule(inspect), inspect.isbuiltin(len))
print(inspect.isroutine(len), inspect.isroutine(f), inspect.isroutine(A), inspect.isgeneratorfunction(gen))
print(inspect.isgeneratorfunction(f), inspect.isgenerator(gen()), inspect.iscoroutinefunction(f))
print(inspect.getmro(B))
print([name for name, value in inspect.getmembers(A, inspect.isfunction)])


class Documented:
    """First line.

        Indented block.
    Last line.
    """

    def method(self):
        """Method doc."""


class Child(Documented):
    def method(self):
        pass


print(repr(inspect.getdoc(Documented)))
print(repr(inspect.getdoc(Child)), repr(inspect.getdoc(Child.method)), repr(inspect.getdoc(Child().method)))
print(repr(inspect.cleandoc('   a\n     b\n   c\n\n')), inspect.getdoc(f))
