# Containers searched or compared while an item's __eq__ changes them (CPython's
# test_list.test_count_index_remove_crashes and test_equal_operator_modifying_operand,
# test_deque.test_contains_count_stop_crashes, test_dict.test_mutating_lookup): the size is read
# again at each step and the item compared is held, so nothing crashes and the answers are
# CPython's.
class X:
    def __eq__(self, other):
        lst.clear()
        return NotImplemented
lst = [X()]
try:
    lst.index(lst)
except ValueError as e:
    print("ValueError", e)
class X:
    def __eq__(self, other):
        lst.clear()
        return NotImplemented
class L(list):
    def __eq__(self, other):
        str(other)
        return NotImplemented
lst = L([X()])
print(lst.count(lst))
class X:
    def __eq__(self, other):
        lst.clear()
        return NotImplemented
class L(list):
    def __eq__(self, other):
        str(other)
        return NotImplemented
lst = L([X()])
try:
    lst.remove(lst)
except ValueError as e:
    print("ValueError", e)
class X:
    def __eq__(self, other):
        lst.clear()
        return NotImplemented
lst = [X(), X()]
print(3 in lst)
lst = [X(), X()]
print(X() in lst)
from collections import deque
class A:
    def __eq__(self, other):
        d.clear()
        return NotImplemented
d = deque([A(), A()])
try:
    3 in d
except RuntimeError as e:
    print("RuntimeError", e)
from collections import deque
class A:
    def __eq__(self, other):
        d.clear()
        return NotImplemented
d = deque([A(), A()])
try:
    d.count(3)
except RuntimeError as e:
    print("RuntimeError", e)
from collections import deque
class A:
    def __eq__(self, other):
        d.clear()
        return NotImplemented
d = deque([A(), A()])
try:
    print(3 in d)
except RuntimeError as e:
    print("RuntimeError", e)
# list ==
class X:
    def __eq__(self, other):
        list2.clear()
        return NotImplemented
class Y:
    def __eq__(self, other):
        list1.clear()
        return NotImplemented
list1 = [X()]
list2 = [Y()]
print(list1 == list2)
list1 = [X(), 1]
list2 = [Y(), 1]
print(list1 < list2, list1, list2)
# dict lookups with mutating eq
class K:
    def __init__(self, v): self.v = v
    def __hash__(self): return 1
    def __eq__(self, other):
        if on: d.clear()
        return self.v == getattr(other, 'v', None)
on = False
d = {K(1): 1, K(2): 2}
on = True
print(K(2) in d, len(d))
on = False
d = {K(i): i for i in range(20)}
on = True
print(d.get(K(5)), len(d))
class NastyKey:
    mutate_dict = None
    def __init__(self, value): self.value = value
    def __hash__(self): return 1
    def __eq__(self, other):
        if NastyKey.mutate_dict:
            mydict, key = NastyKey.mutate_dict
            NastyKey.mutate_dict = None
            del mydict[key]
        return self.value == other.value
key1 = NastyKey(1); key2 = NastyKey(2)
d = {key1: 1}
NastyKey.mutate_dict = (d, key1)
d[key2] = 2
print(len(d), list(d.values()))
# set
class S:
    def __hash__(self): return 1
    def __eq__(self, other):
        if on: s.clear()
        return False
on = False
s = {S(), S(), S()}
on = True
print(S() in s, len(s))
# dict == with mutating values
class V:
    def __eq__(self, other):
        d1.clear()
        return NotImplemented
d1 = {1: V(), 2: V()}
d2 = {1: V(), 2: V()}
try:
    print(d1 == d2)
except RuntimeError as e:
    print("RuntimeError", e)
# dict == with mutating keys
class KK:
    def __hash__(self): return 7
    def __eq__(self, other):
        if on: d1.clear(); d2.clear()
        return False
on = False
d1 = {KK(): 1, 2: 2}
d2 = {KK(): 1, 2: 2}
on = True
try:
    print(d1 == d2)
except RuntimeError as e:
    print("RuntimeError", e)
# sets ==
class SS:
    def __hash__(self): return 7
    def __eq__(self, other):
        if on: s1.clear()
        return False
on = False
s1 = {SS(), SS()}
s2 = {SS(), SS()}
on = True
print(s1 == s2)
# tuple in list sort w/ mutation
class Z:
    def __lt__(self, other):
        zs.clear()
        return False
zs = [Z(), Z(), Z()]
try:
    zs.sort()
except ValueError as e:
    print("ValueError", e)
# list.index with mutating subclass, insert during compare
class G:
    def __eq__(self, other):
        lst.append(G()) if len(lst) < 10 else None
        return False
lst = [G()]
print(lst.count(3), len(lst))
lst = [G()]
print(3 in lst, len(lst))
# dict.pop / setdefault / del with mutation
class P:
    def __hash__(self): return 3
    def __eq__(self, other):
        if on: dd.clear()
        return False
on = False
dd = {P(): 1, P(): 2}
on = True
print(dd.pop(P(), 'dflt'), dd.setdefault(P(), 5), len(dd))
print("done")
# sets and dicts compared, merged and updated while an element's __eq__ clears them
class SS:
    def __hash__(self): return 7
    def __eq__(self, other):
        if on: s1.clear(); s2.clear()
        return False
on = False
s1 = {SS(), SS(), 1}
s2 = {SS(), SS(), 1, 2}
on = True
print(s1 <= s2)
on = False
s1 = {SS(), SS(), 1}
s2 = {SS(), SS(), 1, 2}
on = True
s1 -= s2
print(len(s1))
class KK:
    def __hash__(self): return 7
    def __eq__(self, other):
        if on: d1.clear(); d2.clear()
        return False
on = False
d1 = {KK(): 1, 2: 2}
d2 = {KK(): 1, 2: 2}
on = True
print(d1.keys() == d2.keys())
on = False
d1 = {KK(): 1, 2: 2}
d2 = {KK(): 1, 2: 2}
on = True
print(d1.items() <= d2.items())
