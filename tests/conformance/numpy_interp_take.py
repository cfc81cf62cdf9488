# np.interp and np.take, as Keras's Discretization.adapt uses them. Values: the examples of
# NumPy's docstrings (numpy/lib/_function_base_impl.py interp: xp = [1, 2, 3], fp = [3, 2, 0];
# numpy/_core/fromnumeric.py take: a = [4, 3, 5, 7, 6, 8]), interp's left/right values and exact
# sample points, take along an axis; IndexError text of NumPy's take (mode='raise').
import numpy as np

xp = [1, 2, 3]
fp = [3, 2, 0]
print(np.interp(2.5, xp, fp))
print(np.interp([0, 1, 1.5, 2.72, 3.14], xp, fp))
UNDEF = -99.0
print(np.interp(3.14, xp, fp, right=UNDEF))
print(np.interp([0.0, 2.0, 4.0], xp, fp, left=-1.0, right=9.0), np.interp(np.float32(1.5), xp, fp).dtype)
a = [4, 3, 5, 7, 6, 8]
indices = [0, 1, 4]
print(np.take(a, indices))
print(np.take(a, [[0, 1], [2, 3]]))
print(np.take(a, [-1, -6]))
m = np.array([[3.0, 1.0, 2.0], [1.0, 1.0, 1.0]], "float32")
print(np.take(m, np.argsort(m[0]), axis=1), np.take(m, [1], axis=0).dtype)
try:
    np.take(a, [6])
except IndexError as e:
    print("IndexError:", e)
