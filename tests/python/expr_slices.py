# Slicing with steps on lists, strings, tuples and ranges; slice objects.
s = 'abcdefgh'
lst = list(range(10))
print(s[2:5], s[:3], s[5:], s[-3:], s[:-3], s[::2], s[::-1], s[1::3], s[-1:-5:-1])
print(lst[2:8:2], lst[::-2], lst[8:2:-3], lst[100:], lst[-100:2], lst[5:2])
print((1, 2, 3, 4)[1:3], range(10)[2:8:3], list(range(10)[::-3]))
sl = slice(1, 7, 2)
print(s[sl], lst[sl], sl.start, sl.stop, sl.step, slice(3))
print(s[slice(None, None, -1)])
print(lst[-1], s[-2], lst[len(lst) - 1])
copy = lst[:]
copy[0] = 'changed'
print(lst[0], copy[0])
try:
    s[::0]
except ValueError as e:
    print('ValueError:', e)
try:
    lst[10]
except IndexError as e:
    print('IndexError:', e)
try:
    s[20]
except IndexError as e:
    print('IndexError:', e)
try:
    (1, 2)[5]
except IndexError as e:
    print('IndexError:', e)
try:
    lst['a']
except TypeError as e:
    print('TypeError:', e)
try:
    s[1.5]
except TypeError as e:
    print('TypeError:', e)
try:
    range(3)[3]
except IndexError as e:
    print('IndexError:', e)
try:
    five = 5
    five[0]
except TypeError as e:
    print('TypeError:', e)
