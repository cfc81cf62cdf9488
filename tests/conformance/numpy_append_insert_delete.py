# np.append, np.insert, np.delete, np.diag, np.tril/np.triu and np.meshgrid. Values and expected
# arrays: the examples of NumPy's docstrings (numpy/lib/_function_base_impl.py append, insert,
# delete, meshgrid; numpy/lib/_twodim_base_impl.py diag, tril, triu), printed with print().
import numpy as np

print(np.append([1, 2, 3], [[4, 5, 6], [7, 8, 9]]))
print(np.append([[1, 2, 3], [4, 5, 6]], [[7, 8, 9]], axis=0))
try:
    np.append([[1, 2, 3], [4, 5, 6]], [7, 8, 9], axis=0)
except ValueError as e:
    print("ValueError:", e)

a = np.arange(6).reshape(3, 2)
print(np.insert(a, 1, 6))
print(np.insert(a, 1, 6, axis=1))
print(np.insert(a, [1], [[7], [8], [9]], axis=1))
b = a.flatten()
print(np.insert(b, [2, 2], [6, 7]))
print(np.insert(b, slice(2, 4), [7, 8]))
print(np.insert(b, [2, 2], [7.13, False]))
x = np.arange(8).reshape(2, 4)
print(np.insert(x, (1, 3), 999, axis=1))

arr = np.array([[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]])
print(np.delete(arr, 1, 0))
print(np.delete(arr, slice(None, None, 2), 1))
print(np.delete(arr, [1, 3, 5], None))
try:
    np.delete(np.arange(3), 5)
except IndexError as e:
    print("IndexError:", e)

x = np.arange(9).reshape((3, 3))
print(np.diag(x), np.diag(x, k=1), np.diag(x, k=-1))
print(np.diag(np.diag(x)))
print(np.diag([1.5, 2.0], k=1))
print(np.tril([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]], -1))
print(np.triu([[1, 2, 3], [4, 5, 6], [7, 8, 9], [10, 11, 12]], -1))

nx, ny = (3, 2)
xs = np.linspace(0, 1, nx)
ys = np.linspace(0, 1, ny)
xv, yv = np.meshgrid(xs, ys)
print(xv)
print(yv)
xv, yv = np.meshgrid(xs, ys, sparse=True)
print(xv)
print(yv)
ii, jj = np.meshgrid([1, 2, 3], [4, 5], indexing="ij")
print(ii.shape, jj.shape, type(np.meshgrid([1, 2], [3, 4])).__name__)
