# np.array(object, ..., ndmin=k): ones are prepended to the shape until the result has at least
# k dimensions (numpy's array() documentation; scan_test.py testChangingStateShape uses it).
import numpy as np

print(repr(np.array(1, ndmin=1)))
print(repr(np.array([1, 2], ndmin=3)))
print(np.array([[1, 2]], ndmin=1).shape)
print(np.array([1.5, 2.5], dtype=np.float32, ndmin=2).shape)
print(repr(np.array(["a", "b"], ndmin=2)))
