# np.apply_over_axes as NumPy 2.3 has it (numpy/lib/_shape_base_impl.py): func(val, axis) for
# each axis in turn, a negative axis counted from the input's end, a result one dimension
# short getting the axis back with expand_dims (the docstring's np.sum example); a result of
# any other dimension is a ValueError, and a list input has no .ndim (AttributeError).
import numpy as np

a = np.arange(24).reshape(2, 3, 4)
print(np.apply_over_axes(np.sum, a, [0, 2]))
print(np.apply_over_axes(np.sum, a, 1).shape, np.apply_over_axes(np.sum, a, 1).dtype)
m = np.apply_over_axes(np.mean, a, (-1,))
print(m.shape, m.dtype, m.ravel())
print(np.apply_over_axes(lambda x, ax: np.cumsum(x, axis=ax), a, [0]).shape)
print(np.apply_over_axes(np.max, a, np.array([2, 1, 0])))
print(np.array_equal(np.apply_over_axes(np.sum, a, [0, 2]), np.sum(a, axis=(0, 2), keepdims=True)))
try:
    np.apply_over_axes(lambda x, ax: np.sum(x), a, [0])
except ValueError as e:
    print('ValueError', e)
try:
    np.apply_over_axes(np.sum, [[1, 2], [3, 4]], 0)
except AttributeError as e:
    print('AttributeError', e)
print(np.apply_over_axes.__module__)
