# NumPy 2's floating-point warnings. After each ufunc loop NumPy reads the floating-point flags
# and, in its default error state (np.geterr(): divide, over and invalid "warn"), gives one
# RuntimeWarning per flag, in the order divide by zero, overflow, invalid value
# (PyUFunc_GiveFloatingpointErrors, numpy/_core/src/umath/extobj.c), with stacklevel 1, so the
# warning names the line that called NumPy and the "default" filter shows it once per line.
# NumPy scalars' own math names "scalar add" and reports integer wraparound too
# (numpy/_core/src/umath/scalarmath.c.src); array loops wrap integers silently. npy_floor_divide
# and npy_remainder (numpy/_core/src/npymath/npy_math_internal.h.src): x // 0 divides by zero,
# 0 // 0 and nan // 0 are invalid, float x % 0 is invalid; integer // and % by zero give 0 and
# divide by zero. NaN operands propagate quietly. np.mean's "Mean of empty slice." comes from
# NumPy's Python code (numpy/_core/_methods.py), whose line tfplay cannot name: refused.
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
show(lambda: np.array([np.nan, 1.0]) / 0)
show(lambda: np.mean([]))
show(lambda: np.zeros((0, 3)).mean(axis=0))
show(lambda: np.zeros((3, 0)).mean(axis=0))

# Overflow and invalid values of float loops, and the ufuncs' own names.
show(lambda: np.exp(np.array([1.0, 1000.0])))
show(lambda: np.exp(np.array([100.0], dtype=np.float32)))
show(lambda: np.array([np.inf]) - np.inf)
show(lambda: np.array([1.0, np.inf]) * 0)
show(lambda: np.power(np.array([-8.0]), 1 / 3))
show(lambda: np.array([0.0]) ** -1.0)
show(lambda: np.float64(10.0) ** 400)
show(lambda: np.float64(np.inf) - np.float64(np.inf))
show(lambda: np.log(np.array([0.0, -1.0, 1.0])))
show(lambda: np.sqrt(np.array([-1.0, 4.0])))
show(lambda: np.square(np.array([1e200])))
show(lambda: np.sin(np.array([np.inf])))
show(lambda: (np.log2(0.0), np.log1p(-1.0), np.arctanh(1.0), np.arcsin(2.0), np.cosh(1000.0)))
show(lambda: np.array([np.inf, np.nan]) + 1)


# A loop warns once: the "default" action keeps a registry per line.
def stable_sigmoid_naive(z):
    return 1 / (1 + np.exp(-z))


for z in (-1000.0, -2000.0, 0.0):
    print(stable_sigmoid_naive(np.array([z])))
