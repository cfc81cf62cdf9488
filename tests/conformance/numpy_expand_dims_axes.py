# np.expand_dims with a tuple of axes (each a 1 in the result, numpy/lib/_shape_base_impl.py's
# normalize_axis_tuple: 'repeated axis' for a duplicate) and np.arange with step=None (a step
# of 1). Expected values are the docstring's examples.
import numpy as np

x = np.array([1, 2])
print(repr(np.expand_dims(x, axis=(0, 1))))
print(repr(np.expand_dims(x, axis=(2, 0))))
print(np.expand_dims(np.zeros((2, 3)), (-1, 1)).shape)
print(repr(np.arange(0, 5, None)), repr(np.arange(2, 8, step=None)))
for axes in ((0, 0), (0, 3)):
    try:
        np.expand_dims(x, axes)
    except ValueError as e:
        print(type(e).__name__ + ':', e)
