# del of names, items, slices and attributes.
x = 1
del x
try:
    print(x)
except NameError as e:
    print('NameError:', e)
lst = list(range(10))
del lst[0]
del lst[-1]
del lst[1:3]
del lst[::2]
print(lst)
d = {'a': 1, 'b': 2}
del d['a']
print(d)
try:
    del d['zz']
except KeyError as e:
    print('KeyError:', e)
class C:
    pass
c = C()
c.attr = 1
del c.attr
print(hasattr(c, 'attr'))
try:
    del c.attr
except AttributeError as e:
    print('AttributeError:', e)
a, b = 1, 2
del a, b
try:
    del lst[100]
except IndexError as e:
    print('IndexError:', e)
def f():
    y = 1
    del y
    return y
try:
    f()
except UnboundLocalError as e:
    print('UnboundLocalError:', e)
