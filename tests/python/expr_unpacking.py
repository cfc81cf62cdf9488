# * and ** unpacking in calls and displays.
a = [1, 2]
b = (3, 4)
print([*a, *b], (*a, 5), {*a, *b}, [*'hi', *range(2)])
d1 = {'x': 1, 'y': 2}
d2 = {'y': 20, 'z': 30}
print({**d1, **d2}, {**d1, 'w': 0}, d1 | d2)
def show(*args, **kwargs):
    print(args, kwargs)
show(*a, *b, 9, **d1, **{'k': 'v'})
show(*[], **{})
print(*[1, 2, 3], sep='-')
print(*'abc')
first, *others = *a, *b
print(first, others)
try:
    show(**{'x': 1}, x=2)
except TypeError as e:
    print('TypeError:', e)
try:
    show(*5)
except TypeError as e:
    print('TypeError:', e)
try:
    show(**[1])
except TypeError as e:
    print('TypeError:', e)
