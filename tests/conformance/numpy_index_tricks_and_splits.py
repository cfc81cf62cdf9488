# NumPy's index helpers and shape functions written in Python (NumPy 2.3:
# numpy/lib/_index_tricks_impl.py, _shape_base_impl.py, _stride_tricks_impl.py and
# numpy/_core/numeric.py). Expected values are the docstrings' examples; the error texts are
# those files' (broadcast_shapes' mismatch is PyArray_Broadcast's, iterators.c).
import numpy as np


def my_func(a):
    return (a[0] + a[-1]) * 0.5


b = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
print(repr(np.apply_along_axis(my_func, 0, b)))
print(repr(np.apply_along_axis(my_func, 1, b)))
print(repr(np.apply_along_axis(sorted, 1, np.array([[8, 1, 7], [4, 3, 9], [5, 2, 6]]))))
print(repr(np.apply_along_axis(np.diag, -1, b)))

x = np.arange(16.0).reshape(4, 4)
print(np.hsplit(x, 2))
print(np.hsplit(x, np.array([3, 6])))
print(np.vsplit(x, 2))
print(np.dsplit(np.arange(16.0).reshape(2, 2, 4), 2))

print(repr(np.kron([1, 10, 100], [5, 6, 7])))
print(repr(np.kron([5, 6, 7], [1, 10, 100])))
print(repr(np.kron(np.eye(2), np.ones((2, 2)))))
a = np.arange(100).reshape((2, 5, 2, 5))
c = np.kron(a, np.arange(24).reshape((2, 3, 4)))
print(c.shape, c[1, 7, 4, 14])  # a[1, 3, 1, 3] * b[1, 1, 2] = 88 * 18

a = np.arange(10).reshape(2, 5)
grid = np.ix_([0, 1], [2, 4])
print(grid)
print(a[grid])
print(np.ix_([True, True], [2, 4]))

print(np.mgrid[0:5, 0:5])
print(np.mgrid[-1:1:5j])
print(np.ogrid[-1:1:5j])
print(np.ogrid[0:5, 0:5])
print(type(np.mgrid), type(np.s_))
print(np.s_[2::2], np.index_exp[2::2], np.s_[1:2, ::3])

for index in np.ndindex(3, 2, 1):
    print(index)
print(list(np.ndindex((2,))), list(np.ndindex()))
pairs = np.array([[1, 2], [3, 4]])
for index, v in np.ndenumerate(pairs):
    print(index, v)
print(list(np.ndenumerate(pairs)))

a = np.zeros((3, 3), int)
np.fill_diagonal(a, 5)
print(a)
a = np.zeros((3, 3, 3, 3), int)
np.fill_diagonal(a, 4)
print(a[0, 0], a[1, 1], a[2, 2], sep='\n')
a = np.zeros((5, 3), int)
np.fill_diagonal(a, 4)
print(a)
np.fill_diagonal(a, 4, wrap=True)
print(a)
a = np.zeros((3, 5), int)
np.fill_diagonal(a, [1, 2])
print(a)
di = np.diag_indices(4)
print(di)
a = np.arange(16).reshape(4, 4)
a[di] = 100
print(a)
print(np.diag_indices_from(np.arange(16).reshape(4, 4)))

print(np.broadcast_shapes((1, 2), (3, 1), (3, 2)), np.broadcast_shapes((6, 7), (5, 6, 1), (7,), (5, 1, 7)))
print(np.broadcast_arrays(np.array([[1, 2, 3]]), np.array([[4], [5]])))
grid = np.indices((2, 3))
print(grid.shape)
print(grid[0])
print(grid[1])
print(np.indices((2, 3), sparse=True))
print(repr(np.fromfunction(lambda i, j: i, (2, 2), dtype=float)))
print(repr(np.fromfunction(lambda i, j: i == j, (3, 3), dtype=int)))
print(repr(np.fromfunction(lambda i, j: i + j, (3, 3), dtype=int)))
print(np.array_equiv([1, 2], [1, 2]), np.array_equiv([1, 2], [1, 3]),
      np.array_equiv([1, 2], [[1, 2], [1, 2]]), np.array_equiv([1, 2], [[1, 2, 1, 2], [1, 2, 1, 2]]),
      np.array_equiv([1, 2], [[1, 2], [1, 3]]))

for call in (lambda: np.apply_along_axis(np.sum, 2, np.ones((2, 2))),
             lambda: np.apply_along_axis(np.sum, 1, np.ones((0, 2))),
             lambda: np.hsplit(np.array(3), 1),
             lambda: np.vsplit(np.arange(4), 2),
             lambda: np.hsplit([1, 2, 3, 4], 2),
             lambda: np.ix_([[1, 2]]),
             lambda: np.fill_diagonal(np.zeros(3), 1),
             lambda: np.fill_diagonal(np.zeros((2, 3, 3)), 1),
             lambda: np.broadcast_shapes((2,), (3,)),
             lambda: np.broadcast_shapes((1, 4), (3, 1), (3, 5))):
    try:
        print(repr(call()))
    except (AttributeError, ValueError) as e:
        print(type(e).__name__ + ':', e)
