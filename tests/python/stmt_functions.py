# def: defaults, *args, **kwargs, keyword-only, positional-only, annotations, lambda, return.
def f(a, b=2, *args, c, d=4, **kwargs):
    return (a, b, args, c, d, kwargs)
print(f(1, c=3))
print(f(1, 2, 3, 4, c=5, e=6))
def pos_only(a, b, /, c, *, d):
    return a + b + c + d
print(pos_only(1, 2, 3, d=4), pos_only(1, 2, c=3, d=4))
def ann(x: int, y: 'str' = 'a') -> list:
    return [x, y]
print(ann(1), ann.__annotations__ if False else 'annotations kept')
def defaults(x, acc=[]):
    acc.append(x)
    return acc
print(defaults(1), defaults(2))
sq = lambda x, y=2: x ** y
print(sq(3), sq(2, 5), (lambda: 'no args')())
def no_return():
    pass
print(no_return())
def early(x):
    if x:
        return 'yes'
    return
print(early(1), early(0))
def star(*args, **kwargs):
    return args, kwargs
print(star(*[1, 2], *(3,), **{'a': 1}, b=2))
def swap(a, b):
    return b, a
print(swap(*'xy'))
print(f.__name__, sq.__name__)
def outer():
    def inner():
        pass
    return inner
print(outer().__qualname__)
errors = [
    lambda: f(),
    lambda: f(1),
    lambda: f(1, c=1, b=2, a=3),
    lambda: pos_only(1, b=2, c=3, d=4),
    lambda: pos_only(1, 2, 3, 4),
    lambda: swap(1),
    lambda: swap(1, 2, 3),
    lambda: swap(1, 2, z=3),
    lambda: no_return(1),
    lambda: ann(),
    lambda: (lambda x: x)(),
    lambda: defaults(1, 2, 3),
]
for e in errors:
    try:
        e()
    except TypeError as err:
        print('TypeError:', err)
def kwonly(*, a, b):
    pass
try:
    kwonly(1)
except TypeError as err:
    print('TypeError:', err)
try:
    kwonly()
except TypeError as err:
    print('TypeError:', err)
def three(a, b, c):
    pass
try:
    three()
except TypeError as err:
    print('TypeError:', err)
