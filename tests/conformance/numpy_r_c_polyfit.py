# np.r_, np.c_, np.polyfit and np.polyval. Expected values: the examples of NumPy's docstrings
# (numpy/lib/_index_tricks_impl.py RClass and CClass; numpy/lib/_polynomial_impl.py polyfit:
# array([ 0.08703704, -0.81349206,  1.69312169, -0.03968254]); polyval: 76).
import numpy as np

print(np.r_[np.array([1, 2, 3]), 0, 0, np.array([4, 5, 6])])
print(np.r_[0:5], np.r_[1:7:2, [10, 11]], np.r_[1.5, 2, 3].dtype)
print(np.c_[np.array([1, 2, 3]), np.array([4, 5, 6])])
print(np.c_[np.array([[1, 2, 3]]), 0, 0, np.array([[4, 5, 6]])])

x = np.array([0.0, 1.0, 2.0, 3.0, 4.0, 5.0])
y = np.array([0.0, 0.8, 0.9, 0.1, -0.8, -1.0])
z = np.polyfit(x, y, 3)
print(repr(z))
print(repr(np.polyval([3, 0, 1], 5)))
print(np.polyval([1.0, -2.0], np.array([0, 1, 2])))
print(np.round(np.polyfit([0, 1, 2, 3], [1, 3, 5, 7], 1), 10))
