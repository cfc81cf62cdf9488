# ndarray mutation as NumPy 2 does it: item, slice, mask and fancy-index assignment, in-place
# operators writing into the array's memory (other names and views see the change), and views
# from basic slicing, .T, reshape and ravel sharing memory with their base.
# Expected output: NumPy's semantics (numpy/_core/src/multiarray/mapping.c for assignment and
# the "could not broadcast input array from shape (3,) into shape (2,)" text,
# numpy/_core/src/multiarray/shape.c for views from reshape/ravel, ufunc_object.c for in-place
# operators and "non-broadcastable output operand ..."); the values were checked against NumPy
# 1.24 running this program (these behaviours did not change in NumPy 2), except `a @= b`,
# which NumPy added in 1.25 (the product is computed and written back).
import numpy as np
a = np.arange(10)
v = a[::-2]
v[0] = 99
print(a, v, v.base is a)
w = a[2:8:3]
w[:] = [-1, -2]
print(a)
z = np.zeros((3, 4), dtype=np.int32)
z[1:, 1:] = np.arange(6).reshape(2, 3)
print(z)
z[...] = 7
print(z)
z[:, 1] += 1
print(z)
z[z == 8] *= 2
print(z)
i8 = np.zeros(3, np.int8)
i8[0] = 300.0
i8[1] = -1.9
print(i8)
try:
    i8[2] = np.nan
except ValueError as e:
    print("ValueError", e)
try:
    i8[2] = float("inf")
except OverflowError as e:
    print("OverflowError", e)
b = np.array([True, False])
b[0] = 0
print(b)
f = np.zeros(2)
f[0] = True
f[1] = 3
print(f)
g = np.arange(6).reshape(2, 3)
h = g.ravel()
h[0] = 100
print(g)
k = g.flatten()
k[1] = 200
print(g)
c = g.copy()
c[0, 0] = -7
print(g[0, 0], c[0, 0])
x = np.arange(4.0)
y = x
x /= 2
print(y)
x **= 2
print(y)
x -= np.array([1, 1, 1, 1])
print(y)
e = np.arange(6).reshape(2, 3)
e += np.arange(3)
print(e)
try:
    e += np.ones((2, 2, 3), int)
except ValueError as err:
    print(err)
q = np.ones(3, bool)
q &= np.array([True, False, True])
print(q)
q |= np.array([False, True, False])
print(q)
r = np.arange(4)
r[[0, 0, 1]] = [5, 6, 7]
print(r)
r[[1, 2]] += 10
print(r)
s = np.arange(12).reshape(3, 4)
s[[0, 2]] = 0
print(s)
s[1:, [0, 3]] = -1
print(s)
s[np.array([[True, False, True, False]] * 3)] = 9
print(s)
t = np.zeros(5)
t.fill(2.5)
print(t)
u = np.arange(6).reshape(2, 3)
ut = u.T
print(ut.base is u, u.T.T.base is u)
n = np.arange(3)
n[-1] = 10
print(n)
try:
    n[3] = 1
except IndexError as err:
    print(err)
print(np.arange(6).reshape(2, 3)[1][::-1])
mm = np.eye(2)
mm @= np.array([[1.0, 2.0], [3.0, 4.0]])
print(mm)
