# str.maketrans / str.translate (CPython 3.12's unicode_maketrans_impl and unicode_translate)
# and collections.ChainMap, with their error messages.
# 3.12 expected output (str_translate_chainmap.expected): 3.11's `import collections` also
# imports collections.abc.
import collections

try:
    collections.abc  # 3.12 (unlike 3.11) does not import it with collections
except AttributeError as e:
    print(e)

table = str.maketrans('abc', 'xyz', 'd')
print(table, 'aabbccdd'.translate(table), 'héllo'.translate({ord('é'): 'e'}))
print(str.maketrans({'a': 'b', 98: None}), 'abc'.translate(str.maketrans({'a': 'b', 98: None})))
print('Hello'.translate({72: 106}), 'x'.translate({}), 'tab\tand\nnewline'.translate(str.maketrans('\t\n', '  ')))
for bad in (lambda: str.maketrans('ab', 'c'), lambda: str.maketrans({'ab': 1}), lambda: str.maketrans(1),
            lambda: str.maketrans({1.5: 'a'}), lambda: 'a'.translate({97: 1.5}), lambda: 'a'.translate({97: -1})):
    try:
        bad()
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)

cm = collections.ChainMap({'a': 1}, {'b': 2, 'a': 3})
print(cm, cm['a'], cm['b'], len(cm), list(cm), dict(cm), 'b' in cm, cm.get('z', 0), bool(collections.ChainMap()))
child = cm.new_child({'c': 4})
child['a'] = 9
print(child, child.parents, list(child.items()), sorted(child.keys()), list(child.values()))
print(cm == {'a': 1, 'b': 2}, cm.copy(), cm | {'z': 0})
try:
    cm['zz']
except KeyError as e:
    print(repr(e))
try:
    del cm['b']
except KeyError as e:
    print(e)
import collections.abc
print(isinstance(cm, collections.abc.MutableMapping), cm.keys())
