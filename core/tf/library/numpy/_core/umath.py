# numpy.fabs, positive, signbit and copysign, which NumPy writes in C as ufuncs
# (numpy/_core/umath), written for tfplay over its native numpy functions: an integer input
# computes in float64 where NumPy's loops take floats only. Loaded on first use by numpy's module
# __getattr__ (core/tf/numpy_getattr.cpp).
import numpy as np


def _floats(x):
    a = np.asarray(x)
    if a.dtype.kind == 'c':
        raise TypeError("ufunc not supported for the input types, and the inputs could not be safely coerced to any "
                        "supported types according to the casting rule ''safe''")
    return a.astype(np.float64) if a.dtype.kind in 'biu' else a


def fabs(x, /):
    """np.fabs: the absolute value, as a float (float64 for integers); complex is a TypeError."""
    return np.abs(_floats(x))[()]


def positive(x, /):
    """np.positive: +x, a copy."""
    a = np.asarray(x)
    if a.dtype == np.bool_:
        raise TypeError("The numpy boolean positive, the unary `+` operator, is not supported, use "
                        "`logical_or` or `bitwise_or` instead.")
    return (+a)[()]


def signbit(x, /):
    """np.signbit: True where the sign bit is set (-0.0 included; integers: x < 0)."""
    a = np.asarray(x)
    if a.dtype.kind in 'biu':
        return (a < 0)[()]
    with np.errstate(divide='ignore'):
        return ((a < 0) | ((a == 0) & (np.true_divide(1.0, a) < 0)))[()]


def copysign(x1, x2, /):
    """np.copysign: the magnitude of x1 with the sign of x2, elementwise; a float result (the
    dtype x1 and x2 promote to, float64 for integers)."""
    dtype = np.result_type(x1, x2, 1.0)
    magnitude = np.abs(np.asarray(x1).astype(dtype))
    return np.where(signbit(x2), -magnitude, magnitude).astype(dtype)[()]


for _f in (fabs, positive, signbit, copysign):
    _f.__module__ = 'numpy'
