# np.reshape's deprecated `newshape=` keyword (NumPy 2.3 numpy/_core/fromnumeric.py reshape:
# `newshape` is still accepted as `shape`, with a DeprecationWarning at the caller (stacklevel=2,
# "deprecated in NumPy 2.1"); both at once is a TypeError, neither one "missing 1 required
# positional argument: 'shape'"). Keras 3.11.3's keras/src/ops/image_test.py
# (_compute_affine_transform_coordinates) calls np.reshape(..., newshape=...).
import numpy as np

print(np.reshape(np.arange(6), newshape=(2, 3)).shape)
print(np.reshape(np.arange(6), shape=(3, 2)).shape, np.reshape(np.arange(6), (6,)).shape)
for kwargs in ({"shape": (2, 3), "newshape": (3, 2)}, {}):
    try:
        np.reshape(np.arange(6), **kwargs)
    except TypeError as e:
        print("TypeError:", e)
