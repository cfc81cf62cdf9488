# sys.intern returns the first string interned with a value for every equal one; it refuses
# non-str arguments and str subclasses in CPython's words.
import sys
s1 = 'interview'
s2 = ''.join(['inter', 'view'])
print(s1 == s2, s1 is s2, sys.intern(s1) is sys.intern(s2), sys.intern(s2) is s1)
a = sys.intern(''.join(['dyn', 'amic']))
b = sys.intern('dy' + 'namic'[0:0] + ''.join(['namic']))
print(a is b, sys.intern(a) is a)
for bad in (1, b'x'):
    try:
        sys.intern(bad)
    except TypeError as e:
        print(e)
class S(str):
    pass
try:
    sys.intern(S('x'))
except TypeError as e:
    print(e)
try:
    sys.intern()
except TypeError as e:
    print(e)
