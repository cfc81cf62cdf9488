# More of NumPy's functions written in Python (NumPy 2.3: numpy/_core/numeric.py cross and
# rollaxis, fromnumeric.py, function_base.py geomspace, shape_base.py unstack,
# numpy/lib/_function_base_impl.py gradient, sinc and trim_zeros, _arraysetops_impl.py,
# _twodim_base_impl.py) and in C (inner, vdot, lexsort). Expected values are the docstrings'
# examples (geomspace's dtype=int truncation included); cross of 2-vectors warns as numeric.py
# does (DeprecationWarning, stacklevel=2: this file's line).
import numpy as np

print(repr(np.cross([1, 2, 3], [4, 5, 6])))
x = np.array([[1, 2, 3], [4, 5, 6]])
y = np.array([[4, 5, 6], [1, 2, 3]])
print(repr(np.cross(x, y)))
print(repr(np.cross(x, y, axisc=0)))
x = np.array([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
y = np.array([[7, 8, 9], [4, 5, 6], [1, 2, 3]])
print(repr(np.cross(x, y)))
print(repr(np.cross(x, y, axisa=0, axisb=0)))
print(repr(np.cross([1, 2], [4, 5, 6])))
a = np.ones((3, 4, 5, 6))
print(np.rollaxis(a, 3, 1).shape, np.rollaxis(a, 2).shape, np.rollaxis(a, 1, 4).shape)

print(repr(np.inner(np.array([1, 2, 3]), np.array([0, 1, 0]))))
print(repr(np.inner(np.arange(24).reshape((2, 3, 4)), np.arange(4))))
print(repr(np.inner(np.arange(2).reshape((1, 1, 2)), np.arange(6).reshape((3, 2)))))
print(repr(np.inner(np.eye(2), 7)))
a = np.array([1 + 2j, 3 + 4j])
b = np.array([5 + 6j, 7 + 8j])
print(repr(np.vdot(a, b)), repr(np.vdot(b, a)))
a = np.array([[1, 4], [5, 6]])
b = np.array([[4, 1], [2, 2]])
print(repr(np.vdot(a, b)), repr(np.vdot(b, a)))
print(repr(np.lexsort(([9, 4, 0, 4, 0, 2, 1], [1, 5, 1, 4, 3, 4, 4]))))
print(repr(np.lexsort(([1, 5, 1, 4, 3, 4, 4], [9, 4, 0, 4, 0, 2, 1]))))

a = np.arange(4).reshape(2, 2)
print(repr(np.diagonal(a)), repr(np.diagonal(a, 1)))
print(repr(np.diagonal(np.arange(8).reshape(2, 2, 2), 0, 0, 1)))
print(repr(np.diagonal(np.arange(9).reshape(3, 3), -1)), repr(np.arange(9).reshape(3, 3).diagonal(offset=1)))
a = np.array([[0, 1], [2, 3]])
print(repr(np.resize(a, (2, 3))), repr(np.resize(a, (1, 4))), repr(np.resize(a, (2, 4))), sep='\n')
print(repr(np.matrix_transpose(np.array([[1, 2], [3, 4]]))), np.permute_dims(np.ones((1, 2, 3)), (1, 0, 2)).shape)

print(repr(np.geomspace(1, 1000, num=4)))
print(repr(np.geomspace(1, 1000, num=3, endpoint=False)))
print(repr(np.geomspace(1, 1000, num=4, endpoint=False)))
print(repr(np.geomspace(1, 256, num=9)))
print(repr(np.geomspace(1, 256, num=9, dtype=int)))
print(repr(np.around(np.geomspace(1, 256, num=9)).astype(int)))
print(repr(np.geomspace(1000, 1, num=4)), repr(np.geomspace(-1000, -1, num=4)))
print(np.unstack(np.arange(6).reshape(2, 3)), np.unstack(np.arange(6).reshape(2, 3), axis=1))

x = np.array([1, 2, 4, 7, 0])
print(repr(np.ediff1d(x)), repr(np.ediff1d(x, to_begin=-99, to_end=np.array([88, 99]))))
print(repr(np.ediff1d([[1, 2, 4], [1, 6, 24]])))
print(repr(np.setxor1d(np.array([1, 2, 3, 2, 4]), np.array([2, 3, 5, 7, 5]))))
a = np.arange(16).reshape(4, 4)
print(np.tril_indices_from(a))
print(np.triu_indices_from(a, k=1))
print(repr(np.sinc(np.array([0.0, 0.5, 1.0]))))

a = np.array((0, 0, 0, 1, 2, 3, 0, 2, 1, 0))
print(repr(np.trim_zeros(a)), repr(np.trim_zeros(a, trim='b')), np.trim_zeros([0, 1, 2, 0]))
b = np.array([[0, 0, 2, 3, 0, 0], [0, 1, 0, 3, 0, 0], [0, 0, 0, 0, 0, 0]])
print(repr(np.trim_zeros(b)))
print(repr(np.trim_zeros(b, axis=-1)))

f = np.array([1, 2, 4, 7, 11, 16])
print(repr(np.gradient(f)), repr(np.gradient(f, 2)))
print(repr(np.gradient(f, np.arange(f.size))))
print(repr(np.gradient(f, np.array([0., 1., 1.5, 3.5, 4., 6.]))))
print(np.gradient(np.array([[1, 2, 6], [3, 4, 5]])))
print(np.gradient(np.array([[1, 2, 6], [3, 4, 5]]), 2., [1., 1.5, 3.5]))
x = np.array([0, 1, 2, 3, 4])
print(repr(np.gradient(x**2, edge_order=1)), repr(np.gradient(x**2, edge_order=2)))
print(np.gradient(np.array([[1, 2, 6], [3, 4, 5]]), axis=0))

for call in (lambda: np.cross([1, 2, 3, 4], [1, 2, 3]),
             lambda: np.cross(np.array(1), [1, 2, 3]),
             lambda: np.diagonal(np.arange(3)),
             lambda: np.diagonal(np.eye(2), 0, 1, 1),
             lambda: np.geomspace(0, 10),
             lambda: np.gradient(np.array([1.0])),
             lambda: np.gradient(np.arange(3.0), edge_order=3),
             lambda: np.vdot([1, 2], [1, 2, 3])):
    try:
        print(repr(call()))
    except ValueError as e:
        print(type(e).__name__ + ':', e)
