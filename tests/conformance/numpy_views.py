# Module functions that return views of an ndarray argument in NumPy (np.reshape, np.ravel,
# np.transpose, np.expand_dims, np.squeeze), np.copy, and np.shares_memory /
# np.may_share_memory. Sources: numpy/_core/fromnumeric.py (reshape, ravel, transpose and
# squeeze call the array's methods), numpy/lib/_shape_base_impl.py (expand_dims reshapes),
# numpy/_core/multiarray.py (shares_memory). Values checked against NumPy 1.24 running this
# program (unchanged in NumPy 2).
import numpy as np
a = np.arange(6)
b = np.reshape(a, (2, 3))
b[0, 0] = 9
print(a, np.shares_memory(a, b), np.shares_memory(a, a.copy()), np.may_share_memory(a[:3], a[3:]))
c = np.expand_dims(a, 0)
c[0, 1] = 8
s = np.squeeze(c)
s[2] = 7
print(a, s.shape, c.shape, np.squeeze(np.array([[5]])).shape)
r = np.ravel(b)
r[3] = -3
print(a)
t = np.transpose(b)
t[1, 0] = 11
print(a)
x = np.copy(a)
x[0] = 0
print(a[0], x[0])
print(np.squeeze(np.zeros((1, 3, 1)), axis=0).shape)
