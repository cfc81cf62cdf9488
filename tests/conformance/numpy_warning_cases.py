# Operations where NumPy 2 prints a RuntimeWarning, which tfplay refuses with NotImplementedError
# naming the warning NumPy would print; and the look-alikes that stay silent in NumPy.
# NumPy source: numpy/_core/src/umath/scalarmath.c.src (scalar + - * on NumPy scalars report
# integer wraparound and float overflow as "overflow encountered in scalar add"; scalar
# division names "scalar divide"), numpy/_core/src/npymath/npy_math_internal.h.src
# (npy_floor_divide / npy_remainder: x // 0 sets divide-by-zero, 0 // 0 and nan // 0 invalid,
# float x % 0 invalid; integer // and % by zero divide-by-zero), numpy/_core/_methods.py (_mean:
# "Mean of empty slice."). Array loops, 0-d arrays included, wrap integers silently.
import numpy as np


def show(f):
    try:
        print(repr(f()))
    except NotImplementedError as e:
        print("NotImplementedError:", e)


show(lambda: np.int8(127) + np.int8(1))
show(lambda: np.int64(2**62) * 4)
show(lambda: np.uint8(3) - np.uint8(5))
show(lambda: 5 * np.int8(30))
show(lambda: np.float32(3.4e38) * 10)
show(lambda: np.int32(7) * 3)
show(lambda: np.array([127], dtype=np.int8) + 1)
show(lambda: np.array(127, dtype=np.int8) + 1)
show(lambda: np.array([2**62]) * 4)
show(lambda: np.float64(1) / 0)
show(lambda: np.float64(0.0) / 0)
show(lambda: np.int64(1) // 0)
show(lambda: np.array([1.0, 2.0]) / 0)
show(lambda: np.array([0.0]) / 0.0)
show(lambda: np.arange(3) / np.arange(3))
show(lambda: np.array([0, 1]) % 0)
show(lambda: np.array([1.0]) % 0)
show(lambda: np.array([-2.0, 0.0]) // 0)
show(lambda: np.mean([]))
show(lambda: np.zeros((0, 3)).mean(axis=0))
show(lambda: np.zeros((3, 0)).mean(axis=0))
