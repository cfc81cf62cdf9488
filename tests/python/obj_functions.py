# Functions, closures, bound methods, decorators of any expression.
import functools
def trace(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        print(f'calling {fn.__name__}{args}')
        return fn(*args, **kwargs)
    return wrapper
@trace
def add(a, b):
    return a + b
print(add(1, 2), add.__name__)
def repeat(n):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(n)]
        return wrapper
    return deco
@repeat(3)
def hi(name):
    return 'hi ' + name
print(hi('bob'))
registry = {}
def register(fn):
    registry[fn.__name__] = fn
    return fn
@register
def alpha():
    return 'a'
print(list(registry), registry['alpha']())
decorators = [trace]
@decorators[0]
def mul(a, b):
    return a * b
print(mul(3, 4))
class Greeter:
    def __init__(self, greeting):
        self.greeting = greeting
    def greet(self, name):
        return f'{self.greeting}, {name}'
g = Greeter('Hey')
bound = g.greet
print(bound('you'), Greeter.greet(g, 'me'), bound.__self__ is g, bound.__name__)
print(callable(bound), callable(Greeter), callable(g), callable(len), callable(5))
class CallCounter:
    def __init__(self, fn):
        self.fn = fn
        self.calls = 0
    def __call__(self, *args):
        self.calls += 1
        return self.fn(*args)
@CallCounter
def square(x):
    return x * x
print(square(3), square(4), square.calls)
def make_multiplier(k):
    return lambda x: x * k
double, triple = make_multiplier(2), make_multiplier(3)
print(double(5), triple(5), list(map(double, [1, 2])))
def compose(*fns):
    def run(x):
        for f in reversed(fns):
            x = f(x)
        return x
    return run
print(compose(double, triple, abs)(-2))
fact = lambda n: 1 if n <= 1 else n * fact(n - 1)
print(fact(10))
def apply(f, *args, **kwargs):
    return f(*args, **kwargs)
print(apply(max, 3, 9, 2), apply(sorted, [3, 1], reverse=True))
def attrs():
    pass
attrs.custom = 'value'
print(attrs.custom, attrs.__name__, type(attrs).__name__, type(len).__name__, type(g.greet).__name__)
five = 5
try:
    five()
except TypeError as e:
    print('TypeError:', e)
try:
    g.greet()
except TypeError as e:
    print('TypeError:', e)
try:
    Greeter.greet('x')
except TypeError as e:
    print('TypeError:', e)
