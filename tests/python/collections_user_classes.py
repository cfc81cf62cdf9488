# collections.UserDict, UserList and UserString: wrappers keeping a real dict/list/str in
# .data, easy to subclass; reprs, operators, copies and errors as CPython's.
from collections import UserDict, UserList, UserString
import collections.abc
import copy

# UserDict
d = UserDict({'a': 1}, b=2)
print(d, len(d), d['a'], d.data, type(d.data).__name__, isinstance(d, collections.abc.MutableMapping))
d['c'] = 3
del d['a']
print(d, 'b' in d, 'a' in d, list(d), d.get('b'), d.get('zz'), d.get('zz', 0))
try:
    d['missing']
except KeyError as e:
    print('KeyError', e)
print(d | {'x': 9}, {'y': 0} | d, type(d | {}).__name__)
d |= {'z': 26}
d |= UserDict(w=23)
print(d, d.copy(), type(d.copy()).__name__, UserDict.fromkeys('ab', 0))
print(d == {'b': 2, 'c': 3, 'z': 26, 'w': 23}, d.pop('z'), d.setdefault('q', 5), d.popitem(), d)
print((d | 5) if False else d.__or__(5), d.__ror__([]))

class Defaulting(UserDict):
    def __missing__(self, key):
        return f'<{key}>'

dd = Defaulting(k=1)
print(dd['k'], dd['nope'], 'nope' in dd)  # get() does not call __missing__ in 3.12 (typing_names_312.py)

class Lower(UserDict):
    def __setitem__(self, key, value):
        super().__setitem__(key.lower(), value)
    label = 'lower'

low = Lower({'A': 1}, B=2)
low.note = 'kept'
c = low.copy()
print(low, c, type(c).__name__, c.note, c is not low, c.data is not low.data)
print(copy.copy(low), copy.copy(low).data is low.data, Lower.fromkeys(['X', 'Y']))
try:
    UserDict({'a': 1}, {'b': 2})
except TypeError as e:
    print('TypeError', e)

# UserList
l = UserList([3, 1, 2])
print(l, len(l), l[0], l[-1], l[1:], type(l[1:]).__name__, l.data)
l.append(4); l.insert(0, 0); l.extend(UserList([9])); l.extend((7,))
print(l, l.pop(), l.pop(0), l.index(2), l.count(1), 2 in l)
l.sort(); print(l)
l.sort(reverse=True, key=lambda v: v % 3); print(l)
l.reverse(); l.remove(9); print(l)
print(l + [5], [5] + l, l + (6,), l * 2, 2 * l, type(l + [5]).__name__, type([5] + l).__name__)
l += [10]; l *= 2; print(l)
print(l == l.data, l < [100], l > UserList([0]), l <= l, l >= [], UserList() == [])
l[0] = 'first'; del l[1]; l[1:3] = ['s', 'l']; print(l)
print(l.copy(), type(l.copy()).__name__, UserList(UserList([1])), UserList('ab'), UserList())
l.clear(); print(l, bool(l), isinstance(l, collections.abc.MutableSequence))
try:
    UserList([1]).index(5)
except ValueError as e:
    print('ValueError', e)
try:
    UserList([1])[4]
except IndexError as e:
    print('IndexError', e)

class Stack(UserList):
    def push(self, v):
        self.append(v)

s = Stack([1])
s.push(2)
print(s, type(s[:]).__name__, type(s + [3]).__name__, type(s.copy()).__name__, copy.copy(s))

# UserString
u = UserString('Hello')
print(u, repr(u), len(u), u[1], u[::-1], type(u[0]).__name__, u.data)
print(u + ' world', 'Say ' + u, u + UserString('!'), u * 2, 3 * UserString('ab'), u + 5)
print(u == 'Hello', u == UserString('Hello'), u < 'World', u > 'A', 'ell' in u, UserString('l') in u)
print(hash(u) == hash('Hello'), int(UserString('42')), float(UserString('2.5')), complex(UserString('1+2j')))
print(u.upper(), u.lower(), u.casefold(), u.swapcase(), u.title(), u.capitalize(), type(u.upper()).__name__)
print(u.center(11, '*'), u.ljust(7, '.'), u.rjust(7), u.zfill(8), u.expandtabs())
print(u.count('l'), u.find('l'), u.rfind('l'), u.index('e'), u.rindex('l'), u.find(UserString('lo')))
print(u.startswith('He'), u.endswith(('x', 'o')), u.isalpha(), u.isdigit(), u.isupper(), u.istitle())
print(u.replace('l', 'L'), u.replace('l', 'L', 1), u.replace(UserString('H'), UserString('J')))
print(u.split('l'), u.rsplit('l', 1), u.partition('l'), u.rpartition('l'), UserString('a\nb').splitlines())
print(UserString('  x  ').strip(), UserString('xxhixx').strip('x'), UserString('  x').lstrip(), UserString('x  ').rstrip())
print(u.removeprefix('He'), u.removesuffix('lo'), u.encode(), u.encode(None, None), UserString(',').join('abc'))
print(UserString('{} {x}').format(1, x=2), UserString('{a}').format_map({'a': 'A'}), UserString('%s!') % 'hi', '%s?' % u)
print(u.translate({ord('l'): 'L'}), UserString.maketrans('a', 'b'), UserString(3.5), UserString(u))
try:
    u.index('z')
except ValueError as e:
    print('ValueError', e)
try:
    u.center(10, 'ab')
except TypeError as e:
    print('TypeError', e)

class Shout(UserString):
    def __str__(self):
        return self.data.upper() + '!'

sh = Shout('hey')
print(sh, repr(sh), type(sh + 'x').__name__, type(sh.strip()).__name__, f'{sh}')
